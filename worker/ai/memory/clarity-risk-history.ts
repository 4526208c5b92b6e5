/**
 * An earlier attempt that went wrong, as a risk (a lesson to test, never why now): given up or
 * undone ("pulled the plug", "we stopped after 8 months"; a client who walked away is a loss, no
 * attempt of theirs), judged ("was a disaster", "nearly
 * killed us"), its supplier gone under, its money gone with nothing to show, or nobody using it.
 */
import type { Risk } from "./clarity-memory";
import { moneyGoneBefore } from "./clarity-money-past";
import { triedParts } from "./clarity-systems-tried";

/** A past attempt given up or undone: "pulled the plug", "rolled back within a week". */
const givenUp =
  /\b(?:another|a second|a repeat of the)\s+(?:failed|botched)\b|\bfailed\s+(?:[\w-]+\s+){0,2}?(?:projects?|rollouts?|implementations?|go-?lives?|migrations?|attempts?|tries)\b|\bthe last one\b[^.]{0,20}\b(?:cost|took|failed|went)\b|\bpulled the plug\b|\brolled (?:it |everything )?back\b|\b(?:scrapped|shelved|abandoned|binned)\b|(?<!\b(?:customers?|clients?|accounts?|distributors?|retailers?)\b[^.;]{0,30})\bwalked away\b|\bcalled (?:it|the whole thing) off\b|\bnever went live\b|\bgave up\b|\bwent (?:so |very |really |quite )?bad(?:ly)?\b|\b(?:stopped|quit|halted|cancell?ed it)\s+after\s+(?:\d+|\w+)\s+(?:weeks|months|years)\b/i;

/**
 * Attempts that failed, counted or said as a scar: "two failed attempts", "we've had three failed
 * projects", "they've been burnt by two rollouts already".
 */
const FAILED_BEFORE =
  /\b(?:burnt|burned|bitten|stung)\s+by\s+(?:\w+\s+){0,2}?(?:rollouts?|implementations?|projects?|attempts?|systems?|go-?lives?|migrations?)\b|\b(?:\w+\s+)?failed\s+(?:[\w-]+\s+){0,2}?(?:projects|rollouts|implementations|go-?lives|migrations|attempts|tries)\b|\b(?:two|three|four|several|multiple|a couple of|\d)\s+(?:\w+\s+)?(?:attempts|tries|goes|rollouts|implementations)\b[^.;!?]{0,30}\b(?:failed|abandoned|scrapped|flopped)\b/i;

/** An earlier attempt judged: "our last CRM rollout was a disaster", "half the team never logged in". */
const wentBadly =
  /\b(?:was|were|turned into|ended up(?: as)?)\s+(?:a |an )?(?:complete |total |bit of a |real |an absolute )?(?:disaster|mess|failure|flop|nightmare|fiasco|train ?wreck|chaos|chaotic|shambles|car crash|horror show|write-off)\b|\b(?:blew|blown) up\b|\bwent (?:\w+ )?(?:pear-shaped|south|sideways|wrong)\b|\bfell apart\b|\bcrashed and burned\b|\b(?:nearly|almost|all but)\s+(?:killed|sank|sunk|finished|broke|bankrupted)\s+(?:us|the (?:company|business|firm))\b|\bnever (?:logged in|used it|took off|went live)\b|\bdidn'?t stick\b|\bflopped\b|\bfell flat\b|\bwent back to\b|\b(?:collapsed|fizzled(?: out)?|stalled|ground to a halt|went nowhere|never got off the ground|fell over)\b/i;
const earlierAttempt =
  /\b(?:last|previous|first|earlier|old)\s+(?:\w+\s+)?(?:rollout|implementation|project|attempt|go-?live|migration|try|upgrade)\b|\b(?:the|our|that)\s+(?:last|previous|prior)\s+(?:one|system|platform|tool|software|crm|erp|cpq|wms|mes|hris|pms)\b|\b(?:tried|attempted)\b|\b(?:had|gave it) a (?:go|crack|stab|bash|shot|try)\b/i;

/** The supplier of an earlier attempt gone under: "the supplier went bust halfway through". */
const vendorGone =
  /\b(?:supplier|vendor|partner|integrator|consultancy|provider|contractor|implementer)\s+(?:went|had gone|has gone)\s+(?:bust|under|belly[- ]up|into administration|into receivership|out of business)\b/i;

