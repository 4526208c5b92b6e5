/**
 * Someone outside the company asking something of it, with the ask, as a reason for now (read by
 * clarity-causes.ts): "our biggest customer, a housing association, wants to log repairs through
 * a portal", "Tesco want all suppliers on their portal". Not an approval, a question or the
 * project itself ("the owners want a proper CRM").
 */
import { shown } from "./clarity-cause-marked";
import { lowerOpening } from "./clarity-opening";

/**
 * Someone outside the company asking something of it, with the ask: "our biggest customer, a
 * housing association, wants to log repairs through a portal", "our lender wants management
 * accounts within ten days". The party opens the phrase; an aside about who they are is dropped.
 */
const PARTY =
  "(?:customers?|clients?|retailers?|supermarkets?|grocers?|OEMs?|distributors?|wholesalers?|dealers?|hospitals?|main contractors?|accounts|lenders?|banks?|insurers?|investors?|franchisors?|parent company|head office|regulators?|auditors?|board|ceo|md|chairman|owners?|shareholders|contracts?|councils?|local authorit(?:y|ies)|commissioners?|funders?|the government|the nhs|buyers?|acquirers?|purchasers?|new owners?)";
/** Who the party is, said after it: "the buyer they're talking to wants …". */
const WHO_CLAUSE = String.raw`(?:\s+(?:they|we|who|that)(?:'re|'ve| are| have| were)?\s+[a-z]+(?:\s+(?:to|with|for))?)?`;
const DEMAND = new RegExp(
  String.raw`\b(?:(?:our|the|a|an|some|all)\s+)?(?:(?:biggest|largest|main|key|big|major|new|new\s+\w+|\w+)\s+)?${PARTY}\b${WHO_CLAUSE}(?:,[^,.;]{1,40},)?\s+(?:(?:now|also|just|has|have|is|are|already|suddenly)\s+)*(?:wants?|asks?|asked|asking|requires?|required|requiring|demands?|demanded|demanding|insists?|insisted|insisting|expects?|expected|needs? us|pushing|forcing|making us|told us|(?:started\s+|begun\s+)?asking\s+(?:\w+\s+)?questions)\b`,
  "i",
);
/**
 * A party by its name ("Tesco want all suppliers on their portal by March", "Amazon now requires
 * …"): a capitalised name, never a pronoun, a team of theirs or a determiner.
 */
const NAMED_DEMAND =
  /(?<![\p{L}'’])(?!(?:We|They|You|It|He|She|I|Everyone|Everybody|Nobody|People|Staff|Management|Finance|Sales|Ops|Operations|IT|HR|Marketing|Accounts|Accounting|Warehouse|The|Our|My|This|That|Someone|Somebody|Each|Every|All|Most|Some|Both|Customers?|Clients?)\b)\p{Lu}[\p{L}&'’-]+(?:\s+\p{Lu}[\p{L}&'’-]+)?\s+(?:(?:now|also|just|has|have|is|are|already|suddenly)\s+)*(?:wants?|requires?|demands?|demanding|insists?|insisting|expects?|mandates?|mandating|(?:started\s+|begun\s+)?asking\s+(?:\w+\s+)?questions)\b/u;

/** The word before the party ("biggest customer"): the first to go when the phrase is long. */
const PARTY_ADJECTIVE = new RegExp(String.raw`^\w+\s+(?=${PARTY}\b)`, "i");
/**
 * The demand from the party to what it asks, without the aside on who the party is: "biggest
 * customer wants to log repairs through a portal". The ask is the point: the party's determiner,
 * then its adjective, go before the ask is cut.
 */
function demandPhrase(said: string): string {
  const text = said
    .replace(/^([^,]+),[^,.;]{1,40},/, "$1")
    // "the board wants an AI strategy by March and I've been asked to…": a clause with its own
    // subject after "and" is another thought.
    .split(
      /[,;:—()]|\s-\s|\s(?:so|because|which|while|but|instead of|rather than)\s|\sand\s+(?=(?:i|we|they|he|she|my|our|their)\b)|\s(?:before|after|until|once)\s+(?=(?:i|we|they|he|she|it|my|our|their|the)\b)/i,
    )[0]!
    .replace(/[.!\s]+$/, "")
    .trim();
  const bare = text.replace(/^(?:our|the|a|an|some|all)\s+/i, "");
  const fits = [text, bare, bare.replace(PARTY_ADJECTIVE, "")].find((t) => t.length <= 48);
  const phrase = fits ?? bare.slice(0, bare.lastIndexOf(" ", 48));
  const cut = phrase.replace(
    /(?:\s+(?:and|or|the|a|an|of|to|for|with|in|on|at|our|their|by|from|into|be|has|have|is|are|before|after|until|when|once|so|because|while|as part|as|part))+$/i,
    "",
  );
  return lowerOpening(cut, said);
}

const NOT_A_DEMAND =
  /^\s*(?:for\s+(?=(?:a|an|the)\s))?(?:to (?:know|see|understand|approve|sign)|(?:me|us)\b(?!\s+to\s+(?!(?:know|see|understand|approve|sign|call|meet|talk|look)\b)\w)|a (?:call|demo|quote|price)|(?:a|an|the)\s+(?:new\s+|proper\s+|better\s+|modern\s+|single\s+)?(?:crm|erp|system|tool|platform|software|solution)\b)/i;

/** The demand a clause makes of the company, in the prospect's words, or undefined. */
export function demandIn(clause: string): string | undefined {
  const party = DEMAND.exec(clause);
  const demand = party ?? NAMED_DEMAND.exec(clause);
  // "the CEO wants to see the ROI", "the board asked me", "the owners want a proper CRM": an
  // approval, a question or the project itself, not a reason for it; "the board wants us to use
  // AI in claims" is one.
  if (!demand || NOT_A_DEMAND.test(clause.slice(demand.index + demand[0].length))) return undefined;
  const phrase = shown(demandPhrase(clause.slice(demand.index)));
  // "Tesco want …": a name keeps its capital.
  return party ? phrase : phrase?.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}
