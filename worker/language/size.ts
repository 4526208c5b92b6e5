/**
 * A company's headcount: "300 employees", "a 150-person company", "about 80 staff", "the company
 * is about 450 people", "we're ~200 ppl", "headcount of 300", "1.2k employees", "two hundred
 * people". A department's size ("finance is 8 people") is not the company's.
 */
import { ROLES } from "./company-words";
import { retracted } from "./corrections";
import { normalise } from "./normalise";
import { figures, toNumber, unitValue } from "./numbers";
import { bandsAtMiddle, changedTo, plainCounts, sumsAdded } from "./size-bands";
import { clauseAt, partAt } from "./size-clauses";
import { ownOfGroup } from "./size-group";
import { countListed } from "./size-listed";
import { EACH_WORD, PLACE, perPlaceTotal, placesTotal } from "./size-places";
import { middleOfRanges } from "./size-ranges";
import { rolesAdded } from "./size-roles";
import { tradeAndOffice } from "./size-roles-shared";
import { countSaidAgain } from "./size-said-again";
import { sitesListed } from "./size-sites-listed";
import { DEPARTMENTS, HEDGED, N, OCCUPATIONS, ORG, PEOPLE } from "./size-words";
import { inWorkArea as areaAfter } from "./size-work-areas";
import { sizeWritten } from "./size-written";
import { moneyWords } from "./vocabulary";

export { ORG };

/**
 * After "a group of 6", a plural noun that names no people counts things ("6 dental practices");
 * these words end in "s" without being one.
 */
const NOT_A_THING = String.raw`(?:across|plus|as|is|was|has|its|this|thus|us|less|unless|perhaps|always|besides|towards|whereas)\b`;

/** "we have 120 people", "the company is about 450 people": whoever "we" are, counted. */
const WE_COUNT = new RegExp(
  String.raw`\b(?:we(?:'re| are)|we have|we employ|(?:the|our) ${ORG} (?:is|has|employs)|there are|employing|(?:we're|we are) a team of)\s+(?:about|around|approximately|roughly|nearly|almost|over|just over|just under|under|some|close to|\s)*${N}\s*${PEOPLE}(?!\s+(?:in|on|at)\s+(?:the |our )?(?:${DEPARTMENTS}|team|department|dept)\b)`,
  "i",
);

