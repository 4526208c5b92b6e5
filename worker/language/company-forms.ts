/**
 * Companies told by their own words rather than by a phrase around them: a name in lower case
 * after a strong cue or a role ("cto at kestrel analytics"), a name ending in a legal form in any
 * case ("weber logistik gmbh"), a capitalised name ending in the kind of organisation it is
 * ("Lakeshore Credit Union"). Read by company-names.ts after its phrases.
 */
import {
  DEPARTMENT_FIRST,
  isRole,
  LEGAL_FORMS,
  notCompanies,
  ORG_HEADS,
  ROLES,
} from "./company-words";
import { ORG } from "./size";

/**
 * Whom one is busy with, not where one works: "i'm with patients all day", "we're with a client
 * till 4", "i'm with the kids on fridays".
 */
const BUSY_WITH = String.raw`(?:patients?|customers?|clients?|students?|pupils?|kids|children|guests?|family|residents?|visitors?|members?|someone|people|folks|colleagues)\b`;
/**
 * A company in a message written all in lower case ("i work at brightpath logistics and …", "i
 * look after finance at greyhaven outdoor": someone's work at a place): one
 * to three words after a strong sign of a company, up to the next small word. Only there, since
 * capitals are what tell a name from a description elsewhere.
 */
const LOWER_CUE = new RegExp(
  String.raw`\b(?:(?:i|we)\s+work\s+(?:at|for)|(?:company|firm|business|employer|place)\s+(?:i|we)\s+work\s+(?:for|at)\s+is(?:\s+called)?|(?:i|we)\s+(?:look after|take care of|run|head(?: up)?|manage|lead|handle|do|oversee|am in charge of|work in)\s+(?:the\s+)?[a-z&-]+(?:\s+[a-z&-]+)?\s+(?:at|for)|(?:i|we)\s+(?:own|run|founded|started)|(?:called|named)|speaking for|on behalf of|representing|(?:i'm|i am|we're|we are)\s+with(?!\s+(?:(?:a|my|our|the|some)\s+)?${BUSY_WITH})|(?:i'm|i am)\s+at|here at|we at)\s+([a-z0-9][a-z0-9&'’-]*(?:\s+[a-z0-9&'’-]+){0,2})`,
);
const SMALL_WORDS = new Set(
  `a an the and or but so we i in on at to for with of from our my your their it its is are was
  were has have had be been as since because where which who that this these those looking
  currently now right just also need needs want wants using use about around home myself
  ourselves us them you here there please thanks called named`.split(/\s+/),
);
/**
 * A name after an organisation's "called" or its name's label is a name in any case: "our company
 * is called blue harbour", "Company name: harbour & co".
 */
