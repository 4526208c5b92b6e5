/**
 * Initials that name people at work, never a system: a team's said as one or as people who feel
 * things ("the QS team", "our BDC is fed up"), a role's in the plural doing its work ("SDRs book
 * the meetings, AEs close"), and a team's before the word for its people ("the CS reps", "AP
 * clerks"). Read by the systems' reader to leave them out, and by the teams' readers (a team's
 * or a role's initials are a team of theirs, as said).
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

/**
 * A team by its initials, said as people who feel or do things: "our BDC is fed up with the lead
 * tool", "the CSMs hate it", "our SDRs spend hours on it". A system feels nothing.
 */
const INITIALS_AS_PEOPLE =
  /\b(?:[Oo]ur|[Tt]he)\s+(\p{Lu}{2,5}s?)\s+(?:team\s+)?(?:(?:is|are|get|gets|got)\s+)?(?:all\s+|really\s+|just\s+)?(?:fed up|sick of|tired of|frustrated|drowning|swamped|overwhelmed|hates?|loves?|complains?|moans?|spends?|wastes?|chases?|re-?keys?|types?|rings?|calls?|struggles?|can't keep up)\b/gu;

/** A team by its initials, said as one: "the QS team", "our AP department", "the BD desk". */
const INITIALS_TEAM =
  /\b(?:[Oo]ur|[Tt]he|[Mm]y)\s+(\p{Lu}{2,5}s?)\s+(?:team|department|dept|office|desk)\b/gu;

/**
 * The initials of teams said as people ("our BDC is fed up") or as a team ("the QS team"): the
 * team as said.
 */
export const initialsNamed = (text: string): string[] =>
  /\p{Lu}{2}/u.test(text)
    ? [
        ...new Set([
          ...[...text.matchAll(INITIALS_AS_PEOPLE)].map((m) => m[1]!),
          ...[...text.matchAll(INITIALS_TEAM)].map((m) => m[1]!),
        ]),
      ]
    : [];

/**
 * Initials that name people, never a system: a team's ("our BDC is fed up", "the QS team"), and
 * those of a role or of the people of a team ("SDRs book the meetings", "the CS
 * reps chase payments"). Read by the systems' reader to leave them out.
 */
export const teamInitials = (text: string): string[] =>
  /\p{Lu}{2}/u.test(text) ? [...new Set([...initialsNamed(text), ...roleInitials(text)])] : [];
