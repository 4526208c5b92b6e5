/**
 * A question that asks to see what we hand over — an example, a sample, a template of the
 * deliverables — answered with the two sample deliverables the site publishes, by their pages'
 * own names and links. Asked of their own documents ("a template of our RFP") it is not.
 */
import { siteMap } from "../../../content/site-map";

const toSee =
  /\b(?:example|examples|sample|samples|template|templates|see what|look(?:s)? like|mock-?up|specimen)\b/i;
const ours =
  /\b(?:you|your|hand(?:ed)? over|deliver\w*|produce\w*|output|end result|at the end|we(?:'d| would)? get|we receive|report|rfp|spec\w*|documents?)\b/i;
const theirOwn =
  /\b(?:our|my) (?:own |house |company |corporate )?(?:rfp|spec\w*|documents?|reports?|templates?|formats?|branding|style)\b/i;

/** The answer to a request to see an example of the deliverables, or null. */
export function samplesAnswer(question: string): string | null {
  if (!toSee.test(question) || !ours.test(question) || theirOwn.test(question)) return null;
  const named = (path: "/rfp" | "/spec-document") =>
    siteMap[path].nav.label.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  return `Yes — two sample deliverables from a simulation are on the site: a [${named("/rfp")}](/rfp), ready to send to vendors, and a [${named("/spec-document")}](/spec-document) your implementation team can build from. Yours come with the readiness report and the working prototype.`;
}
