import { distance } from "fastest-levenshtein";
import { swapped } from "../../language/slips";

/**
 * Names in a message matched against what the dashboard holds: the pipeline's companies
 * ("Atlas", "the Atlas deal", "Meridian's") and the recent activities' contacts ("Priya",
 * "Marcus Webb at Meridian"). Pure and linear in the message.
 */

/** Words too common to name a company on their own ("Meridian Health Partners" ≠ "health"). */
const generic = new Set(
  "the and of co corp corporation inc llc ltd group partners partner health logistics manufacturing industries company companies holdings systems solutions services technologies technology global international deal deals team".split(
    " ",
  ),
);

const wordsOf = (text: string): string[] =>
  text.toLowerCase().match(/[a-z0-9]+(?:['’][a-z]+)?/g) ?? [];

/** `said` is `name` with one slip of the keyboard (two in a long name), the first letter right. */
function slipOf(said: string, name: string): boolean {
  if (said.length < 5 || said[0] !== name[0] || Math.abs(said.length - name.length) > 2)
    return false;
  return distance(said, name) <= (name.length >= 8 ? 2 : 1) || swapped(said, name);
}

/** "the logistics deal", "the health partners one": words that fit one company only. */
const dealByWords = /\bthe ([a-z]+(?: [a-z]+)?) (?:deal|account|opp\w*|one)\b/i;
function byCommonWords(text: string, companies: readonly string[]): string[] {
  const words = dealByWords.exec(text)?.[1]?.toLowerCase().split(" ");
  if (!words) return [];
  const fits = companies.filter((c) => words.every((w) => wordsOf(c).includes(w)));
  return fits.length === 1 ? fits : [];
}

/** The words a company can be called by: its significant words, first word always. */
function callNames(company: string): string[] {
  const words = wordsOf(company);
  return words.filter((w, i) => w.length > 2 && (i === 0 || !generic.has(w)));
}

/**
 * The known companies a message names, best match first: a full name beats a word of a name,
 * and a name matched by more of its words beats one matched by fewer. Two companies that match
 * equally well ("Northwind" for Northwind Logistics and Northwind Traders) both come back: the
 * caller asks which.
 */
export function namedCompanies(text: string, companies: readonly string[]): string[] {
  const lower = ` ${text.toLowerCase().replace(/['’]s\b/g, "")} `;
  const words = wordsOf(lower);
  // "north wind", "meri dian": a name split in two by a dictation or a slip is read joined.
  const joined = words
    .slice(1)
    .flatMap((w, i) => (w.length >= 3 && words[i]!.length >= 3 ? [`${words[i]}${w}`] : []));
  const said = new Set([...words, ...joined]);
  const unique = [...new Set(companies)];
  const scored = unique.map((company) => {
    const full = lower.includes(` ${company.toLowerCase()}`) ? 100 : 0;
    const names = callNames(company);
    const exact = names.filter((w) => said.has(w)).length;
    // A name typed in a hurry ("northwnd", "meridan") counts for less than one spelt right.
    const slips = exact ? 0 : names.filter((w) => [...said].some((s) => slipOf(s, w))).length;
    return { company, score: full || exact || slips / 2 };
  });
  const best = Math.max(0, ...scored.map((s) => s.score));
  return best > 0
    ? scored.filter((s) => s.score === best).map((s) => s.company)
    : byCommonWords(text, unique);
}

/** Words that start a capitalized phrase but are not a name. */
const notNames = new Set(
  "I We The A An It Our My Just Please Can Could Would Move Set Update Change Mark Push Bump Add Log What How Which Who Is Are Do Does Had Have Has Called Emailed Met Sent Spoke Yes No".split(
    " ",
  ),
);

/** A run of capitalized words ("Acme Widgets", "Umbrella Corp") starting at or after `from`. */
export function capitalizedPhrase(text: string, from = 0): string | undefined {
  const re = /\b[A-Z][\w&'.-]*(?:\s+(?:&\s+)?[A-Z][\w&'.-]*)*/g;
  re.lastIndex = from;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const words = m[0].split(/\s+/).filter((w, i) => i > 0 || !notNames.has(w));
    const phrase = words.join(" ").replace(/['’]s$|[.,]$/, "");
    if (phrase && !notNames.has(phrase)) return phrase;
  }
  return undefined;
}

export interface Person {
  name: string;
  /** The company as said, when said ("Meridian", "Initech"). */
  company?: string;
  /** `name` is a group or a role at the company ("Team", "IT lead"), not a person. */
  role?: boolean;
}

/** A name ending in a word that only companies end in ("Mistral Foods", "Krupp GmbH"). */
const companyWord =
  /\s(?:inc|llc|ltd|gmbh|ag|sa|plc|corp|corporation|co|company|group|partners|holdings|industries|logistics|manufacturing|systems|solutions|services|technologies|labs|foods|capital|dental|health|bank|motors|media|ventures|studios|pharma|energy|insurance|airlines|trading|consulting)\.?$/i;

const firstNameOf = (contact: string) => contact.split(/\s+/)[0]!.toLowerCase();
const personOf = (contact: string) => contact.split(/\s+[-–—]\s+/)[0]!.trim();
const companyOf = (contact: string) => contact.split(/\s+[-–—]\s+/)[1]?.trim();

/**
 * The contact as "Name - Company": a known contact when the first name (and the company, if
 * said) fits one of the recent activities ("Priya" → "Priya Natarajan - Atlas Manufacturing");
 * else the name with the company as the pipeline spells it, or as said. `undefined` when no
 * company is known for a new name: the caller asks.
 */
export function resolveContact(
  person: Person,
  contacts: readonly string[],
  companies: readonly string[],
): string | undefined {
  // "Priya's team": a recent contact's first name where the company would be.
  const theirs = contacts.find(
    (c) =>
      person.company &&
      !person.company.includes(" ") &&
      firstNameOf(c) === person.company.toLowerCase(),
  );
  const companySaid = theirs ? companyOf(theirs) : person.company;
  const said = companySaid ? namedCompanies(companySaid, companies)[0] : undefined;
  const company = said ?? companySaid;
  if (person.role) return company ? `${person.name} - ${company}` : undefined;
  // "emailed the SOW to Mistral Foods": a company's name where a person would be.
  if (companyWord.test(person.name)) return `Team - ${said ?? person.name}`;
  const named = person.name.toLowerCase();
  const known = contacts.find((c) => {
    const who = personOf(c).toLowerCase();
    const fits = named.includes(" ") ? who === named : firstNameOf(c) === named;
    const at = companyOf(c);
    return fits && (!company || !at || namedCompanies(company, [at]).length > 0);
  });
  if (known) return known;
  if (company) return `${person.name} - ${company}`;
  // "had a demo with Atlas": a company of the pipeline named where a person would be.
  const team = person.name.includes(" ") ? [] : namedCompanies(person.name, companies);
  return team.length === 1 ? `Team - ${team[0]}` : undefined;
}

/**
 * The message with the known contacts' names capitalized ("emailed sarah" → "emailed Sarah"), so
 * a name typed in lower case reads like one. Bounded: a few contacts, two words each.
 */
export function capitalizeKnown(text: string, contacts: readonly string[]): string {
  let out = text;
  for (const contact of contacts.slice(0, 10))
    for (const word of personOf(contact).split(/\s+/).slice(0, 3)) {
      if (!/^[A-Z][a-z'’-]{2,}$/.test(word)) continue;
      out = out.replace(new RegExp(`\\b${word.toLowerCase()}\\b`, "g"), word);
    }
  return out;
}

/**
 * "Priya's deal", "the deal with Marcus": a deal named by a recent contact, as its company's
 * name, so every reader downstream sees the deal itself.
 */
export function contactDealsNamed(
  text: string,
  contacts: readonly string[],
  companies: readonly string[],
  /** Any mention of a contact's name, not only "Priya's deal" (for questions). */
  bare = false,
): string {
  if (bare && namedCompanies(text, companies).length) return text;
  const said = bare
    ? /\b([A-Za-z]+)(?:['’]s)?()\b()()/g
    : /\b([A-Za-z]+)(?:\s+[A-Za-z]+)?['’]s\s+(deal|opp\w*|account)\b|\b(deal|opp\w*|account)\s+with\s+([A-Za-z]+)\b/g;
  return text.replace(
    said,
    (said, before?: string, _noun?: string, _noun2?: string, after?: string) => {
      const first = (before ?? after ?? "").toLowerCase();
      const contact = contacts.find((c) => firstNameOf(c) === first);
      const company = contact && namedCompanies(companyOf(contact) ?? "", companies);
      if (company?.length !== 1) return said;
      return bare ? company[0]! : `${company[0]} ${before ? "deal" : ""}`.trim();
    },
  );
}
