/**
 * Statements about the situation that give no reason for the project (clarity-causes.ts reads
 * the rest as why now or a worry): a wish for the new system ("We want a field service system",
 * "What I'm after is a scheduling system for the crews", "we'd love to use AI to …") says what
 * they want, not why, and so does an option weighed ("been looking at DealerSocket"); a plain account of the business ("We sell spare parts online and through
 * distributors", "We make garden furniture", "we clean offices, schools and hospitals") says who
 * they are; teams added to who uses it ("Front desk staff and the vets too", "Facilities needs
 * the rota part as well") and teams reporting to the writer ("Payroll and H&S report into me")
 * say who.
 */

import { changeOnly, refersBack } from "./clarity-said-back";
import { partWanted } from "./clarity-said-part-wanted";
import { remitSaid } from "./clarity-said-remit";
import { scopeAdded } from "./clarity-scope-added";

/**
 * A wish for the new system or the change itself, said as the sentence's opening; not one that
 * says what for ("so we can sell direct") or wishes everything in one place (why: it is scattered).
 */
const WISH =
  /^\W*(?:(?:so|and|but|basically|ideally|honestly|really|ultimately|in short|long story short)\W+)?(?:(?:we|i)(?:'d|\s+would)?(?:\s+|(?='))(?:really\s+|just\s+|also\s+|ideally\s+|basically\s+)?(?:want|need|like|love|require|are after|'re after|am after|'m after|are looking for|'re looking for|am looking for|'m looking for|hope|wish|plan)\b|what (?:we|i)(?:'re|'m| are| am)? (?:after|looking for|want|need)\b|what (?:we|i) (?:want|need|would like|'d like)\b|the (?:goal|aim|plan|idea|hope|wish) is\b|(?:(?:we|i)(?:'ve| have|'re| are|'m| am)?\s+)?(?:currently\s+|now\s+)?(?:been\s+)?(?:looking at|considering|evaluating|weighing up|trialling|demoing|shortlisted)\b)(?![^.!?]{0,80}\b(?:because|since|as|otherwise|before we lose|or we(?:'ll| will) lose|so (?:that|we|i)|in order to|single|one (?:place|system|version|source)|in one place|all in one)\b)/i;

/** A wish said tersely, its subject dropped: "want job mgmt + hire tracking", "need a proper CRM". */
const BARE_WISH =
  /^\W*(?:really\s+|just\s+|also\s+)?(?:want|need|looking for|after)\s+(?![^.!?]{0,80}\b(?:because|since|otherwise|so (?:that|we|i)|in order to|or we)\b)/i;

/** The business said plainly: what it does, sells or makes, with no trouble in it. */
const BUSINESS =
  /^\W*(?:(?:so|well|right|ok|okay)\W+)?(?:we|the (?:company|business|firm|group)|our (?:company|business|firm|group))\s+(?:mainly\s+|mostly\s+|also\s+|basically\s+|just\s+)?(?:sell|make|build|manufacture|produce|distribute|supply|provide|import|export|install|design|repair|clean|serve|ship|deliver|grow|breed|print|publish|host|offer|trade|rent|lease|hire out|import|stock|retail|wholesale|roast|brew|bake|farm|fabricate|assemble|cover|look after|care for|teach|train|insure|broker|operate|run|own|manage)\b/i;

/** Trouble said in a sentence: it may be why now after all ("we sell online and the stock is wrong"). */
const TROUBLE =
  /\b(?:but|problem|issue|pain|can't|cannot|couldn't|don't|doesn't|didn't|never|no one|nobody|lost|lose|losing|late|wrong|errors?|mistakes?|miss\w*|delay\w*|slow|by hand|manually|twice|re-?key\w*|spreadsheets?|paper|mess|chaos|nightmare|struggl\w*|complain\w*|backlog|behind|overdue|waste\w*|costs? us|because)\b/i;

/** Teams added to who uses it, with no verb: "Front desk staff and the vets too". */
const TEAMS_TOO =
  /^\W*(?:and\s+|plus\s+|also\s+)?(?:the\s+|our\s+)?(?:[\p{L}&'-]+\s+){0,4}(?:staff|teams?|people|folks|guys|lads|girls|departments?|office|desk|[\p{L}-]+(?:ers|ists|ians|ants|ents|ors|ts|s))(?:\s+(?:and|&)\s+(?:the\s+|our\s+)?(?:[\p{L}&'-]+\s+){0,3}[\p{L}&'-]+)?\s+(?:too|as well|also)\W*$/iu;

/** Whether a statement is a wish, an account of the business or a list of teams: no reason. */
export const saidNotWhy = (sentence: string) =>
  refersBack(sentence) ||
  changeOnly(sentence) ||
  WISH.test(sentence) ||
  BARE_WISH.test(sentence) ||
  scopeAdded(sentence) ||
  TEAMS_TOO.test(sentence) ||
  partWanted(sentence) ||
  remitSaid(sentence) ||
  (BUSINESS.test(sentence) && !TROUBLE.test(sentence));