const CALLED_LOWER = new RegExp(
  String.raw`\b(?:(?:[Cc]ompany|[Ff]irm|[Bb]usiness|[Oo]rgani[sz]ation|${ORG})(?:'s)?\s+name\s*(?::|is)|${ORG}\s+(?:is\s+)?(?:called|named))\s+([a-z0-9][a-z0-9&'’-]*(?:\s+[a-z0-9&'’-]+){0,2})`,
  "u",
);
/** A role held at a company, in any case: "cto at kestrel analytics", "head of ops for acme". */
const ROLE_AT = new RegExp(
  String.raw`\b(?:${ROLES})\b(?:\s+of\s+[\p{L}&-]+)?\s+(?:at|of|for|with)\s+([\p{L}\d][\p{L}\d&'’-]*(?:\s+[\p{L}\d&'’-]+){0,2})`,
  "iu",
);
/** "we are brightside dental, 4 practices", "we're tide and co, a bakery": a name set beside what it is. */
const WE_ARE_LOWER =
  /\b(?:we are|we're)\s+(?!\w+(?:ed|ing|ly)\b|(?:happy|ready|new|small|big|large|busy|keen|open|sure|fine|glad|still|also|now|not|just|only|all|both|here|there|based|located|mostly|currently)\b)([a-z][a-z0-9&'’-]*(?:\s+[a-z0-9&'’-]+){0,2}),\s+(?:a|an|\d)/;
export function lowerCaseCompany(text: string): string | undefined {
  // Every match of CALLED_LOWER holds "name" (or "named") or "called": two plain looks first.
  const called = text.includes("name") || text.includes("called");
  const m =
    (called ? CALLED_LOWER.exec(text) : null) ??
    (/[A-Z]/.test(text.replace(/\bI\b/g, ""))
      ? null
      : (LOWER_CUE.exec(text) ?? ROLE_AT.exec(text) ?? WE_ARE_LOWER.exec(text)));
  const name = m ? leadingName(m[1]!.split(/\s+/)) : undefined;
  // A figure and then what it counts is no name: "we run 3 depots", "we own 2 hotels".
  return name && !/^\d[\d,.]*\s/.test(name) ? name : undefined;
}

/** The words of a name up to the first small word ("kestrel analytics and" → "kestrel analytics"). */
function leadingName(words: string[]): string | undefined {
  const name: string[] = [];
  for (const w of words) {
    if (SMALL_WORDS.has(w.toLowerCase())) break;
    name.push(w);
  }
  return name.length ? name.join(" ") : undefined;
}

/** A legal form, lower-case only where no English word is spelt the same ("gmbh", "ltd"). */
const LEGAL_FORM = new RegExp(
  String.raw`(?<![\p{L}\d])(?:ltd|llc|llp|gmbh|plc|corp|pty|LTD|INC|GMBH|PLC|${LEGAL_FORMS})(?![\p{L}\d])`,
  "gu",
);

/**
 * A name ending in a legal form, in any case and anywhere: "katrin from weber logistik gmbh",
 * "Corbel Freight Ltd" — up to four words before it, back to a small word or a clause's end.
 */
export function legalName(text: string): string | undefined {
  for (const m of text.matchAll(LEGAL_FORM)) {
    const before = text
      .slice(0, m.index)
      .split(/[\n,;:.!?()|—–]|\s-\s/)
      .at(-1)!
      .trim();
    const words = before.split(/\s+/).filter(Boolean).slice(-4).reverse();
    const name = leadingName(words)?.split(" ").reverse().join(" ");
    // "S.p.A." keeps its last dot, which the form's pattern leaves to the sentence.
    const form = m[0].includes(".") && text[m.index + m[0].length] === "." ? `${m[0]}.` : m[0];
    if (name && !notCompanies.test(name) && !isRole(name)) return `${name} ${form}`;
  }
  return undefined;
}

/**
 * A capitalised name ending in the kind of organisation it is: "Lakeshore Credit Union", "Tarn
 * Valley Dairies", "Quayside Housing Association", "Route 66 Logistics", "The Hartley Group" —
 * two to four words, a figure among them but not first, the first no department. A leading
 * "The" is part of the name as written; the words after it are what is judged.
 */
const HEADED = new RegExp(
  String.raw`(?<![\p{L}\d&'’-])(?<!\p{Lu}[\p{L}'’-]*\s)((?:The\s+)?\p{Lu}[\p{L}'’-]*\s+(?:&\s+)?(?:(?:\p{Lu}[\p{L}'’-]*|\d+)\s+(?:&\s+)?){0,2}(?:${ORG_HEADS}))\b(?!\s+\p{Lu})`,
  "gu",
);
const LEADING_SMALL =
  /^(?:From|At|For|With|In|By|To|Of|On|Via|And|Or|But|Dear|Hello|Hi|Hey|Thanks|Regards)\s+/;
export function headedName(text: string): string | undefined {
  for (const m of text.matchAll(HEADED)) {
    // A preposition or a greeting before it is no part of it: "From Vantage Point Retail".
    const name = m[1]!.replace(LEADING_SMALL, "");
    const words = name.replace(/^The\s+/, "");
    // "The Group" alone is no name: a word of its own before the kind of organisation.
    if (/\s/.test(words) && !notCompanies.test(words) && !DEPARTMENT_FIRST.test(words)) return name;
  }
  return undefined;
}
