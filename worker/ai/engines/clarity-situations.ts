/**
 * Questions about the prospect's own situation, answered by what the pages say of it, read from
 * who the question's subject is and where the project stands (docs/decisions/033), not from a
 * phrase: a third party's person asked into the simulation (the vendor's own lead) is who takes
 * part, not the choice of a vendor; the people who decide turning the result down is what the
 * report is for; a contract already signed is the stage the pages call a poor fit; a discovery
 * by a consultancy is traditional discovery, not a vendor's; a part of the company (one
 * department, a subsidiary, IT) is who takes part; the prototype in production is the prototype
 * against the real build; references are what the pages say of the team's record. Null otherwise.
 */
import { type SiteAnswer, storedPassages } from "../../language/site-search";

let sentences: { s: string; p: SiteAnswer }[] | undefined;

/** A sentence of the pages matching `re`, with its passage (first one found, else null). */
export function sentenceOf(re: RegExp, url?: string): { s: string; p: SiteAnswer } | null {
  // Every passage cut into sentences once: a question may look up several.
  sentences ??= storedPassages().flatMap((p) =>
    p.text.split(/(?<=[.!?])\s+/).map((s) => ({ s, p })),
  );
  return sentences.find((x) => (!url || x.p.url.startsWith(url)) && re.test(x.s)) ?? null;
}

export const more = (p: SiteAnswer) => `More on [${p.title}](${p.url}).`;
export const lower = (s: string) => `${s.charAt(0).toLowerCase()}${s.slice(1)}`;

/** The core team the pages ask for, as their own words say it. */
export function coreTeam(): { s: string; p: SiteAnswer } | null {
  const found = sentenceOf(/\bcore team of 2–5 people\b/i, "/faq");
  // Its first two parts: who and how much of their week, not the whole time budget.
  return found && { s: `${found.s.split(/,\s*/).slice(0, 2).join(", ")}.`, p: found.p };
}

/** Someone who works with or for them from outside: the vendor, a partner, a consultancy. */
export const PARTY =
  /\b(?:vendors?|suppliers?|(?:implementation |integration |\p{Lu}[\p{L}\d]* )?partners?|integrators?|SIs?|consultan(?:cy|cies|ts?)|resellers?|implementation (?:firm|company)|contractors?)\b/iu;
/** A person or group of people: who would take part. */
const PERSON =
  /\b(?:leads?|managers?|PMs?|people|staff|team|consultants?|architects?|engineers?|reps?|someone|somebody|anyone|anybody|person|specialists?|experts?|owners?)\b/i;
/** Taking part: joining, attending, being in the sessions. */
const TAKING_PART =
  /\b(?:(?:expected|needed|required|invited|wanted|asked)\s+(?:at|in|to|for)|join\w*|attend\w*|involved|involve|take part|part of|participat\w*|sit (?:in|on)|be (?:in|at|there|present|on)|come (?:in|along|to)|in the room)\b/i;

/** "Would our vendor's implementation lead need to join?": a third party's person taking part. */
export function thirdPartyPerson(question: string): string | null {
  const party = PARTY.exec(question);
  if (!party || !TAKING_PART.test(question)) return null;
  // Their person: after the party ("the vendor's lead", "the partner's PM") or "someone from" it.
  const after = question.slice(party.index + party[0].length);
  const before = question.slice(0, party.index);
  const theirs =
    (/^['’]?s?['’]?\s+(?:[\p{L}-]+\s+){0,2}?/u.test(after) &&
      PERSON.test(after.split(/\s+/).slice(0, 4).join(" "))) ||
    /\b(?:someone|somebody|anyone|anybody|people|person|staff)\s+(?:from|at|of)\s+(?:\w+\s+){0,2}$/i.test(
      before,
    );
  if (!theirs) return null;
  const team = coreTeam();
  const partners = sentenceOf(/\bpre-engagement step\b/i);
  const neutral = sentenceOf(/\bany shortlisted vendor can price against\b/i);
  if (!team || !partners || !neutral) return null;
  return `Not as the pages describe it: the simulation is run by your own people — ${lower(team.s.replace(/\.$/, ""))}. Vendors come in on the requirements and RFP foundation that any shortlisted vendor can price against, and an implementation partner can ${lower(partners.s.replace(/:.*$/, "."))} ${more(partners.p)}`;
}

/** Those who decide: the board, the owners, leadership. */
const DECIDERS =
  /\b(?:board|directors?|owners?|shareholders?|investors?|leadership|management|execs?|executives?|CEO|CFO|COO|founders?|partners|committee|steering group|parent company|group|head office|HQ)\b/i;
/** Turning the result down: rejecting it, not accepting it, overruling it. */
const REJECTS =
  /\b(?:reject\w*|turn\w*\s+(?:[\p{L}-]+\s+){0,2}?down|veto\w*|overrul\w*|refus\w*|ignor\w*|dismiss\w*|say no|says no|block\w*|(?:don't|doesn't|won't|wouldn't|do not|does not|will not) (?:accept|agree|buy|approve|sign off|like|go along)|disagree\w* with|not (?:accept|approve|convinced|buy))\b/iu;
/** What the simulation hands them: its result. */
const RESULT =
  /\b(?:recommendation|result|findings|report|verdict|outcome|answer|plan|proposal|business case|it|that|this)\b/i;

