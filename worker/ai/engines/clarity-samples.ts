/**
 * A question that asks to see what we hand over — an example, a sample, a template of the
 * deliverables — answered with the two sample deliverables the site publishes, by their pages'
 * own names and links. Asked of their own documents ("a template of our RFP") it is not.
 */
import { siteMap } from "../../../content/site-map";
import { storedPassages } from "../../language/site-search";
import { pageAnswer } from "./clarity-site-answer";

const toSee =
  /\b(?:example|examples|sample|samples|template|templates|see what|look(?:s)? like|mock-?up|specimen)\b/i;
const ours =
  /\b(?:you|your|hand(?:ed)? over|deliver\w*|produce\w*|output|end result|at the end|we(?:'d| would)? get|we receive|report|rfp|spec\w*|documents?|blueprints?|readiness analys[ie]s|proofs? of (?:concept|failure))\b/i;
const theirOwn =
  /\b(?:our|my) (?:own |house |company |corporate )?(?:rfp|spec\w*|documents?|reports?|templates?|formats?|branding|style)\b/i;

/**
 * A deliverable asked to be seen that the site publishes no sample of ("a sample report", "an
 * example roadmap", "an example implementation blueprint"): the words that name it. The site's
 * samples are an RFP, a specification and a working prototype.
 */
const UNPUBLISHED =
  /\b(?:(?:readiness|gap|final|analysis|findings|assessment|implementation)\s+)*(?:reports?|roadmaps?|business cases?|gap analys[ie]s|readiness analys[ie]s|blueprints?|proofs? of (?:concept|failure)|findings|readouts?|presentations?|decks?|statements? of work|sows?)\b/i;

/** The answer to a request to see an example of the deliverables, or null. */
export function samplesAnswer(question: string): string | null {
  if (!toSee.test(question) || !ours.test(question) || theirOwn.test(question)) return null;
  const named = (path: "/rfp" | "/spec-document") =>
    siteMap[path].nav.label.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  // What the samples are, in the terms' words: invented data, showing what a simulation produces.
  const samples = `a [${named("/rfp")}](/rfp), ready to send to vendors, and a [${named("/spec-document")}](/spec-document) your implementation team can build from (with invented sample data, they show what a simulation produces)`;
  const missing = /\b(?:rfp|spec\w*)\b/i.test(question) ? null : UNPUBLISHED.exec(question);
  if (missing)
    return `There's no sample ${missing[0].toLowerCase()} on the site, I'm afraid: yours comes out of your own simulation. What the site does publish from a simulation is ${samples}.`;
  return `Yes — two sample deliverables from a simulation are on the site: ${samples}. Yours come with the readiness report and the working prototype.`;
}

/** The site's own prototype or samples: "the prototype on your site", "the demo", "the sample RFP". */
const SITE_SAMPLE =
  /\b(?:(?:prototype|demo|rfp|spec\w*|samples?)\b[^?.!]{0,25}\b(?:on|from) (?:your|the|this) (?:site|website|page)|(?:your|the|this) (?:demo|sample \w+|samples|example \w+)|(?:prototype|rfp|spec\w*) (?:you|to) (?:show|try|publish)\w*)\b/i;
/** Whether what it holds is real: "real customer data or made up?", "fake data", "dummy data". */
const REAL_OR_NOT =
  /\b(?:real|actual|genuine|live|made[- ]up|fake|dummy|invented|fictional|fictitious|test data|someone'?s)\b/i;

/**
 * Whether the site's prototype and samples hold real data ("the prototype on your site, is that
 * real customer data or made up?"): the terms' "The prototype and samples" says they use
 * invented sample data — an answer the pages give, not "they don't say" about their data.
 */
export function sampleDataAnswer(question: string): string | null {
  if (!SITE_SAMPLE.test(question) || !REAL_OR_NOT.test(question)) return null;
  const passage = storedPassages().find((p) => /^The prototype and samples$/.test(p.heading ?? ""));
  return passage ? pageAnswer(passage, "invented sample data real work") : null;
}
