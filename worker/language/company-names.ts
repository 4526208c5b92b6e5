/**
 * The company a prospect says they are, work for or write from (docs/decisions/025, 033): "I work
 * at Harbour Foods", "on behalf of Kessler & Sons", "a firm called Halden Marine", a signature's
 * last line, a name in lower case after a strong cue, and the weakest sign last ("Dana from
 * Harbour Foods"). Read latest message first. The phrases themselves are in company-patterns.ts.
 */

import { headedName, legalName, lowerCaseCompany } from "./company-forms";
import { lowerCaseBrand } from "./company-lower";
import { withoutOthersFirms, withoutReferrers } from "./company-others";
import { companyPatterns, fromOrAtAll } from "./company-patterns";
import { isPlaceName } from "./company-place";
import { signatureCompany } from "./company-signature";
import { DOTTED_FORM, endsInDottedForm, isRole, notCompanies, ROLES } from "./company-words";
import { tame } from "./normalise";
import { aboveThread } from "./quoted";
import { ORG } from "./size";

/** A person by their title is no company: "on behalf of Dr. Mehta". */
const TITLED = /^(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof|Sir|Dame)\b\.?\s/;
/** The kind of organisation alone is no name: "Startup, 25 ppl", "Agency". */
const KIND_ALONE = new RegExp(`^${ORG}s?$`, "i");
/** A role with what it heads is no company: "Head of IT", "Director of Operations". */
const ROLE_OF = new RegExp(String.raw`^(?:${ROLES})\s+of\b`, "i");

/**
 * What a prospect with no company to give types where one goes ("Company: N/A", "none"), and a
 * contact line's label ("Tel 020 … | Mob 07700 …" leaves "Mob" once the numbers are gone).
 */
const NO_NAME =
  /^(?:n\.?\/?a\.?|none|nil|tbc|tba|tbd|self[- ]employed|freelance|private|personal|individual|tel|mob|mobile|phone|cell|fax|e-?mail|web(?:site)?|direct|office|main|switchboard|whatsapp|signal|skype)$/i;

/** A sentence's end inside a name's match — not the dot of "St.", "Dr." or a dotted legal form. */
const SENTENCE_END = new RegExp(
  String.raw`(?<!\b(?:St|Mt|Ft|Dr|Ste)|(?:^|\s)${DOTTED_FORM})\.\s.*$`,
  "su",
);