const patterns = [
  // The whole said against a part: "80 people in finance and 600 overall", "900 staff in total".
  new RegExp(
    String.raw`${PEOPLE}\s+(?:in|on)\s+(?:the\s+|our\s+)?(?:${DEPARTMENTS})\b[^.]*?\b(?:and|but|with|of)\s+(?:${HEDGED}|\s)*${N}\s*(?:${PEOPLE}\s+)?(?:overall|in total|all told|altogether|company[- ]wide|in the (?:company|business|group))\b`,
    "i",
  ),
  new RegExp(
    String.raw`${N}\s*${PEOPLE}\s+(?:overall|in total|total|all told|altogether|company[- ]wide)\b`,
    "i",
  ),
  // The whole with the rest counted in: "maybe 70 with the support staff", "about 90 including
  // the drivers", "120 if you count the part-timers".
  new RegExp(
    String.raw`(?<![$€£]\s?)(?<![\d.,])${N}\s+(?:with|including|incl\.?|counting|if (?:you|we) (?:include|count))\s+(?:the\s+|our\s+|all\s+(?:the\s+|our\s+)?)?(?:[\w-]+\s+){0,2}?(?:${PEOPLE}|${OCCUPATIONS}|lads|guys|girls|folks?|team|admin|everyone|rest|others|part-timers|temps|seasonals?|contractors)\b`,
    "i",
  ),
  // A bare figure said to be the whole firm: "70 in the warehouse and 210 in the company overall",
  // "about 210 overall" — no sign of money or a unit before or after it.
  new RegExp(
    String.raw`(?<![$€£]\s?)(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)()\s+(?:in the (?:whole |entire )?${ORG}(?:\s+(?:overall|in total|all told|altogether))?|(?:overall|in total|all told|altogether)\b(?!\s+(?:budget|cost|spend|price)))(?=\s*(?:[,;!?]|\.(?!\d)|$|\band\b|\bbut\b))`,
    "i",
  ),
  // "a 150-person company", "200-employee firm"
  new RegExp(
    String.raw`${N}[- ](?:person|people|employee|staff|strong|head)\s+(?:(?:\w+\s+){0,2}${ORG}|workforce\b)`,
    "i",
  ),
  // What "we" are or "I" run, of any trade: "we're a 12-person bakery", "I run an 80-staff
  // vineyard", "owner of a 30-person print shop", "ops manager at a 60 person HVAC contractor" —
  // never a team or a department of it.
  new RegExp(
    String.raw`\b(?:we(?:'re| are)|i (?:own|run|manage|founded|started|co-founded)|(?:owner|founder|co-founder|md|ceo|director|head) of|i work (?:at|for|in)|\b(?:${ROLES}|analyst|engineer|administrator|admin|accountant|consultant|coordinator|supervisor|bookkeeper)\s+(?:at|with))\s+(?:a|an)\s+(?:small\s+|growing\s+|family[- ]run\s+)?${N}[- ](?:person|people|employee|staff|strong|head)\s+(?!(?:[\p{L}-]+\s+){0,2}?(?:teams?|departments?|dept|units?|crews?|squads?|divisions?|functions?|pods?|shifts?|desks?)\b)(?!(?:${DEPARTMENTS})\b)\p{L}`,
    "iu",
  ),
  // The one person doing a job for everyone: "I'm the only IT person for 260 people", "sole
  // admin supporting about 90 staff" — those people are the company.
  new RegExp(
    String.raw`\b(?:only|sole|single|lone)\s+(?:[\w-]+\s+){0,2}?(?:person|guy|admin|administrator|manager|lead|engineer|tech)\s+(?:for|across|supporting|covering|serving|looking after)\s+(?:${HEDGED}|\s)*${N}\s*(?:${PEOPLE}|users)\b`,
    "i",
  ),
  // "headcount of 300", "headcount is about 300", "staff of 80", "headcount ~1,100", "headcount: 450",
  // a form's field "Size ~120" (a field's own label: "deal size" is none); "140 staff over 5
  // offices" is no staff of 5: a figure's unit labels nothing
  new RegExp(
    String.raw`(?:(?:^|[|;•\n]\s*)size\s*(?=[:~=≈–—-])|\b(?:headcount|(?<!\d\s{0,3})staff|workforce|team size|company size|(?:org|organi[sz]ation|business|firm) size|size of (?:the |our )?${ORG}|employees\s*[:–—-]|employees\s*\([^()]{1,20}\)\s*[:–—-]|fte'?s?\s*[:–—-]|staff count|employee count|number of (?:employees|staff|ftes?)))\s*(?:${HEDGED}|of|is|'s|=|:|–|—|-|at|sits|stands|comes to|totals|\s)*${N}`,
    "i",
  ),
  // The whole firm as a team: "a team of 60 across three sites", "a company of 120", "we're
  // 40-strong" — never a department's team ("our finance team of 8").
  // The company's own figure beats a team's: "a team of 8 in a company of 2,000+", "our team is
  // 25 people, the company around 300".
  new RegExp(
    String.raw`(?<!\b(?:${DEPARTMENTS})\s+)(?:\b(?:(?:a|an|our|the|whole)\s+)?(?:small\s+|growing\s+|whole\s+|entire\s+|lean\s+)?${ORG}\s+of\s+(?:${HEDGED}|\s)*${N}(?!\s*(?:${DEPARTMENTS}|customers|clients|users|sites|offices|locations|stores|years)\b|\s*(?:(?!${NOT_A_THING})[a-z-]+\s+)?(?!${NOT_A_THING}|(?:${PEOPLE}|${OCCUPATIONS})\b)[a-z]{3,}s\b))`,
    "i",
  ),
  new RegExp(
    String.raw`\b(?:the|our|whole)\s+${ORG}\s+(?:(?:is|has)\s+)?(?:${HEDGED})\s+(\d{1,3}(?:,\d{3})+|\d+)\s*(?:${PEOPLE})?(?=\s*(?:[,;!]|\.(?!\d)|$))`,
    "i",
  ),
  new RegExp(
    String.raw`(?<!\b(?:${DEPARTMENTS})\s+)(?:\b(?:(?:a|an|our|the|whole)\s+)?(?:small\s+|growing\s+|whole\s+|entire\s+|lean\s+)?(?:team|${ORG})\s+of\s+(?:${HEDGED}|\s)*${N}(?!\s*(?:${DEPARTMENTS}|customers|clients|users|sites|offices|locations|stores|years)\b|\s*(?:(?!${NOT_A_THING})[a-z-]+\s+)?(?!${NOT_A_THING}|(?:${PEOPLE}|${OCCUPATIONS})\b)[a-z]{3,}s\b))`,
    "i",
  ),
  // "we're 35 strong", "Kestrel Analytics is 35 strong" (a team's strength is a department's).
  new RegExp(
    String.raw`\b(?:we(?:'re| are)|(?<!\b(?:team|department|dept|crew|squad|unit|division)\s)(?:is|are))\s+(?:an?\s+)?(?:${HEDGED}|\s)*${N}[- ]strong`,
    "i",
  ),
  // "we're closer to 160 in total", "we are 90 all told": the whole firm by the word for all.
  new RegExp(
    String.raw`\bwe(?:'re| are)\s+(?:${HEDGED}|\s)*${N}\s+(?:in total|all told|overall|altogether|all in)\b`,
    "i",
  ),
  // "there are 300 of us", "we're about 80 of us"
  new RegExp(
    String.raw`\b(?:there are|there's|we(?:'re| are))\s+(?:${HEDGED}|\s)*${N}\s*of us\b`,
    "i",
  ),
  new RegExp(String.raw`\bwe number\s+(?:${HEDGED}|\s)*${N}(?![\d,]|\.\d)`, "i"),
  // "actually we're 75 now", "we are about 60 today": a bare figure closing a "we are" — no unit
  // after it ("we're 2 weeks late", "we're 100% sure" are no headcount).
  new RegExp(
    String.raw`\bwe(?:'re| are)\s+(?:now\s+)?(?:${HEDGED}|\s)*(?!(?:19|20)\d\d\b)(\d{1,3}(?:,\d{3})+|\d+)(?:-?ish)?\s*(?:now|today|these days|at the moment|currently)?\s*(?:[,;!?]|\.(?!\d)|$|(?:but|and|though|although|yet|so)\s+(?!(?:a|an)\s+half\b))`,
    "i",
  ),
  // "the company is about 450 people", "we are 120 people", "we're 200 employees"
  WE_COUNT,
  // The whole firm with a bare figure: "the whole company is roughly 400", "our firm totals 120" —
  // never its age, share, sites or turnover.
  new RegExp(
    String.raw`\b(?:the|our)\s+(?:whole\s+|entire\s+)?${ORG}\s+(?:is|totals|numbers|counts|employs)\s+(?:${HEDGED}|\s)*${N}(?![\d,]|\.\d|\s*(?:%|${moneyWords.source}|(?:years?|yrs?|months?|percent|sites?|offices?|locations?|countries|stores|million|mn?|bn|billion)\b))`,
    "i",
  ),
  // "about 450 across two countries", "we're 90 over three sites": the whole firm, by where it is.
  new RegExp(
    String.raw`(?:\b(?:${HEDGED}|we(?:'re| are))\s+)${N}(?:\s*${PEOPLE})?\s+(?:across|over|in|on)\s+(?:\d+|several|multiple|both|our|all)\s+(?:countries|sites|offices|locations|plants|regions|depots|branches|states|continents|factories)\b`,
    "i",
  ),
  // The count set beside what "we" are: "we're a small firm, 60 or so", "we are a mid-sized
  // manufacturer – 220 or thereabouts" (a figure with nothing after it but its hedge).
  new RegExp(
    String.raw`\b[Ww]e(?:'re|’re| are)\s+(?:a|an)\s+(?:[\w-]+\s+){0,3}?${ORG}\s*(?:,|–|—|\s-|:)\s*(?:${HEDGED}|\s)*(?!(?:19|20)\d\d\b)${N}(?:\s*(?:or so|or thereabouts|-?odd))?(?=\s*(?:[,.;!?)]|$|\band\b|\bbut\b))`,
    "u",
  ),
  // The firm's strength, or its count with the staff it only sometimes has, said after what
  // "we" are or a word for staff: "We're a dairy co-op in the Waikato, 120 strong", "staff-wise
  // it's 350", "350 if you count seasonal".
  new RegExp(
    String.raw`\bwe(?:'re| are)\b[^.;!?]{0,60}?(?:,|–|—|\s-)\s*(?:${HEDGED}|\s)*${N}[- ]strong\b`,
    "i",
  ),
  // "Around 120 strong.": the strength said alone, opening its sentence.
  new RegExp(
    String.raw`(?:^|[.;!?]\s+)(?:(?:${HEDGED})\s+)?${N}[- ]strong\b(?!\s+(?:team|crew|unit)\b)`,
    "i",
  ),
  new RegExp(
    String.raw`\b(?:staff|head-?count|people|size|employee)[- ]wise,?\s+(?:it's|it is|we're|we are|we have|there are)\s+(?:${HEDGED}|\s)*${N}(?![\d,]|\.\d|\s*%)`,
    "i",
  ),
  new RegExp(
    String.raw`${N}\s*(?:${PEOPLE}\s*)?,?\s+(?:if you (?:count|include|add)|counting|including|incl\.?)\s+(?:the\s+|our\s+)?(?:seasonals?|seasonal (?:staff|workers|hires|pickers)|temps|casuals|part-?timers|contractors|agency (?:staff|workers))\b`,
    "i",
  ),
  // "300 employees", "80 staff", "450 people in the company"
  new RegExp(
    String.raw`(?<!\b(?:${DEPARTMENTS})\s+(?:team|department|dept)\s+of\s+(?:${HEDGED}|\s)*)${N}\s*${PEOPLE}(?!\s+(?:in|on|at)\s+(?:the |our )?(?:finance|sales|it|ops|operations|support|warehouse|hr|team|department|dept|shop floor|plant))`,
    "i",
  ),
];

