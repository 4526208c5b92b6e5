/**
 * Two teams joined by "and" before one group noun are two teams: "our HR and payroll people",
 * "the accounting and controlling people", "the payroll and HR girls", "stores and purchasing
 * lads". Each item read by the house's tables where they place it; one they place under the same
 * label as an item before it ("payroll" beside "HR"), or do not place at all beside one they do
 * ("controlling" beside "accounting"), kept in the prospect's own word.
 */

/**
 * Words in a list before a group noun that say which, not what work ("the new and old staff"),
 * or one person's post ("Financial controller, Operations manager, Stores supervisor": a list of
 * people by their jobs, no team called "manager"), or the group noun of the item before
 * ("the warehouse boys, office girls": no team called "boys").
 */
const NOT_WORK =
  /^(?:new|old|other|senior|junior|local|remote|key|main|core|all|more|most|both|young|older|younger|existing|current|full-time|part-time|temp|permanent|office|field|head|back|front|day|night|early|late|good|bad|same|whole|wider|people|folks|staff|lads|guys|boys|girls|gals|ladies|blokes|fellas|chaps|(?:manager|supervisor|controller|director|officer|lead|coordinator|administrator|assistant|specialist)s?)$/i;

/** The departments of a list of items, each by `label` (the house's), else its own word. */
export function joinedTeams(
  items: string[],
  label: (item: string) => string | undefined,
): string[] {
  const out: string[] = [];
  const read = items.map((i) => i.trim().replace(/^(?:the|our|their)\s+/i, ""));
  const labels = read.map(label);
  const anyPlaced = labels.some(Boolean);
  // Of items the house places alike, the one said as the label itself keeps it ("payroll and
  // HR": HR), else the first; the others keep their own words.
  const keeper = (l: string) =>
    read.findIndex((r, i) => labels[i] === l && r.toLowerCase() === l.toLowerCase()) >= 0
      ? read.findIndex((r, i) => labels[i] === l && r.toLowerCase() === l.toLowerCase())
      : labels.indexOf(l);
  read.forEach((item, i) => {
    const l = labels[i];
    const own = /^\p{Ll}[\p{L}-]{3,}$/u.test(item) || /^[A-Z]{2,4}$/.test(item) ? item : undefined;
    const taken = l !== undefined && keeper(l) !== i;
    if (l && !taken) out.push(l);
    else if (own && !NOT_WORK.test(own) && (taken || (anyPlaced && !l)))
      out.push(/^[A-Z]{2,4}$/.test(own) ? own : own.toLowerCase());
  });
  return out;
}
