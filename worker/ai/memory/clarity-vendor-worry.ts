/**
 * A worry about a vendor or a product, not about their own project: "the board is twitchy about
 * Microsoft after what Dynamics did to a competitor", "we're nervous about Salesforce after what it
 * did to our sister company", "the partners are wary of Oracle". The product is neither the project
 * nor a system of theirs (clarity-role-words.ts); the worry is a concern, labelled whole, by whose
 * doubt about which product it is — never cut inside the story that explains it.
 */
import type { Risk } from "./clarity-memory";
import { productTypes } from "./clarity-platform-names";
import { plainWord } from "./clarity-systems-listed";

/** Who fears, the fear, and the product it is about: "the board's twitchy about Microsoft". */
const WARY =
  /\b(?:(the|our|my)\s+)?((?:(?!(?:is|are|was|were)\b)[\p{L}-]+)(?:\s+(?!(?:is|are|was|were)\b)[\p{L}-]+)?)?(?:['’]s|\s+(?:is|are|was|were|seems?|feels?|remains?|got|get|gets|have been|has been))?\s+(?:(?:very|really|quite|pretty|a bit|a little|bit|deeply|rather|still|a)\s+)*(?:nervous|wary|worried|scared|afraid|anxious|sceptical|skeptical|twitchy|jittery|uneasy|cautious|doubtful|burn(?:ed|t))\s+(?:about|of|with|over|by)\s+(?:an?\s+|the\s+|another\s+)?(\p{L}[\p{L}\d&.-]*(?:\s+\d{2,4}|\s+\p{Lu}[\p{L}\d]*)?)(?=\s*(?:$|[,.;:!?—–(-]|\s(?:after|given|following|because|since|and|too|as well|again|ever|at|from|based)\b))/u;

/** What WARY cannot match without (its own case, as WARY reads it): a fear, then what it is about. */
const FEAR_OF =
  /(?:nervous|wary|worried|scared|afraid|anxious|sceptical|skeptical|twitchy|jittery|uneasy|cautious|doubtful|burn(?:ed|t))\s+(?:about|of|with|over|by)\s/u;

/** A product the tables know, by the name it was said with. */
const known = (name: string) => productTypes.find(([re]) => re.test(name))?.[1];

/** The one who fears, as the label says it: "the board", "the partners", "my dad"; none for "we". */
function whose(subject: string | undefined): string | undefined {
  const s = subject?.trim().toLowerCase();
  if (
    !s ||
    /^(?:we|i|we're|i'm|they|everyone|everybody|people|honestly|frankly|so|but|and)$/.test(s)
  )
    return undefined;
  // "md", "ceo": a role's initials in capitals.
  const named = s.replace(/\b(?:md|ceo|cfo|coo|cto|cio|fd|it)\b/g, (w) => w.toUpperCase());
  if (/^(?:my|our) /.test(named)) return named.replace(/^our /, "the ");
  return /^(?:dad|mum|mom|boss|owner|owners|board|partners|trustees|directors|founders?|ceo|cfo|md|family|team|management|leadership|investors)$/.test(
    s.split(" ").at(-1)!,
  )
    ? `the ${named.replace(/^the /, "")}`
    : undefined;
}

/** The vendor worry `sentence` states, as a concern, or undefined. */
export function vendorWorry(sentence: string): Risk | undefined {
  // Most sentences say no fear of anything: one plain look before the long pattern.
  const m = FEAR_OF.test(sentence) ? WARY.exec(sentence) : null;
  if (!m) return undefined;
  const said = m[3]!;
  // A name typed in lower case ("nervous about merlin") is one when said in capitals before it.
  const capital = `${said[0]!.toUpperCase()}${said.slice(1)}`;
  const name = known(said) ?? (/^\p{Lu}/u.test(said) || sentence.includes(capital) ? capital : "");
  if (!name || plainWord(name)) return undefined;
  const who = whose(m[2] && m[1] ? `${m[1]} ${m[2]}` : m[2]);
  const doubts = who ? `${who}${/s$/.test(who) ? "'" : "'s"} doubts` : "doubts";
  return { id: "vendor", text: `Concern: ${doubts} about ${name}`, who: name };
}
