/**
 * Initials that name people at work, never a system: a role's, in the plural, doing its work
 * ("SDRs book the meetings, AEs close"), and a team's before the word for its people ("the CS
 * reps", "AP clerks", "our QA folks"). Read by the systems' reader to leave them out, and by the
 * teams' (a role's initials doing its work are a team of theirs, as said).
 */

/** A team's initials, then its people: "CS reps", "AP clerks", "the QA guys". */
const BEFORE_PEOPLE =
  /\b(\p{Lu}{2,4})\s+(?:reps|agents|advis[eo]rs|clerks|staff|folks|people|guys|lads|girls)\b/gu;

/**
 * Initials in the plural that open a clause, then a verb only people do: "SDRs book the
 * meetings", "AEs close", "CSMs chase renewals". Things said by their letters ("POs come in",
 * "KPIs drop") do none of it.
 */
const ROLE_DOING =
  /(?:^|[.;:!?,]\s*|\b(?:then|and|while|but|so|whereas)\s+)(?!(?:POs|PCs|APIs|KPIs|SKUs|PDFs|CRMs|ERPs|SOPs|SLAs|RFPs|RFQs|SMEs)\b)(\p{Lu}{2,4}s)\s+(?:(?:then|also|just|still|all|now)\s+)?(?:book|close|qualify|prospect|chase|call|ring|sell|hate|love|spend|own|follow|hand|pass|cold-?call|demo|handle|manage|look after|take over)\w*\b/gu;

/** The plural initials of roles a text says doing their work, as said: "SDRs", "AEs". */
export const rolesDoing = (text: string): string[] =>
  /\p{Lu}{2}/u.test(text) ? [...text.matchAll(ROLE_DOING)].map((m) => m[1]!) : [];

/** The initials of people a text names, as said. */
export function roleInitials(text: string): string[] {
  return [...[...text.matchAll(BEFORE_PEOPLE)].map((m) => m[1]!), ...rolesDoing(text)];
}
