/**
 * A terse answer to the question Clarity just asked, kept in the prospect's words when no reader
 * found the fact in it: "Mainly cost and control." after "what's pushing this now?" is the
 * driver; "Underwriting and claims, mostly." after "which teams?" names the teams. An answer that
 * does not know ("not sure yet", "no idea") gives nothing.
 */
import { onlyFiller } from "../../language/filler";
import { doubtsOurPrice } from "../../language/price-doubted";
import { requested } from "../../language/requested";
import { smallTalk } from "../../language/small-talk";
import { lowerOpening } from "./clarity-opening";
import { platformsIn } from "./clarity-platforms-in";
import { comparing } from "./clarity-roles";
import { factOnly } from "./clarity-said-fact";
import { asks } from "./clarity-stated-asked";
import { systemRoleSaid } from "./clarity-system-role-said";

/** Words that open or close an answer without saying anything. */
const FILLER =
  /^(?:(?:mainly|mostly|mainly just|pretty much|more or less|probably|honestly|basically|really|just|well|i'?d say|i guess|i think|it'?s|its|primarily|largely|chiefly)\b[\s,]*)+|[\s,]*(?:\b(?:mostly|mainly|really|i guess|i think|honestly|probably)\b)?[.!\s]*$/gi;

/**
 * An answer that does not know, declines, only remarks on the chat ("sounds right, thanks") or
 * says they have no time for it ("too busy for this till spring": a doubt, answered as one).
 */
const UNKNOWN =
  /\b(?:thanks|thank you|sounds|great|ok(?:ay)?|sure|cheers|perfect|cool|got it|makes sense|you|your|not sure|no idea|dunno|idk|dk|no clue|not a clue|beats me|who knows|whatever|don'?t know|unsure|hard to say|tbc|n\/a|nothing (?:really|much|in particular)|tbd|to be decided|no comment|pass|too busy|bandwidth|no time|can'?t take on)\b/i;

const tidy = (text: string) => text.replace(FILLER, "").trim();

/**
 * A short statement: an answer, not a story or a question, its mark left off or not ("which of
 * our people have to attend" asks back).
 */
const terse = (text: string) =>
  !/[?\d]/.test(text) &&
  text.trim().split(/\s+/).length <= 8 &&
  !UNKNOWN.test(text) &&
  !smallTalk(text) &&
  !requested(text) &&
  !asks(text);

/** The driver a terse answer to "what's pushing this now?" gives, or undefined. */
export function driverAnswered(text: string, lastAsked: string | undefined): string | undefined {
  // "the crm is zoho and it stays": a system named with its job answers nothing of why; nor does
  // where people sit or who sponsors it ("the team is split between Bristol and Cardiff").
  if (lastAsked !== "drivers" || !terse(text) || systemRoleSaid(text) || factOnly(text))
    return undefined;
  // "that is a lot for a company our size": our price doubted, answered as such, not why now.
  if (doubtsOurPrice(text)) return undefined;
  // "leaning to hubspot", "we demoed X and Y": candidates weighed say nothing of why.
  if (comparing.test(text) && platformsIn(text).products.length) return undefined;
  // "hmm", "erm…": a sound of thinking answers nothing.
  if (onlyFiller(text)) return undefined;
  // An address given (read as the word "email", clarity-learn.ts) is no reason.
  if (/^\W*email\W*$/i.test(text)) return undefined;
  const said = tidy(text.replace(/[—–]\s.*$/, ""));
  return /\p{L}{3,}/u.test(said) ? lowerOpening(said) : undefined;
}

/** "everyone", "the whole company": every team, said as one. */
const EVERYONE =
  /^(?:everyone|everybody|all|all of them|all teams|every team|the whole (?:company|business|firm))$/i;

/** The teams a terse answer to "which teams?" names, each in the prospect's words. */
export function teamsAnswered(text: string, lastAsked: string | undefined): string[] {
  if (lastAsked !== "departments" || !terse(text)) return [];
  return (
    tidy(text)
      // "R&D", "P&L": one letter either side of the mark is one name, not two teams.
      .split(/\s*(?:,|(?<!\b[a-z])&|&(?![a-z]\b)|\+|\/|\band\b|\bplus\b)\s*/i)
      .map((i) =>
        i
          .trim()
          .replace(/^(?:the|our|my|both)\s+/i, "")
          .replace(/\s+(?:team|teams|department|dept|people|folks|guys)$/i, ""),
      )
      .filter((i) => i && i.split(/\s+/).length <= 3 && /^\p{L}/u.test(i))
      // "R&D", "QA": a name in capitals keeps them.
      .map((i) =>
        EVERYONE.test(i) ? "all teams" : /^\p{Lu}+(?:&\p{Lu}+)?$/u.test(i) ? i : i.toLowerCase(),
      )
  );
}
