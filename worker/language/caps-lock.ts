/**
 * A message typed with caps lock on ("SALESFORCE. ITS A MESS. 45 USERS") is read as if typed in
 * lower case, each sentence opened with a capital: in capitals every word looks like a name, and
 * "MESS" and "USERS" had gone on the integration list. Only the words that are written in capitals
 * anyway stay so: kinds of system, job titles, currencies, acronyms of teams and of a few
 * products. A word shouted inside a message written in lower case is read apart
 * (clarity-shouted.ts).
 */
import { months, weekdays } from "./vocabulary";

/** Words written in capitals whatever the message's case. */
const CAPITALS = new Set(
  `erp crm cpq ai ml mrp wms tms edi hr hris pos plm hcm bi api saas ceo cfo coo cto cio ciso vp
  svp evp md fte ftes roi rfp rfq sow kpi kpis uk usa eu uae emea apac usd gbp eur chf aud cad nzd
  sgd zar inr jpy sap myob ifs qad jde ax gp nav b1 ap ar po pos sku skus hq llc ltd gmbh plc inc
  sme smb`.split(/\s+/),
);

/** Months and weekdays, written with a capital ("may" is also the verb: left in lower case). */
const TITLED = new Set([...months.filter((m) => m !== "may"), ...weekdays]);

/** "IT" beside a team's words or in a list is the team; else it is "it". */
const IT_TEAM =
  /(?<=\b(?:OUR|THE|AND|&|IN|FROM|WITH|,)\s*)IT\b(?!\s+(?:IS|WAS|WILL|WOULD|CAN|HAS|NEEDS|WORKS|TAKES)\b)|\bIT(?=\s+(?:TEAM|DEPT|DEPARTMENT|DIRECTOR|MANAGER|LEAD|HEAD|GUY|GUYS|PEOPLE|STAFF|SUPPORT|AND|&)\b|\s*[,.]|$)/g;

/** Whether a text is written all in capitals: eight letters or more, nine in ten of them capitals. */
export function capsLocked(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < 8) return false;
  const upper = letters.filter((l) => l !== l.toLowerCase()).length;
  return upper / letters.length >= 0.9 && (text.match(/\b\p{Lu}{3,}\b/gu) ?? []).length >= 2;
}

/** The text as if typed with caps lock off, or the text itself when it is not in capitals. */
export function uncapped(text: string): string {
  if (!capsLocked(text)) return text;
  const team = new Set([...text.matchAll(IT_TEAM)].map((m) => m.index));
  return text
    .replace(/\p{L}[\p{L}'’]*/gu, (word, at: number) => {
      const lower = word.toLowerCase();
      if (CAPITALS.has(lower) || team.has(at)) return word;
      return TITLED.has(lower) ? word[0] + lower.slice(1) : lower;
    })
    .replace(/\bi\b(?!\.)/g, "I")
    .replace(
      /(^\s*|[.!?]\s+)(\p{Ll})/gu,
      (_m, before: string, first: string) => before + first.toUpperCase(),
    );
}
