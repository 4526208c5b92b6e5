/**
 * The company under a prospect's signature: "Best," or "Thanks & Regards", the person (a role beside them), a role,
 * the company — or one line, "— Mark, Vireo Labs". The address, numbers and site lines under it
 * are no part of it.
 */
import { COMPANY, endsInDottedForm, LEGAL_FORMS, notCompanies } from "./company-words";

const SIGN_OFF =
  /^(?:[—–~-]+\s*|(?:(?:thanks|thank you|many thanks)\s*(?:&|and)\s*(?:best |kind |warm )?regards|with (?:best |kind |warm )?regards|best(?: regards| wishes)?|kind regards|warm regards|regards|thanks|thank you|many thanks|cheers|sincerely|yours (?:sincerely|faithfully|truly)|all the best)\b[,!.]?\s*)+/i;
const PERSON = /^\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){0,2}$/u;
const ROLE =
  /\b(?:CEO|CFO|COO|CTO|CIO|VP|Director|Manager|Head|Founder|Owner|Lead|Officer|President|Partner|Controller|Analyst|Engineer|Coordinator|Administrator|Assistant)\b/;
const WHOLE_COMPANY = new RegExp(`^${COMPANY}$`, "u");
/**
 * One item of a contact line: "T: +44 161 496 0732 ext. 214", "M: 07700 900 311", an address, a
 * site — or what is left of one once its number or address was taken out ("T: ext. 214").
 */
const CONTACT_ITEM =
  /^(?:(?:e(?:-?mail)?|t|tel|m|mob(?:ile)?|o|office|d|direct|phone|w|web)\s*[:.]?\s*|[\p{L}][\p{L} ]{0,20}:\s*)?(?:[\w.%+-]+@[\w-]+(?:\.[\w-]+)+|\+?[\d\s().-]{7,}|(?:https?:\/\/|www\.)\S+)?\s*(?:(?:ext\.?|x|extension)\s*\d{1,5})?$/iu;
/** A line of contact items, "M: 07700 900 311 | O: 0113 496 0555" among them. */
const contactLine = (line: string) =>
  line.split(/\s*[|·•]\s*/).every((item) => CONTACT_ITEM.test(item.trim()));
/**
 * A fact given on a signature's own line, a label and a figure: "Headcount ~ 75", "Employees:
 * 201-500", "Budget — €50k". Like a contact line, it is no part of the company's name above it.
 */
const FACT_LINE =
  /^[\p{L}][\p{L} ]{0,24}?\s*(?:[:~≈=|–—-]+|\bis\b)\s*[~≈]?\s*[$€£]?\s*\d[\d\s.,'’+–-]*(?:k|m|%)?\s*[\p{L} ()]{0,16}$/iu;
/** A line's last part without its closing stop — but with the dot of "S.p.A.". */
const lastPart = (part: string) => (endsInDottedForm(part) ? part : part.replace(/[.!]$/, ""));
/** A legal form alone, set off by a comma: the ", Inc." of "Lakeshore Cold Storage, Inc.". */
const FORM_ALONE = new RegExp(String.raw`^(?:${LEGAL_FORMS})\.?$`, "u");
/**
 * The company among a line's parts (from `first` on), the last: with the part before it when it
 * is a legal form alone ("Lakeshore Cold Storage, Inc."); and whether it reads as a whole name.
 */
function lastCompany(parts: string[], first = 0): { name: string; whole: boolean } | undefined {
  const last = parts.at(-1);
  if (!last) return undefined;
  // The part before the form is the name's, unless it is the person's ("Mark Lee, Inc." is none).
  const form = parts.length - 2 >= first && FORM_ALONE.test(last) ? parts.at(-2) : undefined;
  const name = form ? `${form}, ${last}` : lastPart(last);
  const plain = form ? `${form} ${last}` : name;
  return {
    name,
    whole: WHOLE_COMPANY.test(plain) && !ROLE.test(plain) && !notCompanies.test(plain),
  };
}

/** The person on a signature's first line, a role beside them: "Priya Shah | Head of Operations". */
const personLine = (line: string) => PERSON.test(line.split(/\s*[,|]\s*/)[0]!);

/**
 * A signature of its own lines under a sign-off — "Best,", the person, a role, the company: the
 * last line that reads as a company and is no role.
 */
function signatureBlock(lines: string[]): string | undefined {
  const off = lines.findLastIndex((l) => SIGN_OFF.test(l) && l.replace(SIGN_OFF, "") === "");
  if (off < 0) return undefined;
  const block = lines.slice(off + 1);
  if (block.length < 2 || block.length > 4 || !personLine(block[0]!)) return undefined;
  // "CFO, Nordvik Shipping AB": the role before the company on its line.
  const company = lastCompany(block.at(-1)!.split(/\s*[,|]\s*/));
  return company?.whole ? company.name : undefined;
}

/**
 * The company in a signature, the message's last line: "— Mark, Vireo Labs", "Anna Lee | Northgate
 * Homes", "Best regards, Lisa Moreau, CFO, Castellan Wines" — a person's name first, the company
 * last, a role between; a line that is one alone is no signature.
 */
export function signatureCompany(text: string): string | undefined {
  // The address, number or site under a signature is no part of the name.
  const lines = text
    .split(/\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  while (lines.length > 1 && (contactLine(lines.at(-1)!) || FACT_LINE.test(lines.at(-1)!)))
    lines.pop();
  const block = signatureBlock(lines);
  if (block) return block;
  const last = lines.at(-1);
  if (!last) return undefined;
  const dashed = signedAfterDash(last);
  if (dashed) return dashed;
  const body = last.replace(SIGN_OFF, "");
  // A line alone is a signature only set out as one: "Els Peeters | Supply Chain Manager | Van
  // Damme Distributie NV" (a person, a role, the company, between bars).
  if (lines.length < 2 && body === last && !BARRED.test(last)) return undefined;
  const parts = body.split(/\s*[,|]\s*|\s+[—–-]\s+/).filter(Boolean);
  const company = lastCompany(parts, 1);
  if (parts.length < 2 || !PERSON.test(parts[0]!) || !company) return undefined;
  return company.whole ? company.name : undefined;
}

/** Three parts or more between bars. */
const BARRED = /^[^|]+\s\|\s[^|]+\s\|\s[^|]+$/;

/** A signature closing a sentence on its line, after a dash: "… in the morning — Claire Dubois, …". */
const DASHED = /\s[—–]\s+([^—–]+)$/u;

/**
 * The company of a signature signed after a dash at the end of a sentence: "call me please at
 * +33 6 12 34 56 78 — Claire Dubois, directrice, Hôtels Belcour, claire@…": the person first, the
 * company last once the contact items after it are set aside.
 */
function signedAfterDash(line: string): string | undefined {
  const m = DASHED.exec(line);
  if (!m) return undefined;
  const parts = m[1]!.split(/\s*[,|]\s*/).filter(Boolean);
  while (parts.length > 2 && CONTACT_ITEM.test(parts.at(-1)!)) parts.pop();
  if (parts.length < 2 || !PERSON.test(parts[0]!)) return undefined;
  const company = lastCompany(parts, 1);
  return company?.whole ? company.name : undefined;
}