/** "What if the board rejects the recommendation?": those who decide turning the result down. */
export function decidersReject(question: string): string | null {
  const decider = DECIDERS.exec(question) ?? PARTY.exec(question);
  if (!decider || !/\b(?:if|when|suppose|what happens)\b/i.test(question)) return null;
  const rest = question.slice(decider.index);
  if (!REJECTS.test(rest) || !RESULT.test(rest)) return null;
  // A third party of theirs (the partner, the vendor) decides nothing: the decision is theirs.
  const party = !DECIDERS.test(question);
  const who = /^(?:ceo|cfo|coo|hq)$/i.test(decider[0]) ? decider[0].toUpperCase() : decider[0];
  const acted = sentenceOf(/\bwritten to be acted on\b/i, "/how");
  const rerun = sentenceOf(/\bre-run the simulation until the answer is clear\b/i, "/how");
  if (!acted) return null;
  const again = rerun ? " You can also re-run the simulation until the answer is clear." : "";
  return `The decision stays with you${party ? "" : ` and your ${who}`}: the recommendation comes with the evidence behind it, and ${lower(acted.s)}${again} ${more(acted.p)}`;
}

/**
 * Where the project stands past the commitment: signed, or the build under way — not a case
 * supposed ("if we signed today, how long until the report?").
 */
const COMMITTED =
  /(?<!\b(?:if|once|when|unless|suppose|supposing|say)\s+)\b(?:already|just|recently|have|'ve|we)\s+(?:\w+\s+)?(?:signed|committed|contracted|started (?:the )?(?:build|implementation|rollout)|kicked off)\b|\b(?:halfway|midway|part way|partway|months?|weeks?)\s+(?:in|into|through)\s+(?:(?:the|our|an?|my)\s+)?(?:[\p{L}-]+\s+)?(?:implementation|rollout|roll-out|build|migration|deployment|project)\b|\b(?:contracts?|deal|paperwork)(?:['’]s|\s+(?:is|are|was|were|has|have|had))?\s+(?:been\s+|already\s+)?signed\b|\b(?:build|implementation|rollout)\s+(?:is|has)\s+(?:already\s+)?(?:underway|under way|started|begun|in progress)\b/iu;

/** The build itself under way: "four months into the implementation", "the rollout has started". */
const BUILDING =
  /\b(?:into|through)\s+(?:(?:the|our|an?|my)\s+)?(?:[\p{L}-]+\s+)?(?:implementation|rollout|roll-out|build|migration|deployment|project)\b|\b(?:underway|under way|in progress|started|begun|kicked off)\b/iu;

let lastMessage = "";
let lastCommitted = false;
/** Whether the message says the project is past the commitment: read once per message. */
function committed(message: string): boolean {
  if (message !== lastMessage) {
    lastMessage = message;
    lastCommitted = COMMITTED.test(message);
  }
  return lastCommitted;
}

/** "We already signed with X, is it too late?": the stage the pages name as a poor fit. */
export function alreadyCommitted(question: string, message: string): string | null {
  if (!/\?|\b(?:too late|still|worth|point|any use)\b/i.test(question) || !committed(message))
    return null;
  const poor = sentenceOf(/\bvendor is already signed and the build is underway\b/i, "/who");
  if (!poor) return null;
  // "…but the partner hasn't started" is no build under way.
  const built = BUILDING.exec(message);
  const building =
    !!built &&
    !/\b(?:hasn't|haven't|has not|have not|not|nothing|nobody|no one|yet to)\b[^.]{0,25}$/i.test(
      message.slice(0, built.index),
    );
  const call = "[book a free 30-minute call](https://cal.com/clarity-readiness/30min)";
  return `It depends how far along you are: the simulation fits best while you're choosing or about to sign with a vendor, and our pages say it isn't the right fit once the vendor is signed and the build is underway. ${building ? `With the build already going, a consultant can tell you straight whether anything still helps: ${call}.` : `Signed but not yet building, it may still pay to test the plan first — a consultant can tell you straight: ${call}.`} ${more(poor.p)}`;
}

/** A discovery done by someone other than the vendor: a consultancy's, a partner's, an SI's. */
export function othersDiscovery(question: string): string | null {
  if (!/\bdiscovery\b/i.test(question) || /\bvendor\w*\b/i.test(question)) return null;
  if (
    !/\b(?:consult\w*|partners?|integrators?|SIs?|advis\w*|firm|agency|Big Four|accountants?)\b/i.test(
      question,
    )
  )
    return null;
  const costs = sentenceOf(/\bTraditional discovery costs\b/i, "/how");
  const evidence = sentenceOf(/\bends with evidence\b/i, "/how");
  if (!costs || !evidence) return null;
  return `${costs.s} ${evidence.s} ${more(costs.p)}`;
}

/** Having to have chosen already: "do we need to have picked a vendor?". */
const MUST_HAVE_CHOSEN =
  /\b(?:need|have|must|got|required)\s+(?:to\s+)?(?:have\s+)?(?:already\s+)?(?:chosen|picked|selected|decided on|settled on|signed with)\b.{0,30}\b(?:vendors?|products?|platforms?|systems?|tools?|software|suppliers?|one)\b/i;

/** "Do we need to have picked a vendor already?": the FAQ's own answer (no). */
export function choiceNotNeeded(question: string): string | null {
  if (!MUST_HAVE_CHOSEN.test(question)) return null;
  const faq = storedPassages().find(
    (p) => p.url.startsWith("/faq") && /\bchosen a vendor\b/i.test(p.heading ?? ""),
  );
  return faq ? `${faq.text} ${more(faq)}` : null;
}
