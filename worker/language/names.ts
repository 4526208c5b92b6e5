/**
 * The name a prospect gave in a Clarity chat (docs/decisions/025), so their chat lead carries it:
 * "my name is Dana Reyes", "I'm Dana", "this is Dana from Acme", "Dana Reyes here". Read from the
 * prospect's own messages, the latest saying first; one to three capitalised words, never a role
 * or a word that only looks like a name ("I'm Head of Finance", "I'm Interested").
 */
import { monthNames, weekdayNames } from "../contracts/months";
import { tame } from "./normalise";
import { ORG } from "./size";

const WORD = String.raw`\p{Lu}['’]?\p{L}*\p{Ll}(?:-\p{Lu}?\p{Ll}+)*`;
const NAME = String.raw`(${WORD}(?:\s+(?:\p{Lu}\.|${WORD})){0,2})`;

const patterns = [
  new RegExp(String.raw`\b[Mm]y name(?:'s| is)\s+${NAME}`, "u"),
  new RegExp(String.raw`\b[Nn]ame's\s+${NAME}`, "u"),
  new RegExp(
    String.raw`\b(?:I'm|I’m|I am|im)\s+${NAME}(?=\s*(?:[,.!;]|$|\bfrom\b|\bat\b|\band\b|\bwith\b|\bhere\b))`,
    "u",
  ),
  new RegExp(
    String.raw`\b[Tt]his is\s+${NAME}(?=\s*(?:[,.!;]|$|\bfrom\b|\bat\b|\bwith\b|\bhere\b))`,
    "u",
  ),
  new RegExp(String.raw`^\s*${NAME}\s+here\b`, "u"),
];

const notNames = new Set(
  `head director manager chief vp president founder owner lead ceo cto cfo coo cio responsible based
  looking interested the a an not just also sure happy glad here ready new working trying in at from
  hello hi hey thanks thank good fine okay ok currently still using planning evaluating part one
  sales finance marketing operations it hr procurement our my we`.split(/\s+/),
);