/** Whether a count's people are placed where a team works: "40 people in production". */
const inWorkArea = (text: string, m: RegExpExecArray) =>
  areaAfter(text.slice(m.index + m[0].length));

/**
 * A clause that counts people without counting the company: people hired, lost or to come ("we
 * hired 20 people last year", "60 more staff", "we'll be nearer 90 people by next autumn"), or a department's own size ("our finance team is
 * 6 people").
 */
const NOT_THE_COMPANY = new RegExp(
  String.raw`\b(?:hired?|hiring|recruit\w*|onboard\w*|lost|laid off|let go|fired|added|adding|new (?:hires|starters|joiners))\b|\d\s+more\b|\b(?:we'll|we will|will|should|expect to|plan to|going to|aim to)\s+(?:be|hit|reach|grow to|have)\b(?!\s+(?:about|around)?\s*\d[\d,]*\s*(?:now|today))|\b(?:our|the|my)\s+(?:${DEPARTMENTS})\s+(?:team|department|dept|function)?\s*(?:is|are|has|of)\b`,
  "i",
);

/**
 * Past the phrases: a clause that counts the people of whoever "we" are, in any words — "60-odd
 * people", "60 on the payroll", "about 60 of us", "we employ 60", "we are 60 in London", "fifty
 * people work here" — the subject we, us, our firm or here; never a clause that counts others.
 */
