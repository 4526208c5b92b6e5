import type { OpportunityFields } from "../../contracts/crm";
import type { CrmReply } from "./crm-follow-up";
import { updatedLine } from "./crm-update";

/**
 * "bump atlas to 1.2 mil and push it to mid january": requests read in turn may change one deal
 * twice; the dashboard wants one change per deal, so the changes to a deal become one call (a
 * field said twice keeps what was said last) and one line of the reply.
 */

type Call = NonNullable<CrmReply["toolCalls"]>[number];
type Change = { company: string; updates: Partial<OpportunityFields> };

const changeOf = (call: Call): Change | undefined =>
  call.toolName === "update_opportunity" ? (call.input as Change) : undefined;

/** The reply's lines about this deal's update, which the merged line replaces. */
const linesOf = (company: string) =>
  new RegExp(
    `Updated \\*\\*${company.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\*\\*: [^.]*\\.\\s*`,
    "g",
  );

export function oneCallPerDeal(reply: CrmReply): CrmReply {
  const calls = reply.toolCalls ?? [];
  const companies = calls.map((c) => changeOf(c)?.company);
  const twice = companies.find((c, i) => c !== undefined && companies.indexOf(c) !== i);
  if (!twice) return reply;
  const merged: Change = { company: twice, updates: {} };
  const kept: Call[] = [];
  for (const call of calls) {
    const change = changeOf(call);
    if (change?.company !== twice) kept.push(call);
    else {
      // The merged call stands where the deal's first change stood.
      if (!Object.keys(merged.updates).length) kept.push({ ...call, input: merged });
      merged.updates = { ...merged.updates, ...change.updates };
    }
  }
  let lines = 0;
  const text = reply.text
    .replace(linesOf(twice), () => (lines++ ? "" : `${updatedLine(twice, merged.updates)} `))
    .trim();
  return oneCallPerDeal({ ...reply, text, toolCalls: kept });
}
