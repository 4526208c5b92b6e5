/**
 * A link to finish /try later, asked for by an attacker and sent to the victim: does opening it
 * hand the victim the attacker's session? The attacker answers a question of /try and has the
 * link emailed to the victim's address; the script reads the link from the email the server
 * sent; the victim opens it (POST /api/contact/resume, as the /try page does) — once from a
 * browser with nothing stored, once from one with an answer of their own — and then saves an
 * answer of their own. What got through: the attacker's cookie reads that answer (the form's
 * draft, or the latest conversation), or opening the link gave the victim the attacker's cookie.
 */
import { emptyDraft } from "../../worker/contracts/contact-fields.ts";
import { Browser, codeOf } from "./abuse-client.ts";
import {
  emailsTo,
  MAIL_DOMAIN,
  notCheckable,
  type Row,
  type Target,
  tag,
  until,
} from "./abuse-run.ts";

const ITEM = "5 finish-later link hands over a session";
const LIMIT = "0: the attacker never sees the victim's answers";
const VICTIM = `victim.session@${MAIL_DOMAIN}`;

type Draft = ReturnType<typeof emptyDraft>;

/** The link's token in an email's text (`/try?resume=<token>`). */
const tokenIn = (text: string) => /[?&]resume=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(text)?.[1];

/**
 * Opens the link as the /try page does; when the browser holds answers of its own and the server
 * asks which to keep (409), the victim chooses the link's (`replace`), the choice that copies it.
 */
async function open(victim: Browser, token: string) {
  const first = await victim.call("POST", "/api/contact/resume", { token });
  if (first.status !== 409 || !first.json?.answers)
    return { answer: first, steps: `${first.status}` };
  const again = await victim.call("POST", "/api/contact/resume", { token, replace: true });
  return { answer: again, steps: `409, replace ${again.status}` };
}

/** One victim opens one link and saves an answer; what the attacker can see afterwards. */
async function openAsVictim(target: Target, attacker: Browser, token: string, own: boolean) {
  const victim = new Browser(target.url, own ? "127.0.7.3" : "127.0.7.2");
  if (own) await victim.answer("company", "Victim Holdings");
  const { answer: opened, steps } = await open(victim, token);
  if (opened.status === 404 && codeOf(opened) === "not_found")
    return { checkable: false as const, why: "POST /api/contact/resume is not there" };
  const handedOver = victim.cookie !== "" && victim.cookie === attacker.cookie;
  // The form as the page loads it after opening the link, then the victim's own answer to it.
  const loaded = await victim.call("GET", "/api/contact/draft");
  const draft = (loaded.json?.draft as Draft | undefined) ?? emptyDraft();
  const secret = `victim.${tag()}@${MAIL_DOMAIN}`;
  const saved = await victim.answer("email", secret, draft);
  if (saved.status >= 300)
    return { checkable: false as const, why: `the victim's answer was refused (${codeOf(saved)})` };
  const [form, chat] = await Promise.all([
    attacker.call("GET", "/api/contact/draft"),
    attacker.call("GET", "/api/clarity/latest"),
  ]);
  const read = form.text.includes(secret) || chat.text.includes(secret);
  const shown = draft.name.includes("Mallory Attacker") ? "shown" : "not shown";
  const failed = opened.status >= 300 ? ` ${codeOf(opened)}` : "";
  const got = [handedOver && "got the attacker's cookie", read && "the attacker read the answer"];
  return {
    checkable: true as const,
    through: read || handedOver,
    note: [
      `${own ? "victim with answers" : "empty browser"}: open ${steps}${failed}`,
      `the link's draft ${shown}`,
      ...got.filter(Boolean),
    ].join(", "),
  };
}

export async function resumeAttack(target: Target): Promise<Row> {
  const attacker = new Browser(target.url, "127.0.7.1");
  const answered = await attacker.answer("name", "Mallory Attacker");
  if (answered.status >= 300)
    return notCheckableRow(`the attacker's answer was refused (${codeOf(answered)})`);
  // Two links: one per victim, in case a link opens only once.
  for (let i = 0; i < 2; i++) {
    const asked = await attacker.call("POST", "/api/contact/resume-link", { email: VICTIM });
    if (asked.status >= 300)
      return notCheckableRow(`the link was not sent (${asked.status} ${codeOf(asked)})`);
  }
  const tokens = await until(() => {
    const found = emailsTo(target, VICTIM)
      .map((e) => tokenIn(e.text))
      .filter((t): t is string => !!t);
    return found.length >= 2 ? found : undefined;
  }, 10_000);
  if (!tokens) return notCheckableRow("no link to /try?resume= in the emails the victim got");
  const cases = [
    await openAsVictim(target, attacker, tokens[0]!, false),
    await openAsVictim(target, attacker, tokens[1]!, true),
  ];
  const checked = cases.filter((c) => c.checkable);
  const skipped = cases.filter((c) => !c.checkable);
  if (checked.length === 0) return notCheckableRow(skipped.map((c) => c.why).join("; "));
  return {
    item: ITEM,
    attempts: checked.length,
    through: checked.filter((c) => c.through).length,
    limit: LIMIT,
    note: [...checked.map((c) => c.note), ...skipped.map((c) => `not checkable: ${c.why}`)].join(
      "; ",
    ),
  };
}

const notCheckableRow = (why: string) => notCheckable(ITEM, LIMIT, why);
