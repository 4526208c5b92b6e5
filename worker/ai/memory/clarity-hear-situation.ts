/**
 * What one message says of the situation (`hear` in clarity-listen.ts): the systems the tables
 * name, the company's size ("Another 80 work at our Cork plant": the total), the usual reasons a
 * table names and the pains given with a figure; then its teams (clarity-hear-teams.ts).
 */

import { withoutDenied } from "../../language/denied";
import { withoutFallbacks } from "../../language/fallback";
import { MAYBE_REQUESTED, requested } from "../../language/requested";
import { withoutSignature } from "../../language/signature-areas";
import { staffAdded } from "../../language/size-added";
import { sizeSaidBelow } from "../../language/size-below";
import { perPlaceApart, placesCounted } from "../../language/size-places-apart";
import { withoutVersions } from "../../language/size-versions";
import { UNSURE_OF } from "../../language/unsure";
import { headcountAnswer, withoutWhatIfs } from "./clarity-answer";
import { sentencesOf } from "./clarity-dates";
import { driverPatterns } from "./clarity-driver-table";
import { hearTeams } from "./clarity-hear-teams";
import { withoutInventoryLines } from "./clarity-labelled-lines";
import { labelOf } from "./clarity-platform-names";
import { measuredPainsOnce } from "./clarity-read-once";
import { type Heard, statement } from "./clarity-sentences-heard";
import { companySizeOf, moreSystems } from "./clarity-situation";
import { partsOfKnown } from "./clarity-size-parts";
import { unsureOfUs } from "./clarity-topics";

/** Systems, company size, drivers, departments (with their sizes) and the core team. */

export function hearSituation(
  text: string,
  heard: Heard,
  isQuestion: boolean,
  lastAsked: string | undefined,
  known: number | undefined,
  earlier: readonly string[] = [],
  places?: number,
) {
  // "people will go back to spreadsheets": the old way fallen back on is no system nor reason.
  const ours = withoutFallbacks(text);
  for (const [re, name] of moreSystems) {
    const m = re.exec(ours);
    if (m) heard.systems.push(labelOf(name, m));
  }
  // Staff added to a count said before ("Another 80 work at our Cork plant"): the total. A
  // size in a question about another case ("for a firm of, say, 500 people?") is none.
  // "finance is on Sage 50": a figure of a system's name counts no one (worker/language).
  const counts = withoutVersions(text);
  const theirs = withoutWhatIfs(sentencesOf(counts));
  const more = staffAdded(theirs);
  const base = more && (companySizeOf(more.before) ?? known);
  heard.companySize =
    more && base !== undefined
      ? base + more.added
      : theirs.trim()
        ? (companySizeOf(theirs) ?? headcountAnswer(theirs, lastAsked))
        : undefined;
  // "20 drivers on the road and 10 in the office" after "just 45 of us": parts of the whole.
  if (!more && partsOfKnown(theirs, heard.companySize, known)) heard.companySize = undefined;
  // "9 homes" said before, "roughly 45 staff in each home" now: the homes times the staff.
  heard.places = placesCounted(theirs);
  const perPlace = places === undefined ? undefined : perPlaceApart(theirs, places);
  if (perPlace !== undefined) heard.companySize = perPlace;
  // "fewer than 50 people": a ceiling, shown as one and weighed below it.
  if (heard.companySize !== undefined && sizeSaidBelow(theirs, heard.companySize))
    heard.companySizeBelow = true;
  // Not knowing about the offer is a question, no pain: its sentences name no driver.
  // Lines that list what they run ("Systems: Sage 200, Excel") name no pain.
  // "not because of the audit, it's really growth": a reason set aside is none (worker/language).
  // A signature's lines ("ops manager | planning") give no reason.
  const spoken = withoutInventoryLines(withoutDenied(withoutSignature(ours)));
  // "show me an example report": a request made of us tells no pain either.
  const painText =
    UNSURE_OF.test(text) || MAYBE_REQUESTED.test(text)
      ? sentencesOf(spoken)
          .filter((s) => !unsureOfUs(s) && !requested(s))
          .join(" ")
      : spoken;
  for (const [re, label] of driverPatterns) {
    const m = re.exec(painText);
    if (!m) continue;
    // Reporting asked about is no gap; said in a statement ("What we need is visibility.") it is.
    if (
      isQuestion &&
      label === "reporting gaps" &&
      !sentencesOf(text).some((s) => re.test(s) && statement(s))
    )
      continue;
    heard.drivers.push(typeof label === "string" ? label : label(m));
  }
  // Spreadsheets named inside a concern ("will keep their own spreadsheets") are the concern.
  if (/keep (?:their|using their) own/i.test(text))
    heard.drivers = heard.drivers.filter((d) => d !== "manual work in spreadsheets");
  // Pains given with a figure, sentence by sentence; a figure read once is not read again.
  for (const sentence of sentencesOf(text))
    heard.drivers.push(...measuredPainsOnce(sentence, heard.drivers));
  // "slow quoting (3 days)" says all that "slow quoting" does.
  heard.drivers = heard.drivers.filter((d) => !heard.drivers.some((o) => o.startsWith(`${d} (`)));
  hearTeams(text, heard, counts, theirs, lastAsked, earlier);
}
