/**
 * `npm run abuse`: replays the known ways to abuse the site against the production build and
 * prints what got through (0 everywhere when the site holds):
 *   1. confirmation emails and links to finish /try sent to anyone's address again and again,
 *      with "Delete my data" in between, from one client address and from many;
 *   2. the same to plus-addresses of one mailbox;
 *   5. a link to finish /try that hands the attacker's session to the victim who opens it;
 *   6. a won prospect taken over by a form with the same email;
 *   7. chat leads (and alerts) past the lead limit of a client address;
 *   8. the funnel poisoned through its view beacon.
 * The build (BUILD_DIR, default build/; built first if missing) runs under wrangler dev on a free
 * loopback port with every channel configured: email through wrangler's simulated send_email
 * binding (its log is read, links included), Slack, Teams and the webhook at a local receiver,
 * and storage in a throwaway folder under tmp/. Client addresses are only `CF-Connecting-IP`
 * headers; every request goes to loopback, every loop is bounded. Exits 1 if anything got through.
 *
 * The parts, in scripts/lib/: abuse-run.ts (rows, waiting), abuse-client.ts (a browser, the
 * inbox API), abuse-mail.ts (1, 2), abuse-resume.ts (5), abuse-prospect.ts (6), abuse-chat.ts
 * (7), abuse-funnel.ts (8), abuse-report.ts (the table).
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import { chatFloodAttack } from "./lib/abuse-chat.ts";
import { Sales } from "./lib/abuse-client.ts";
import { funnelAttack, sendFakes } from "./lib/abuse-funnel.ts";
import { mailAttacks } from "./lib/abuse-mail.ts";
import { takeoverAttack } from "./lib/abuse-prospect.ts";
import { printReport } from "./lib/abuse-report.ts";
import { resumeAttack } from "./lib/abuse-resume.ts";
import { type Row, type Target, tag } from "./lib/abuse-run.ts";
import { EmailLog, type OtherEmail } from "./lib/alerts-email-log.ts";
import { startReceiver } from "./lib/alerts-receiver.ts";
import { type Arrival, SALES, SALES_TOKEN, SENDER } from "./lib/alerts-run.ts";
import { freePort, startServer } from "./lib/server.ts";

const buildDir = process.env.BUILD_DIR ?? "build";
if (!existsSync(`${buildDir}/server/wrangler.json`)) {
  console.log(`building into ${buildDir}/ …`);
  const built = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const started = Date.now();
const alerts: Arrival[] = [];
const emails: OtherEmail[] = [];
const problems: string[] = [];
const receiver = await startReceiver(alerts, problems);
const emailLog = new EmailLog(alerts, problems, (email) => emails.push(email));
const port = await freePort();
const persistDir = `tmp/abuse-${process.pid}`;
const server = await startServer({
  port,
  persistDir,
  fresh: true,
  onOutput: emailLog.onOutput,
  env: {
    SITE_ORIGIN: `http://127.0.0.1:${port}`,
    VISITOR_COOKIE_SECRET: randomBytes(32).toString("base64url"),
    SALES_TOKEN,
    ALERT_EMAIL_FROM: SENDER,
    SALES_ALERT_EMAILS: SALES,
    SLACK_WEBHOOK_URL: `${receiver.url}/slack`,
    TEAMS_WEBHOOK_URL: `${receiver.url}/teams`,
    // Leads reach the receiver too; their content is not what is checked here.
    LEAD_WEBHOOK_URL: `${receiver.url}/webhook`,
    LEAD_WEBHOOK_SECRET: randomBytes(32).toString("base64url"),
    CHAT_LEAD_QUIET_MS: "500",
  },
}).catch(async (error) => {
  await receiver.close();
  throw error;
});

const target: Target = {
  url: server.url,
  sales: new Sales(server.url, SALES_TOKEN),
  emails,
  alerts,
};
const rows: Row[] = [];
try {
  // The made-up funnel sources are paced by their address's per-minute limit: they run beside
  // everything else, and the funnel is read last.
  const run = tag();
  const fakes = sendFakes(target, run);
  const [mail, resume] = await Promise.all([mailAttacks(target), resumeAttack(target)]);
  rows.push(...mail, resume);
  rows.push(await takeoverAttack(target));
  rows.push(...(await chatFloodAttack(target)));
  rows.push(...(await funnelAttack(target, run, fakes)));
  await emailLog.settled();
} finally {
  await server.stop();
  await receiver.close();
  rmSync(persistDir, { recursive: true, force: true });
}

printReport(rows, (Date.now() - started) / 1000);
// The receiver takes the webhook at /webhook, which it does not know as an alert channel.
const unexpected = problems.filter((p) => !p.startsWith("receiver: POST /webhook"));
for (const problem of unexpected) console.log(`problem: ${problem}`);
process.exitCode = rows.some((r) => (r.through ?? 0) > 0) ? 1 : 0;
