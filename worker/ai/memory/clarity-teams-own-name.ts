/** The prospect's own word for a team no table places (asked by clarity-teams-at-work.ts). */
import { departmentPatterns } from "./clarity-situation";

/**
 * A team named by a function no table knows ("the claims team", "our underwriting department"):
 * kept in the prospect's word. Not a team named by its place in the project, its size, its
 * standing or a brand ("the project team", "a small team", "the leadership team", "the
 * NetSuite team").
 */
const NOT_A_FUNCTION =
  /^(?:both|several|various|different|multiple|separate|individual|respective|relevant|affected|project|core|implementation|business|technical|main|home|post|central|demand|people|simulation|steering|leadership|management|exec\w*|senior|junior|whole|entire|small|big|large|tiny|bigger|larger|smaller|newer|older|better|proper|same|other|own|wider|extended|internal|external|dedicated|great|good|best|vendor'?s?|partner'?s?|client'?s?|customer'?s?|supplier'?s?|their|your|his|her|its|this|that|these|those|each|every|one|a|an|lean|skeleton|a-|b-|top|first|second|third|which|what|whose|account|cross-functional|mixed|local|remote|global|regional|head|office|back|front|rest|support|service|it|i|we|you|they|me|us|so|and|or|but|to|of|in|on|at|for|with|by)$/i;
export const ownName = (work: string, said: string) => {
  const words = work.trim().split(/\s+/).filter(Boolean);
  if (
    !words.length ||
    words.length > 2 ||
    // "our volunteer coordinator": a role that runs a function names its team.
    !/(?:team|department|dept|function|division|unit|side|office|desk|coordinator)s?$/i.test(said)
  )
    return undefined;
  // A brand or a person ("the NetSuite team", "Maria's team") is no function of theirs.
  // "the project controls team", "the account management team": a compound of a function.
  // "the new business team": the sales trade's name for winning new clients, not a new team.
  const compound = words.length === 2 && /^(?:project|account|service|support)$/i.test(words[0]!);
  const newBusiness = /^new business$/i.test(words.join(" "));
  if (
    words.some(
      (w, i) =>
        (NOT_A_FUNCTION.test(w) && !(compound && i === 0) && !newBusiness) ||
        /^\p{Lu}\p{Ll}/u.test(w) ||
        !/^\p{L}[\p{L}&-]{2,}$/u.test(w),
    ) ||
    /['’]\s*$/.test(said.slice(0, said.length - work.length))
  )
    return undefined;
  // A department the tables name ("the ops team", "the people team") is read by them.
  if (departmentPatterns.some(([re]) => re.test(said))) return undefined;
  if (/^(?:tech|dev|devops|infrastructure)$/i.test(words.join(" "))) return "IT";
  // Initials stay as said ("the F&B side"); a country's are a place ("the UK office").
  if (words.some((w) => /^(?:UK|US|USA|EU|EMEA|APAC|NZ|AU)$/.test(w))) return undefined;
  const own = words.map((w) => (/^[\p{Lu}&]{2,}$/u.test(w) ? w : w.toLowerCase())).join(" ");
  // "the rota coordinators": people by their role, in the plural, are that role (no "rota" team).
  return /coordinators$/i.test(said) ? `${own} coordinators` : own;
};
