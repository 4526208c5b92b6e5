/**
 * Prospect takeover: a lead for address E sent from browser A, marked won by sales; then browser
 * B (no cookie, another client address) sends the form with the same E and another phone. What
 * got through: the prospect is no longer won, its phone is now B's, or sales were alerted that
 * news reopened it.
 */

import { Browser, codeOf } from "./abuse-client.ts";
import {
  MAIL_DOMAIN,
  notCheckable,
  type Row,
  settled,
  sleep,
  type Target,
  until,
} from "./abuse-run.ts";
import { clock, leadIdIn } from "./alerts-run.ts";

const ITEM = "6 prospect takeover by a form with a won prospect's email";
const LIMIT = "0: stays won, keeps its phone, no reopen alert";
const EMAIL = `dana.won@${MAIL_DOMAIN}`;
const PHONE_A = "+1 555 0100";
const PHONE_B = "+1 555 0199";

type Card = { prospect?: { status?: string; contact?: { phone?: string } } };

export async function takeoverAttack(target: Target): Promise<Row> {
  const { sales } = target;
  const a = new Browser(target.url, "127.0.10.1");
  const sentA = await a.submit({
    name: "Dana Reyes",
    email: EMAIL,
    company: "Acme Industrial",
    phone: PHONE_A,
  });
  const leadA = sentA.json?.leadId as string | undefined;
  if (!leadA) return notCheckable(ITEM, LIMIT, `A's form was refused (${codeOf(sentA)})`);
  const card = () => sales.call("GET", `/api/inbox/leads/${leadA}/card`);
  const inLedger = await until(
    async () => ((await card()).status === 200 ? true : undefined),
    15_000,
    500,
  );
  if (!inLedger) return notCheckable(ITEM, LIMIT, "A's lead never reached the inbox");
  const won = await sales.call("POST", `/api/inbox/leads/${leadA}/status`, { status: "won" });
  if (won.status !== 200)
    return notCheckable(ITEM, LIMIT, `sales could not mark it won (${codeOf(won)})`);
  // Let A's own alerts arrive before B writes, so only B's news can count.
  await settled(() => target.alerts.length, 1_000, 5_000);
  const since = clock();

  const b = new Browser(target.url, "127.0.10.2");
  const sentB = await b.submit({
    name: "Eve Mallory",
    email: EMAIL,
    company: "Other Co",
    phone: PHONE_B,
  });
  const leadB = sentB.json?.leadId as string | undefined;
  const bArrived = leadB
    ? await until(
        async () =>
          (await sales.call("GET", `/api/inbox/leads/${leadB}`)).status === 200 ? true : undefined,
        15_000,
        500,
      )
    : undefined;
  // The ledger's alarm sends alerts at once; give it a moment past B's arrival.
  await sleep(1_000);
  await settled(() => target.alerts.length, 1_500, 8_000);

  const after = (await card()).json as Card | null;
  const status = after?.prospect?.status ?? "?";
  const phone = after?.prospect?.contact?.phone ?? "?";
  const ours = new Set([leadA, leadB]);
  const reopened = target.alerts.filter(
    (alert) =>
      alert.at >= since && ours.has(leadIdIn(alert.body) ?? "") && /Reopened/i.test(alert.body),
  );
  const got: string[] = [];
  if (status !== "won") got.push(`status now ${status}`);
  if (phone.includes(PHONE_B)) got.push(`phone now B's (${phone})`);
  if (reopened.length)
    got.push(`${reopened.length} "Reopened" alerts (${reopened.map((r) => r.channel).join(", ")})`);
  return {
    item: ITEM,
    attempts: 1,
    through: got.length ? 1 : 0,
    limit: LIMIT,
    note: [
      `B's form ${sentB.status}${bArrived ? ", in the inbox" : leadB ? ", not in the inbox" : ` (${codeOf(sentB)})`}`,
      got.length ? got.join(", ") : `still ${status}, phone ${phone}`,
    ].join("; "),
  };
}
