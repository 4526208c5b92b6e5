/**
 * A word that names a team only in a list of teams: "marketing & ecommerce", "only accounts and
 * the warehouse", "ecommerce and customer service". Beside a department, joined by "and", "&",
 * "/", "plus", a comma or "as well as", the word is a team; alone it may be a shop, a ledger or
 * anything else (clarity-online-team.ts, clarity-department-table.ts).
 */

/** Departments a list of teams holds such a word beside. */
export const BESIDE =
  "(?:marketing|sales|finance|accounts|ops|operations|customer service|customer care|customer services|support|merchandising|buying|purchasing|procurement|warehouse|logistics|fulfil?ment|IT|HR|payroll|digital|retail|trading|wholesale|the branches|the stores|the shops)";
/** How a list joins two teams. */
export const JOIN = String.raw`\s*(?:&|\band\b|\/|\+|\bplus\b|,|\bas well as\b)\s*(?:the\s+|our\s+)?`;

/**
 * `word` (a pattern's source) said as a team in a list: after a department and a join, unless
 * `notAfter` follows it; or before a join and a department.
 */
export const besideATeam = (word: string, notAfter = "") =>
  String.raw`(?<=\b${BESIDE}${JOIN})${word}\b${notAfter ? `(?!${notAfter})` : ""}|\b${word}(?=${JOIN}${BESIDE}\b)`;
