/**
 * Dispatch beside the goods it sends: "drivers, warehouse men and the dispatch office work with
 * paper" is a distributor's despatch, not field service. The house reads dispatch as field
 * service ("the dispatchers send the engineers out"); said with drivers, lorries or the warehouse
 * and no work out on jobs, it is dispatch, in the prospect's word; so beside a wholesaler's trade
 * counter, stock or pick lists.
 */
const DISPATCH = /\bdispatch\w*/gi;
const GOODS =
  /\b(?:drivers|lorr(?:y|ies)|trucks?|haulage|warehouses?|deliver(?:y|ies)|pallets?|goods|distribution|logistics?|freight|shipments?|despatch|wholesal\w*|distributors?|trade counters?|stock|pick(?:ing)? lists?|picking)\b/i;
const JOBS =
  /\b(?:jobs?|call-?outs?|engineers?|technicians?|techs|installers?|fitters|site visits?|repairs?|breakdowns?|field|crews?|service visits?)\b/i;

const FIELD = "field service and dispatch";
const DISPATCH_TEAM = "dispatch";

/**
 * The departments with dispatch said beside goods named as dispatch; `field` reads field
 * service's own words (the house's pattern), tried on the text without its dispatch words.
 */
export function dispatchOfGoods(departments: string[], text: string, field: RegExp): string[] {
  if (!departments.includes(FIELD) || !GOODS.test(text) || JOBS.test(text)) return departments;
  if (field.test(text.replace(DISPATCH, " "))) return departments;
  const moved = departments.map((d) => (d === FIELD ? DISPATCH_TEAM : d));
  return moved.filter((d, i) => moved.indexOf(d) === i);
}
