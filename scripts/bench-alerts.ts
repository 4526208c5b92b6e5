/**
 * `npm run bench:alerts`: lead-to-alert latency on each alert channel (docs/decisions/022; the
 * target: alerts arrive within 60 s, p99, of the lead being created). The production build under
 * wrangler dev, with Slack and Teams pointed at one local receiver and email through wrangler's
 * simulated send_email binding, whose log line ("send_email binding called with MessageBuilder") is
 * timed as it appears. 50 contact leads, 20 one after another and a burst of 30 at once, two of
 * them with a hostile name. Each lead's clock starts when the Worker created it (its `createdAt`,
 * read back from the inbox API; the same machine's clock as the arrivals'); the same figures from
 * the submit's answer, and from the submit being sent (an upper bound), are printed beside them.
 *
 * Checks what arrives, too: every alert once, for a lead of this run, within 60 s; the email's
 * sender, recipient, subject and its one link (the lead), the prospect's markup escaped and links
 * defanged; Slack's and Teams' shapes and link. Exits 1 on any problem. Loopback only.
 *
 * The parts, in scripts/lib/: the settings and shapes (alerts-run.ts), the Slack and Teams
 * receiver (alerts-receiver.ts), wrangler's email log (alerts-email-log.ts), the leads and their
 * sending (alerts-leads.ts), the checks (alerts-checks.ts), the report (alerts-report.ts).
 */
import { checkArrivals } from "./lib/alerts-checks.ts";
import { EmailLog } from "./lib/alerts-email-log.ts";
import { makeLeads, readCreatedAt, sendLeads } from "./lib/alerts-leads.ts";
import { startReceiver } from "./lib/alerts-receiver.ts";
import { printReport } from "./lib/alerts-report.ts";
import { type Arrival, clock, ORIGIN, SALES, SALES_TOKEN, SENDER } from "./lib/alerts-run.ts";
import { freePort, startServer } from "./lib/server.ts";

const problems: string[] = [];
const arrivals: Arrival[] = [];
const receiver = await startReceiver(arrivals, problems);
const emailLog = new EmailLog(arrivals, problems);
const leads = makeLeads();

const server = await startServer({
  port: await freePort(),
  persistDir: "tmp/bench-alerts",
  fresh: true,
  onOutput: emailLog.onOutput,
  env: {
    SLACK_WEBHOOK_URL: `${receiver.url}/slack`,
    TEAMS_WEBHOOK_URL: `${receiver.url}/teams`,
    SALES_ALERT_EMAILS: SALES,
    ALERT_EMAIL_FROM: SENDER,
    SITE_ORIGIN: ORIGIN,
    SALES_TOKEN,
    // Only the alerts: no webhook a developer's shell may have set.
    LEAD_WEBHOOK_URL: "",
  },
}).catch(async (error) => {
  await receiver.close();
  throw error;
});
const startedAt = clock();
try {
  await sendLeads(server.url, leads, arrivals, problems);
  await emailLog.settled();
  await readCreatedAt(server.url, leads, problems);
} finally {
  await server.stop();
  await receiver.close();
}

const { byId, timed } = checkArrivals(leads, arrivals, problems);
const within = printReport(
  { leads, checked: byId.size, timed, startedAt, otherEmails: emailLog.otherEmails },
  problems,
);
process.exitCode = problems.length || !within ? 1 : 0;
