/**
 * bench:alerts' email channel: wrangler's log of the simulated send_email binding, read as it is
 * written.
 *
 *   [wrangler:info] send_email binding called with MessageBuilder:
 *   From: …  To: …  Subject: …  Text: <path of the text body>  HTML: <path of the HTML body>
 *
 * The files live in wrangler's temporary folder, removed when it stops: read as they appear.
 */
import { readFileSync } from "node:fs";
import { type Arrival, clock, leadIdIn, SALES } from "./alerts-run.ts";

type PendingEmail = { at: number; fields: Record<string, string> };
/** An email to anyone but sales, with its text (npm run abuse reads the links in it). */
export type OtherEmail = { at: number; from: string; to: string; subject: string; text: string };
// biome-ignore lint/suspicious/noControlCharactersInRegex: wrangler's colours are control sequences
const ansi = /\u001b\[[0-9;]*m/g;

async function readBody(path: string): Promise<string> {
  for (let tries = 0; ; tries++) {
    try {
      return readFileSync(path, "utf8");
    } catch (error) {
      if (tries >= 20) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** Turns each email to sales in wrangler's log into an arrival, timed when its log line came. */
export class EmailLog {
  /** Emails to anyone but sales (a prospect's confirmation): not alerts; counted (and handed on). */
  otherEmails = 0;
  private pending: PendingEmail | null = null;
  private readonly reads: Promise<void>[] = [];
  private readonly buffers = { stdout: "", stderr: "" };
  private readonly arrivals: Arrival[];
  private readonly problems: string[];

  /** Each email to anyone but sales, once its text is read. */
  private readonly onOtherEmail?: (email: OtherEmail) => void;

  constructor(arrivals: Arrival[], problems: string[], onOtherEmail?: (email: OtherEmail) => void) {
    this.arrivals = arrivals;
    this.problems = problems;
    this.onOtherEmail = onOtherEmail;
  }

  /** For startServer's `onOutput`: every chunk of the server's output, as it arrives. */
  onOutput = (chunk: string, stream: "stdout" | "stderr") => {
    const at = clock();
    const lines = (this.buffers[stream] + chunk).replace(ansi, "").split("\n");
    this.buffers[stream] = lines.pop() ?? "";
    for (const line of lines) this.onLine(line.trimEnd(), at);
  };

  /** Until the bodies of the emails seen so far are read. */
  settled(): Promise<unknown> {
    return Promise.all(this.reads);
  }

  private onLine(line: string, at: number) {
    if (line.includes("send_email binding called")) {
      if (this.pending) this.finish(this.pending);
      this.pending = { at, fields: {} };
      return;
    }
    if (!this.pending) return;
    const field = /^(From|To|Subject|Text|HTML): (.*)$/.exec(line);
    if (field) this.pending.fields[field[1]!] = field[2]!;
    if (field?.[1] === "HTML") {
      this.finish(this.pending);
      this.pending = null;
    }
  }

  private finish(email: PendingEmail) {
    const { From = "", To = "", Subject = "", Text, HTML } = email.fields;
    if (!To.includes(SALES)) {
      this.otherEmails++;
      const listener = this.onOtherEmail;
      if (listener)
        this.reads.push(
          (Text ? readBody(Text) : Promise.resolve(""))
            .then((text) => listener({ at: email.at, from: From, to: To, subject: Subject, text }))
            .catch((error: Error) => {
              this.problems.push(`email "${Subject}": ${error.message}`);
            }),
        );
      return;
    }
    if (!Text || !HTML) {
      this.problems.push(`email "${Subject}": no ${Text ? "HTML" : "text"} body in wrangler's log`);
      return;
    }
    this.reads.push(
      Promise.all([readBody(Text), readBody(HTML)])
        .then(([text, html]) => {
          this.arrivals.push({
            channel: "email",
            leadId: leadIdIn(text),
            at: email.at,
            body: text,
            email: { from: From, to: To, subject: Subject, text, html },
          });
        })
        .catch((error: Error) => {
          this.problems.push(`email "${Subject}": ${error.message}`);
        }),
    );
  }
}