function plausible(name: string): string | null {
  const words = name.trim().split(/\s+/);
  if (notNames.has(words[0]!.toLowerCase().replace(/['’-]/g, ""))) return null;
  // A trailing word that is not a name ("Dana Thanks") is dropped.
  while (words.length > 1 && notNames.has(words.at(-1)!.toLowerCase())) words.pop();
  const text = words.join(" ");
  return text.length >= 2 && text.length <= 100 ? text : null;
}

/** The name in the prospect's messages (oldest first), or undefined. */
export function nameFromMessages(said: readonly string[]): string | undefined {
  const texts = said.map(tame);
  for (const text of [...texts].reverse()) {
    for (const pattern of patterns) {
      const match = pattern.exec(text);
      const name = match ? plausible(match[1]!) : null;
      if (name) return name;
    }
  }
  return undefined;
}

const COMPANY_WORD = String.raw`(?:\p{Lu}[\p{L}&'’.-]*|\d+\p{L}*)`;
const COMPANY = String.raw`(${COMPANY_WORD}(?:\s+(?:&\s+)?${COMPANY_WORD}){0,3}(?:\s+(?:Ltd|Limited|Inc|LLC|GmbH|AG|SA|BV|plc|Corp|Co)\.?)?)`;
const ROLES = [
  "ceo|cfo|coo|cto|cio|vp|director|manager|head|founder|owner|lead|officer|president|partner|controller|buyer",
]
  .flatMap((r) => [
    r,
    r.toUpperCase(),
    r.replace(/(^|\|)(\w)/g, (_m, bar, c) => bar + c.toUpperCase()),
  ])
  .join("|");
const companyPatterns = [
  new RegExp(
    String.raw`\b(?:[Cc]ompany|firm|business|employer|organi[sz]ation)(?:'s name|\s+name)?(?:\s*:\s*|\s+)(?:is\s+)?(?:called\s+|named\s+)?${COMPANY}`,
    "u",
  ),
  new RegExp(
    String.raw`\b(?:I|we)\s+(?:work|am|are)\s+(?:for|at|with)\s+(?:the\s+)?${COMPANY}`,
    "u",
  ),
  // Any kind of organisation given its name: "a 200-person outfit called Halden Marine", "a
  // logistics firm, Carrow Transport", "our business (Penrose Bakeries)".
  new RegExp(String.raw`\b${ORG}\s+(?:called|named)\s+${COMPANY}`, "u"),
  new RegExp(
    String.raw`\b${ORG}\s*(?:,|\(|:|—|–)\s*(?=\p{Lu})${COMPANY}(?=\s*(?:[,.!;)]|$|\band\b))`,
    "u",
  ),
  // What the prospect owns or runs, by its name: "I own a small chain of gyms called FitHaus".
  new RegExp(
    String.raw`\b(?:I|[Ww]e)\s+(?:own|run|operate|founded|started|set up|manage)\s+(?:a|an|the)\s+(?:[\p{L}-]+\s+){0,5}?(?:called|named)\s+${COMPANY}`,
    "u",
  ),
  // A name and a company opening a message: "Vanessa - Brightline Solar - looking at ERP".
  new RegExp(
    String.raw`^\s*\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s+[-–—|]\s+${COMPANY}\s*(?:[-–—|,:]|$)`,
    "u",
  ),
  new RegExp(
    String.raw`\b(?:I'm|I am|this is|it's)\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s+(?:from|at|with)\s+${COMPANY}`,
    "u",
  ),
  new RegExp(
    String.raw`\b[Ww]e(?:'re|’re| are)\s+(?:the\s+)?${COMPANY}(?=\s*(?:[,.!;]|$|\bin\b|\b-|—|,))`,
    "u",
  ),
  // A role at a company: "I'm the CFO of Redwood Analytics", "I run operations at Kestrel Aviation".
  new RegExp(
    String.raw`\b(?:I'm|I’m|I am|I run|I lead|I head)\s+(?:the\s+)?(?:[\p{L}-]+\s+){1,3}(?:of|at)\s+${COMPANY}`,
    "u",
  ), // Speaking for a company: "on behalf of Kessler & Sons", "I represent Harlow Medical", "I'm with
  // Pinecrest Foods", "we at Greystone Capital", "we (Talon Biotech) are", "our company, Meridian
  // Tools Ltd, makes", "I run IT for Falcon Couriers".
  new RegExp(
    String.raw`\b(?:[Oo]n behalf of|[Ss]peaking for|[Ww]riting for|[Rr]epresenting|(?:I|[Ww]e) represent|(?:I'm|I’m|I am|[Ww]e're|[Ww]e’re|[Ww]e are) with|[Ww]e\s+(?:here\s+)?at)\s+${COMPANY}`,
    "u",
  ),
  new RegExp(String.raw`\b[Ww]e\s*\(\s*${COMPANY}\s*\)`, "u"),
  // A role for a company: "I'm Head of IT for the Grafton Group", "I'm the finance director for Acme".
  new RegExp(
    String.raw`\b(?:I'm|I’m|I am)\s+(?:the\s+|a\s+|an\s+)?(?:[\p{L}-]+\s+){0,2}(?:${ROLES})\b(?:\s+(?:of|for)\s+[\p{L}&-]+)?\s+(?:for|at|with)\s+(?:the\s+)?${COMPANY}`,
    "u",
  ),
  // Someone else's role at it, as an assistant writes: "my boss, Mr Patel, the COO of Fernhill
  // Retail", "Our CFO at Marden Foods".
  new RegExp(
    String.raw`\b(?:[Tt]he|[Oo]ur|[Mm]y)\s+(?:${ROLES})\s+(?:of|at)\s+(?:the\s+)?${COMPANY}`,
    "u",
  ),
  new RegExp(
    String.raw`\b(?:[Oo]ur|[Mm]y)\s+(?:company|firm|business|organi[sz]ation|employer)\s*,\s*${COMPANY}\s*,`,
    "u",
  ),
  new RegExp(
    String.raw`\bI\s+(?:run|lead|head|manage|look after|handle)\s+(?:the\s+)?(?:[\p{L}-]+\s+){1,3}for\s+${COMPANY}`,
    "u",
  ),
];

const SIGN_OFF =
  /^(?:[—–~-]+\s*|(?:best(?: regards| wishes)?|kind regards|warm regards|regards|thanks|thank you|many thanks|cheers|sincerely|all the best)\b[,!.]?\s*)+/i;
const PERSON = /^\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){0,2}$/u;
const ROLE =
  /\b(?:CEO|CFO|COO|CTO|CIO|VP|Director|Manager|Head|Founder|Owner|Lead|Officer|President|Partner|Controller|Analyst|Engineer|Coordinator|Administrator|Assistant)\b/;
const WHOLE_COMPANY = new RegExp(String.raw`^${COMPANY}$`, "u");
const CONTACT_LINE =
  /^(?:(?:e(?:-?mail)?|t|tel|m|mob(?:ile)?|phone|w|web)\s*[:.]?\s*)?(?:[\w.%+-]+@[\w-]+(?:\.[\w-]+)+|\+?[\d\s().-]{7,}|(?:https?:\/\/|www\.)\S+)$/i;

/**
 * A signature of its own lines under a sign-off — "Best,", the person, a role, the company: the
 * last line that reads as a company and is no role.
 */
function signatureBlock(lines: string[]): string | undefined {
  const off = lines.findLastIndex((l) => SIGN_OFF.test(l) && l.replace(SIGN_OFF, "") === "");
  if (off < 0) return undefined;
  const block = lines.slice(off + 1);
  if (block.length < 2 || block.length > 4 || !PERSON.test(block[0]!)) return undefined;
  // "CFO, Nordvik Shipping AB": the role before the company on its line.
  const company = block
    .at(-1)!
    .split(/\s*[,|]\s*/)
    .at(-1)!
    .replace(/[.!]$/, "");
  return WHOLE_COMPANY.test(company) && !ROLE.test(company) && !notCompanies.test(company)
    ? company
    : undefined;
}

/**
 * The company in a signature, the message's last line: "— Mark, Vireo Labs", "Anna Lee | Northgate
 * Homes", "Best regards, Lisa Moreau, CFO, Castellan Wines" — a person's name first, the company
 * last, a role between; a line that is one alone is no signature.
 */
function signatureCompany(text: string): string | undefined {
  // The address, number or site under a signature is no part of the name.
  const lines = text
    .split(/\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  while (lines.length > 1 && CONTACT_LINE.test(lines.at(-1)!)) lines.pop();
  const block = signatureBlock(lines);
  if (block) return block;
  const last = lines.at(-1);
  if (!last) return undefined;
  const body = last.replace(SIGN_OFF, "");
  if (lines.length < 2 && body === last) return undefined;
  const parts = body.split(/\s*[,|]\s*|\s+[—–-]\s+/).filter(Boolean);
  const company = parts.at(-1)?.replace(/[.!]$/, "");
  if (parts.length < 2 || !PERSON.test(parts[0]!) || !company) return undefined;
  return WHOLE_COMPANY.test(company) && !ROLE.test(company) && !notCompanies.test(company)
    ? company
    : undefined;
}

/**
 * The weakest sign, read only when no message has a stronger one: a name after "from" or "at"
 * ("Dana from Harbour Foods") — but data, a system or a place comes "from" too ("orders from
 * Shopify", "moving away from QuickBooks", "greetings from Lisbon").
 */
const fromOrAt = new RegExp(
  String.raw`\b(?:here at|(?<!\b(?:away|mov\w*|migrat\w*|switch\w*|transition\w*|upgrad\w*|came|come|comes|coming|moved|data|orders?|pull\w*|import\w*|export\w*|sync\w*|feeds?|rest|[Gg]reetings|[Hh]ello|[Hh]i|[Hh]ey|[Rr]egards|leads?|traffic|reports?|off|quotes?|away|integrat\w*)\s+)from|at)\s+${COMPANY}(?=\s*(?:[,.!;)]|$|\bwe\b|\band\b|\bin\b|\bhere\b|\blooking\b|\bwho\b|\bthat\b|-|—))`,
  "u",
);

/**
 * Words that start a capitalised phrase without being a company ("I", "Q3", "SAP", a place, a
 * team, a month or weekday, "HQ").
 */
const notCompanies = new RegExp(
  `^(?:${[
    ...[
      "I",
      "We",
      "Our",
      "The",
      "A",
      "An",
      "Q[1-4]",
      "SAP",
      "Oracle",
      "NetSuite",
      "Salesforce",
      "HubSpot",
      "Microsoft",
      "Dynamics",
      "Sage",
      "Excel",
      "Outlook",
      "London",
      "Paris",
      "Berlin",
      "Europe",
      "UK",
      "US",
      "USA",
      "Germany",
      "France",
      "Canada",
      "Australia",
      "Home",
      "Work",
      "Scratch",
      "Finance",
      "Sales",
      "IT",
      "HR",
      "Ops",
      "Operations",
      "HQ",
      "Head Office",
      "Headquarters",
      "Head office",
    ],
    ...monthNames,
    ...weekdayNames,
  ].join("|")})\\b`,
);

const ADDRESS_OR_NUMBER = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+|\+?\d[\d\s().-]{5,}\d/g;

/**
 * A company in a message written all in lower case ("i work at brightpath logistics and …"): one
 * to three words after a strong sign of a company, up to the next small word. Only there, since
 * capitals are what tell a name from a description elsewhere.
 */
const LOWER_CUE =
  /\b(?:(?:i|we)\s+work\s+(?:at|for)|(?:called|named)|speaking for|on behalf of|representing|(?:i'm|i am|we're|we are)\s+with|here at)\s+([a-z0-9][a-z0-9&'’-]*(?:\s+[a-z0-9&'’-]+){0,2})/;
const SMALL_WORDS = new Set(
  `a an the and or but so we i in on at to for with of from our my your their it its is are was
  were has have had be been as since because where which who that this these those looking
  currently now right just also need needs want wants using use about around home myself
  ourselves us them you here there please thanks`.split(/\s+/),
);
/** A name after an organisation's "called" is a name in any case: "our company is called blue harbour". */
const CALLED_LOWER = new RegExp(
  String.raw`\b${ORG}\s+(?:is\s+)?(?:called|named)\s+([a-z0-9][a-z0-9&'’-]*(?:\s+[a-z0-9&'’-]+){0,2})`,
  "u",
);
function lowerCaseCompany(text: string): string | undefined {
  const m =
    CALLED_LOWER.exec(text) ??
    (/[A-Z]/.test(text.replace(/\bI\b/g, "")) ? null : LOWER_CUE.exec(text));
  if (!m) return undefined;
  const words: string[] = [];
  for (const w of m[1]!.split(/\s+/)) {
    if (SMALL_WORDS.has(w)) break;
    words.push(w);
  }
  return words.length ? words.join(" ") : undefined;
}

/** The company the prospect says they are, work for or write from, latest first, or undefined. */
export function companyFromMessages(said: readonly string[]): string | undefined {
  const texts = said.map(tame);
  // An address or a number is no company: "reach me at Jane.Roe@Acme.io", "call me at 415-555-0182".
  const latestFirst = [...texts].reverse().map((t) => t.replace(ADDRESS_OR_NUMBER, " "));
  const named = (m: RegExpExecArray | null) => {
    // A sentence ends the name: "from Harbour Foods. Please call…" is Harbour Foods.
    const name = m?.[1]
      ?.replace(/(?<!\b(?:St|Mt|Ft|Dr|Ste))\.\s.*$/s, "")
      .replace(/[.,]$/, "")
      .trim();
    return name && name.length >= 2 && name.length <= 80 && !notCompanies.test(name)
      ? name
      : undefined;
  };
  for (const text of latestFirst) {
    for (const pattern of companyPatterns) {
      const name = named(pattern.exec(text));
      if (name) return name;
    }
    const signed = signatureCompany(text) ?? lowerCaseCompany(text);
    if (signed) return signed;
  }
  for (const text of latestFirst) {
    const name = named(fromOrAt.exec(text));
    if (name) return name;
  }
  return undefined;
}