/** A capitalised name between quotes, the opening one after a space or a colon ("O'Neill" is none). */
const QUOTED_NAME = /(?<=^|[\s:(,])["“‘']([\p{Lu}\d][^"“”‘’'\n]{1,60})["”’']/gu;
/**
 * A name in quotes is the name: "our company 'Nordwind Logistik' has 90 staff". The pattern looks
 * back at every position: a text with no quote mark is not read by it.
 */
const unquoted = (t: string) => (/["“‘']/.test(t) ? t.replace(QUOTED_NAME, "$1") : t);

/** A preposition just before a name: the name is the object of something else. */
const OBJECT_OF = /\b(?:with|by|to|via|through|into|using|use|uses|than|onto|over)\s+(?:the\s+)?$/i;

const ADDRESS_OR_NUMBER = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+|\+?\d[\d\s().-]{5,}\d/g;
/** The same without addresses, for a text with no "@" (most): no word is tried as one. */
const NUMBER_RUN = /\+?\d[\d\s().-]{5,}\d/g;

/** The company the prospect says they are, work for or write from, latest first, or undefined. */
export function companyFromMessages(said: readonly string[]): string | undefined {
  // Lines kept apart (a signature is read by its lines), each made small.
  const texts = said.map((t) =>
    tame(
      unquoted(t)
        // "Sp. z o.o.", Poland's limited company, left out as a rep writes the name: its dots and
        // spaces would end the name at "Sp.".
        // One space before it, not any run of them: that would cost n² on a run of spaces.
        .replace(/\s?\b[Ss]p\.\s*z\s*o\.\s*o\b\.?/g, "")
        // "Ops @ Brackenfield Mills": an "@" standing alone is "at".
        .replace(/\s@\s/g, " at ")
        // "we r Tanjong Marine": "are" typed as one letter, as normalise() reads it (names are
        // read before normalise(), whose typo read-back could change them).
        .replace(/\b([Ww]e|[Tt]hey)\s+r\b/g, "$1 are")
        // Split, then trimmed: a pattern round the newline would cost n² on a run of spaces.
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean)
        .join("\n"),
    ),
  );
  // An address or a number is no company: "reach me at Jane.Roe@Acme.io", "call me at 415-555-0182".
  const latestFirst = [...texts]
    .reverse()
    .map((t) => t.replace(t.includes("@") ? ADDRESS_OR_NUMBER : NUMBER_RUN, " "));
  // Firms named as someone else's are set aside; the group theirs belongs to only while their
  // own is found (company-others.ts).
  // Most messages name no group of theirs: then both readings are one text, read once.
  const own = latestFirst.map(withoutOthersFirms);
  const found = companyIn(own);
  if (found !== undefined) return found;
  const referred = latestFirst.map(withoutReferrers);
  return referred.every((t, i) => t === own[i]) ? undefined : companyIn(referred);
}

const HEADS =
  /^~?[\d\s,.]+(?:-?ish|-?odd|\+|\s*strong|\s*(?:ftes?|staff|people|employees|heads|workers|of us))?$/i;

/** The company in the texts, latest first, or undefined. */
function companyIn(latestFirst: readonly string[]): string | undefined {
  const named = (m: RegExpExecArray | null) => {
    // A sentence ends the name: "from Harbour Foods. Please call…" is Harbour Foods.
    const cut = m?.[1]?.replace(SENTENCE_END, "").trim();
    // "Grupo Alcántara S.A." keeps the dot of its legal form.
    const whole = cut && !endsInDottedForm(cut) ? cut.replace(/[.,]$/, "") : cut;
    // "Halden Marine of Bristol": the place after "of" is where the company is, not its name
    // ("Bank of Ireland", one word before it, is a name).
    const of = whole && /^(\S+\s+\S.*?) of (?:the )?(.+)$/s.exec(whole);
    const name = of && isPlaceName(of[2]!) ? of[1] : whole;
    // A figure alone is a count, not a name ("a group of 12 pharmacies", "we're 400ish"), and so
    // is a figure of people ("We're 60 FTE", "We're 120 Staff").
    return name &&
      name.length >= 2 &&
      name.length <= 80 &&
      !HEADS.test(name) &&
      !notCompanies.test(name) &&
      !isRole(name) &&
      !ROLE_OF.test(name) &&
      !KIND_ALONE.test(name) &&
      !TITLED.test(name) &&
      !isPlaceName(name) &&
      !NO_NAME.test(name)
      ? name
      : undefined;
  };
  // The prospect's own words for their company in any message, latest first ("I work at …", a
  // signature, a lower-case name after a cue), before a name only mentioned in a later one ("our
  // accountant at Pembridge Associates", "timber from Hallam Timber Supplies").
  // A name said short ("140 of us at Talbot") is the one its signature gives whole ("Talbot Cold
  // Stores"), the signature maybe above a thread forwarded under it (quoted.ts).
  for (const text of latestFirst) {
    const signature = () => signatureCompany(text) ?? signatureCompany(aboveThread(text));
    for (const pattern of companyPatterns) {
      const name = named(pattern.exec(text));
      const whole = name && signature();
      if (name) return whole?.startsWith(`${name} `) ? whole : name;
    }
    const signed = signature() ?? lowerCaseBrand(text) ?? lowerCaseCompany(text);
    if (signed) return signed;
  }
  for (const text of latestFirst) {
    const mentioned = legalName(text) ?? headedName(text);
    // "timber from Hallam Timber Supplies", "moving to Orbit Systems": a name after a preposition
    // is what the prospect deals with, unless the weak reading below finds it theirs ("Dana
    // from Harbour Foods").
    if (mentioned && !OBJECT_OF.test(text.slice(0, Math.max(0, text.indexOf(mentioned)))))
      return mentioned;
  }
  // Each "from" or "at" in turn: a place first ("I'm from Leeds, work at Pennine Plastics") is
  // passed over for the name after it.
  for (const text of latestFirst)
    for (const m of text.matchAll(fromOrAtAll)) {
      const name = named(m as RegExpExecArray);
      if (name) return name;
    }
  return undefined;
}