// "a 75 person team" counts the firm when "we" are it; a department's team is no company.
const STAFFISH = `(?:${PEOPLE}|person(?!\\s+(?:${DEPARTMENTS})\\b)|folks|souls|of us|on (?:the |our )?(?:payroll|books)|full-?timers|heads)`;
/** A time said between "we're" and the figure: "we're now 38", "we are currently 200". */
const NOW = String.raw`(?:(?:now|currently|still|today|presently)\s+)?`;
const BY_CLAUSE = [
  new RegExp(String.raw`${N}(?:[- ]odd|\s+or so)?\s*${STAFFISH}`, "i"),
  new RegExp(
    String.raw`\bemploy(?:s|ing)?\s+(?:${HEDGED}|\s)*${N}(?!\d|[.,]\d|\s*(?:%|${moneyWords.source}|k\b|m\b|years?\b))`,
    "i",
  ),
  new RegExp(
    String.raw`\b[Ww]e(?:'re| are)\s+${NOW}(?:${HEDGED}|\s)*${N}\s+(?:in|at|across|between)\s+${PLACE}`,
    "u",
  ),
  // "we're now 38 across the three clinics", "we are 200 between 4 sites": places counted.
  new RegExp(
    String.raw`\b[Ww]e(?:'re| are)\s+${NOW}(?:${HEDGED}|\s)*${N}\s+(?:in|at|across|between|over|split (?:across|between))\s+(?:the\s+|our\s+)?(?:\d+|both|all|several|multiple)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+s\b`,
    "u",
  ),
];
const WHOSE = new RegExp(
  String.raw`\b(?:we|we've|we're|us|our|here|there's|there are|in total|overall|employ\w*|payroll|on (?:the |our )?books|${ORG})\b`,
  "i",
);
function sizeByClause(text: string): number | undefined {
  for (const re of BY_CLAUSE) {
    const m = re.exec(text);
    if (!m) continue;
    const clause = clauseAt(text, m.index);
    if (!WHOSE.test(clause) || NOT_THE_COMPANY.test(partAt(text, m.index))) continue;
    if (re === BY_CLAUSE[0] && inWorkArea(text, m)) continue;
    const n = Math.round(toNumber(m[1]!) * unitValue(m[2]));
    if (n >= 5) return n;
  }
  return undefined;
}

