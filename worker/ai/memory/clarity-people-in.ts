/**
 * A team's head count said as English has it: "12 people in finance", but "12 site managers" and
 * "40 engineers" where the team is named by its people ("12 people in site managers" read wrong).
 */
const PEOPLE_NOUN =
  /(?:[a-z](?:ers|ors|ists|ians|ants|ents|ives|eurs)|\b(?:men|women|staff|crew|reps|clerks|agents|buyers|leads|lads|folks|girls|guys)|\bQSs?)$/i;

export const peopleIn = (n: number, team: string) =>
  PEOPLE_NOUN.test(team) ? `${n} ${team}` : `${n} people in ${team}`;
