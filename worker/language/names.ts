/**
 * The name a prospect gave in a Clarity chat (docs/decisions/025), so their chat lead carries it:
 * "my name is Dana Reyes", "I'm Dana", "this is Dana from Acme", "Dana Reyes here". Read from the
 * prospect's own messages, the latest saying first; one to three capitalised words, never a role
 * or a word that only looks like a name ("I'm Head of Finance", "I'm Interested").
 */
import { tame } from "./normalise";

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
const companyPatterns = [
  new RegExp(
    String.raw`\b(?:[Cc]ompany|firm|business|employer|organi[sz]ation)(?:'s name)?(?:\s*:\s*|\s+)(?:is\s+)?(?:called\s+|named\s+)?${COMPANY}`,
    "u",
  ),
  new RegExp(String.raw`\b(?:I|we)\s+(?:work|am|are)\s+(?:for|at|with)\s+${COMPANY}`, "u"),
  new RegExp(
    String.raw`\b(?:I'm|I am|this is|it's)\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s+(?:from|at|with)\s+${COMPANY}`,
    "u",
  ),
  new RegExp(
    String.raw`\b[Ww]e(?:'re|’re| are)\s+${COMPANY}(?=\s*(?:[,.!;]|$|\bin\b|\b-|—|,))`,
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

/**
 * The company in a signature, the message's last line: "— Mark, Vireo Labs", "Anna Lee | Northgate
 * Homes", "Best regards, Lisa Moreau, CFO, Castellan Wines" — a person's name first, the company
 * last, a role between; a line that is one alone is no signature.
 */
function signatureCompany(text: string): string | undefined {
  const lines = text
    .split(/\n/)
    .map((l) => l.trim())
    .filter(Boolean);
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

/** Words that start a capitalised phrase without being a company ("I", "Q3", "SAP", months). */
const notCompanies =
  /^(?:I|We|Our|The|A|An|Q[1-4]|SAP|Oracle|NetSuite|Salesforce|HubSpot|Microsoft|Dynamics|Sage|Excel|Outlook|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|London|Paris|Berlin|Europe|UK|US|USA|Germany|France|Canada|Australia|Home|Work|Scratch|Finance|Sales|IT|HR|Ops|Operations)\b/;

const ADDRESS_OR_NUMBER = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+|\+?\d[\d\s().-]{5,}\d/g;

/** The company the prospect says they are, work for or write from, latest first, or undefined. */
export function companyFromMessages(said: readonly string[]): string | undefined {
  const texts = said.map(tame);
  // An address or a number is no company: "reach me at Jane.Roe@Acme.io", "call me at 415-555-0182".
  const latestFirst = [...texts].reverse().map((t) => t.replace(ADDRESS_OR_NUMBER, " "));
  const named = (m: RegExpExecArray | null) => {
    // A sentence ends the name: "from Harbour Foods. Please call…" is Harbour Foods.
    const name = m?.[1]
      ?.replace(/\.\s.*$/s, "")
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
    const signed = signatureCompany(text);
    if (signed) return signed;
  }
  for (const text of latestFirst) {
    const name = named(fromOrAt.exec(text));
    if (name) return name;
  }
  return undefined;
}