/** A trade counted ("65 engineers"): a word the patterns need too. */
const TRADES = new RegExp(String.raw`\b(?:${OCCUPATIONS})\b`, "i");
/** The company's headcount, or undefined (a team of under five is not a company size). */
/** A word every pattern below needs: without one, no pattern runs (most messages have none). */
const NEEDS =
  /empl|staf|peop|mitarbeit|angestellt|beschäftigt|salari|collaborat|medewerk|werknem|dipendent|pepl|ppl|person|worker|colleag|fte|full[- ]?time|head|workforce|team|strong|size|compan|firm|busines|organi|manufactur|distribut|group|broker|agency|practice|charity|profit|retail|wholesal|operation|shop|outfit|\borg\b|\bemps?\b|\bhc\b|\bpax\b|\bcrew\b|\bguys\b|of us|folks|payroll|on the books|employ|\bwe are \d|we number|\bwe(?:'re| are) (?:now )?\S*\s?\d|start-?up|scale-?up|studio|consult|bank|insurer|school|hospital|clinic|producer|supplier|provider|maker|\bacross\b|\bover \w+ (?:sites|countries|offices|plants)|in total|all told|overall|altogether|all in\b|seasonal|\btemps\b|casuals|\w-wise\b/i;

/** "140-odd people": a figure hedged, read as the figure. */
const ODD = /(\d)[- ]odd\b/gi;

export function readCompanySize(raw: string): number | undefined {
  // "part of a group of 2,000, but our business is 180": the business's own count (size-group.ts).
  return ownOfGroup(raw, sizeOf) ?? sizeOf(raw);
}

function sizeOf(raw: string): number | undefined {
  const needs = NEEDS.test(raw) || TRADES.test(raw);
  // "two sites of ~150 each" names no people: the word "each" alone calls for that one reading.
  // "two plants of 150", "4 sites x 25 people": places times people without the word.
  const each =
    EACH_WORD.test(raw) ||
    /(?:centres|centers|outlets|sites|offices|locations|plants|branches|stores|depots|factories|shops|warehouses|clinics|hospitals|schools|hotels|restaurants|properties|practices|venues|studios|yards)\s+(?:of|with|x|×|\*)\s*(?:\S+\s+)?\S*\d/i.test(
      raw,
    );
  if (!needs && !each) return undefined;
  // Every reading below counts a figure: a clause with none (most of a long message's) is read
  // no further. Number words are figures by then ("two hundred staff").
  // "a few hundred staff" is a figure too (size-bands.ts).
  if (!/\d/.test(figures(normalise(raw))) && !/hundred|thousand/i.test(raw)) return undefined;
  // "1'200 employees": the Swiss apostrophe between thousands.
  // A form's band ("Employees: 51-200") and a sum ("40 (UK) + 25 (PL)") become one figure first.
  const text = middleOfRanges(
    bandsAtMiddle(
      sumsAdded(
        plainCounts(changedTo(countSaidAgain(figures(retracted(sizeWritten(normalise(raw)))))))
          .replace(ODD, "$1")
          .replace(/(?<=\d)['’](?=\d{3}\b)/g, ","),
      ),
    ),
  );
  const parts =
    (needs
      ? (placesTotal(text) ?? rolesAdded(text) ?? tradeAndOffice(text) ?? sitesListed(text))
      : undefined) ?? (each ? perPlaceTotal(text) : undefined);
  if (parts !== undefined || !needs) return parts;
  for (const re of patterns) {
    const m = re.exec(text);
    if (!m) continue;
    // "people" alone after a figure counts only with a sign it is the whole company.
    if (
      re === patterns.at(-1) &&
      !/employees|staff|associates|personnel|fte|full[- ]time|heads|mitarbeit|angestellt|beschäftigt|salari|collaborat|medewerk|werknem|emplead|dipendent|\bwe\b|\bours?\b|\bus\b|\b(?:globally|worldwide|in total|all told|all in|in all|altogether|overall|across|head office|hq|headquarters)\b/i.test(
        text,
      ) &&
      !new RegExp(String.raw`\b${ORG}\b`, "i").test(text) &&
      !countListed(text)
    )
      continue;
    if (NOT_THE_COMPANY.test(partAt(text, m.index))) continue;
    // "3 planners and 40 people in production": a team's count, where it works.
    if ((re === WE_COUNT || re === patterns.at(-1)) && inWorkArea(text, m)) continue;
    const n = Math.round(toNumber(m[1]!) * unitValue(m[2]));
    if (n >= 5) return n;
  }
  return sizeByClause(text);
}