/** A past system nobody took to: "nobody really used it", "hardly anyone logged into it". */
const unused =
  /\b(?:nobody|no one|no-one|hardly anyone|barely anyone|few people)\s+(?:ever\s+|really\s+|actually\s+)?(?:used|logged into|adopted|touched|bothered with)\s+(?:it|the thing|the system)\b/i;

/**
 * How late or how far over it ran, in their measure: "18 months late", "a year behind", "way over
 * budget". Kept in the risk's words, so the answer names what went wrong and not a guess.
 */
const OVERRUN =
  /\b(?:\d+|[a-z]+)\s+(?:months?|years?|weeks?|quarters?)\s+(?:late|behind(?: schedule)?|over(?:due)?)\b|\b(?:(?:way|massively|hugely|badly|\d+\s?%)\s+)?over budget\b|\b(?:double|twice|triple) the (?:budget|cost|quote)\b/i;

/** The history risk a sentence tells, or undefined. */
export function historyOf(sentence: string): Risk | undefined {
  const given = givenUp.test(sentence);
  if (
    !(
      /\b(?:rollout|implementation|project)\b.{0,40}\b(?:abandoned|failed|cancell?ed)\b/i.test(
        sentence,
      ) ||
      FAILED_BEFORE.test(sentence) ||
      given ||
      unused.test(sentence) ||
      ((wentBadly.test(sentence) || OVERRUN.test(sentence) || WRONG_TOLD.test(sentence)) &&
        earlierAttempt.test(sentence)) ||
      vendorGone.test(sentence) ||
      moneyGoneBefore(sentence)
    )
  )
    // "we had HubSpot for a year and then let it go": a system tried and given up.
    return triedParts(sentence).length
      ? { id: "history", text: "History: a previous rollout was abandoned" }
      : undefined;
  const overrun = OVERRUN.exec(sentence)?.[0].toLowerCase();
  if (!given && !overrun && !FAILED_BEFORE.test(sentence) && moneyGoneBefore(sentence))
    return moneyGoneRisk(sentence);
  if (!given && !overrun && WRONG_TOLD.test(sentence)) return wrongToldRisk(sentence);
  return {
    id: "history",
    text: FAILED_BEFORE.test(sentence)
      ? "History: earlier attempts failed (lessons to test)"
      : given
        ? "History: a previous rollout was abandoned"
        : overrun
          ? `History: a previous rollout ran ${/^(?:double|twice|triple)/.test(overrun) ? "to " : ""}${overrun}`
          : "History: a previous rollout went badly",
  };
}

/** Who took the money, when named: "the consultants ran off with the budget". */
const PARTY =
  /\b(consultants?|consultancy|agency|integrator|partner|contractors?|vendor|supplier|developers?)\b/i;

/** Money gone on an earlier attempt, with who had it when said ("the last consultants"). */
function moneyGoneRisk(sentence: string): Risk {
  const party = PARTY.exec(sentence)?.[1]?.toLowerCase();
  const who = party ? `the last ${party}` : "an earlier attempt";
  return { id: "history", text: `History: ${who} took the money with little to show`, who };
}

/**
 * What an earlier tool got wrong, told as what it did: "it told a customer the wrong delivery
 * date and promised a refund we had to honour", "the bot gave people wrong prices".
 */
const WRONG_TOLD =
  /\b(?:told|gave|quoted|promised|sent|showed)\s+(?:(?:a|the|our|some|one)\s+)?(?:customers?|clients?|people|users?|patients?|guests?|members?)\s+(?:the\s+|a\s+|some\s+)?wrong\b|\b(?:we\s+)?had to (?:honour|honor|refund|apologi[sz]e|pay out|compensate)\b/i;

/** The thing tried, when named: "we tried a chatbot". */
const TRIED = /\btried\s+(?:out\s+)?(?:a|an|the|our|that)\s+([\w-]+)/i;

/** An earlier tool that told customers wrong things, named when said ("the chatbot tried before"). */
function wrongToldRisk(sentence: string): Risk {
  const thing = TRIED.exec(sentence)?.[1]?.toLowerCase();
  const text = `History: ${thing ? `the ${thing} tried before` : "an earlier tool"} gave customers wrong answers`;
  return { id: "history", text, who: thing ?? "tool" };
}
