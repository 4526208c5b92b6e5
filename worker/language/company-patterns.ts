/**
 * The phrases that name the prospect's company, strongest first (company-names.ts reads them
 * against each message, latest first): "I work at …", "on behalf of …", "a firm called …", a
 * name opening a message as a heading; and the weakest, a name after "from" or "at". Apart from
 * company-names.ts, which cleans the words and checks a name found, so each file keeps one job.
 */
import { COMPANY, COMPANY_WORD, LEGAL_FORMS, ROLES } from "./company-words";
import { ORG } from "./size";
import { moneyWords, scales } from "./vocabulary";

/** What a figure may count without counting a company's things: money, time, a share. */
const NOT_COUNTED = String.raw`(?:${moneyWords.source}|(?:${Object.keys(scales).join("|")}|years?|months?|weeks?|days?|hours?|percent|more|less|fewer|or)\b)`;
/** A fact's label before a comma is no company: "Budget, 200 thousand", "Headcount, 90 people". */
const LABELS =
  "Budget|Headcount|Size|Team|Staff|Timeline|Deadline|Total|Phone|Mobile|Tel|Cell|Company|Price|Cost|Users|Seats";

/** Words that open a message and are no person: "Hi, Acme team", "Thanks, Sarah". */
const GREETINGS =
  "Hi|Hello|Hey|Dear|Thanks|Thank|Cheers|Yes|No|Ok|Okay|Sure|Well|Sorry|Morning|Afternoon|Evening|Regards|Best|Also|So|And|But|Yo|Hiya|Heya|Howdy|Greetings|Hola|Hallo|Bonjour|Ciao|Hej|Moin|Servus";
/**
 * A greeting opening a chat message, typed in lower case too, or in the words of another country
 * ("kia ora,", "g'day", "namaste"): what signs in after it is the name.
 */
const OPENINGS = [
  GREETINGS,
  "Kia ora|G'day|Gday|Aloha|Namaste|Salaam|Howzit|Grüezi|Salut|Ahoj|Hei|Hoi",
]
  .flatMap((g) => [g, g.toLowerCase()])
  .join("|");

/**
 * A company's team, or a role in it, by the company's name: "Acme's finance team", "Halden
 * Logistics' IT department", "Copperline's IT lead".
 */
const OWNED_TEAM = String.raw`(${COMPANY_WORD}(?:\s+(?:&\s+)?${COMPANY_WORD}){0,3}?)['’]s?\s+(?:[\p{L}&-]+\s+){0,2}(?:team|department|dept|division|function|unit|${ROLES})\b`;

export const companyPatterns = [
  new RegExp(
    String.raw`\b(?:[Cc]ompany|firm|business|[Ee]mployer|organi[sz]ation)(?:'s name|\s+name)?(?:'s\s+|\s*:\s*|\s+)(?:is\s+)?(?:called\s+|named\s+)?${COMPANY}`,
    "u",
  ),
  new RegExp(
    String.raw`\b(?:I|we)\s+(?:work|am|are)\s+(?:for|at|with)\s+(?:the\s+)?${COMPANY}`,
    "u",
  ),
  // "The company I work for is Brightline Solar", "the firm we're at is called …".
  new RegExp(
    String.raw`\b(?:company|firm|business|organi[sz]ation|employer|place)\s+(?:I|we)(?:'re|\s+am|\s+are)?\s+(?:work\s+)?(?:for|at|with)\s+is\s+(?:called\s+)?(?:the\s+)?${COMPANY}`,
    "u",
  ),
  // Any kind of organisation given its name: "a 200-person outfit called Halden Marine", "a
  // logistics firm, Carrow Transport", "our business (Penrose Bakeries)".
  new RegExp(String.raw`\b${ORG}\s+(?:called|named)\s+${COMPANY}`, "u"),
  new RegExp(
    String.raw`\b${ORG}\s*(?:,|\(|:|—|–|\s-)\s*(?:the\s+)?(?=\p{Lu})${COMPANY}(?=\s*(?:[,.!;)]|$|\band\b|\s-\s|—|–))`,
    "u",
  ),
  // What the prospect is or works for, by its name: "we're a family-owned bakery called Crumb &
  // Co", "I work for a small charity named Open Doors", "we're 60 people, a joinery named Ash &
  // Oak" (set beside "we" after a comma; "we're looking at a tool called Odoo" is no such thing).
  new RegExp(
    String.raw`\b(?:[Ww]e(?:'re|’re| are)|I(?:'m|’m| am) (?:with|at|from)|I work (?:for|at|with)|I (?:run|lead|head(?: up)?|manage|look after) (?:[\p{L}\d-]+\s+){1,3}(?:for|at))\s+(?:[^.!?\n]{1,60}?,\s*)?(?:a|an)\s+(?:[\p{L}\d-]+\s+){0,5}?(?:called|named)\s+${COMPANY}`,
    "u",
  ),
  // What the prospect owns or runs, by its name: "I own a small chain of gyms called FitHaus".
  new RegExp(
    String.raw`\b(?:I|[Ww]e)\s+(?:own|run|operate|founded|started|set up|manage)\s+(?:a|an|the)\s+(?:[\p{L}-]+\s+){0,5}?(?:called|named)\s+${COMPANY}`,
    "u",
  ),
  // A name and a company opening a message: "Vanessa - Brightline Solar - looking at ERP" (a
  // greeting is no name: "Cheers - Sam, Northwind Traders").
  new RegExp(
    String.raw`^\s*(?!(?:${GREETINGS})\b)\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s+[-–—|]\s+${COMPANY}\s*(?:[-–—|,:]|$)`,
    "u",
  ),
  // A name opening a message with what it does set between dashes, as a heading: "Ostrander
  // Mills - textiles - 2 plants", "Morning. Fenwick & Lowe – solicitors – 30 staff".
  new RegExp(
    String.raw`(?:^|[.!?]\s+)(?!(?:${GREETINGS}|${LABELS})\b)(${COMPANY_WORD}(?:\s+(?:&\s+)?${COMPANY_WORD}){1,3})\s+[-–—]\s+(?![^-–—,]*\b(?:${ROLES})\b)\p{Ll}[\p{Ll}&\s]{2,30}?(?<!ing|ed)(?:\s+[-–—]|,)`,
    "u",
  ),
  new RegExp(
    String.raw`\b(?:I'm|I am|this is|it's)\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s+(?:from|at|with)\s+${COMPANY}`,
    "u",
  ),
  new RegExp(
    String.raw`\b(?:[Ww]e(?:'re|’re| are)\s+(?:called|named)|[Ww]e trade as|[Tt]rading as|[Ww]e go by)\s+(?:the\s+)?${COMPANY}`,
    "u",
  ),
  new RegExp(
    String.raw`\b[Ww]e(?:'re|’re| are)\s+(?:the\s+)?${COMPANY}(?=\s*(?:[,.!;(]|$|\bin\b|\band\b|\bfrom\b|\bbased\b|\b-|—|,)|\s[-–—]\s)`,
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
    String.raw`\b(?:[Oo]n behalf of|[Ss]peaking for|[Ww]riting for|[Rr]epresenting|(?:I|[Ww]e) represent|(?:I'm|I’m|I am|[Ww]e're|[Ww]e’re|[Ww]e are) with|[Ww]e\s+(?:here\s+)?at)\s+(?:the\s+)?${COMPANY}`,
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
    String.raw`\b(?:[Oo]ur|[Mm]y)\s+(?:company|firm|business|organi[sz]ation|employer)\s*,\s*${COMPANY}(?=\s*(?:[,.;!)]|$|\band\b|\bwhich\b|\bwho\b|\bis\b|\bare\b))`,
    "u",
  ),
  new RegExp(
    String.raw`\bI\s+(?:run|lead|head|manage|look after|handle)\s+(?:the\s+)?(?:[\p{L}-]+\s+){1,3}for\s+${COMPANY}`,
    "u",
  ),
  // Where the words place the name, whatever the phrase around it: a person and then the
  // company in a list ("Jane Doe, Acme Logistics, (415) …"), in brackets after a person or a role
  // ("I'm Dana (Acme Logistics)", "Dana Reyes (Finance Director, Acme Logistics)"), "At X we …",
  // "X is a 450-person distributor", writing or reaching out from it.
  new RegExp(
    String.raw`^\s*(?!(?:${GREETINGS})\b)\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s*,\s+${COMPANY}\s*(?:[,.|]|$)`,
    "u",
  ),
  new RegExp(
    String.raw`(?:^|\b(?:I'm|I’m|I am|this is|it's)\s+)\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s*\(\s*(?:[^(),]+,\s*)?${COMPANY}\s*\)`,
    "u",
  ),
  new RegExp(String.raw`(?:^|[.!?]\s+)At\s+${COMPANY}(?=\s*(?:,|\bwe\b|\bour\b))`, "u"),
  new RegExp(
    String.raw`(?:^|[.!?]\s+)${COMPANY}\s+(?:is|are)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}${ORG}\b`,
    "u",
  ),
  new RegExp(
    String.raw`\b(?:[Rr]eaching out|[Ww]riting|[Cc]ontacting you|[Gg]etting in touch|[Ee]mailing|[Mm]essaging)\s+(?:to you\s+)?(?:from|for|on behalf of)\s+(?:the\s+)?${COMPANY}`,
    "u",
  ),
  // "Rob Mayer with Pinecrest Outdoor Supply here", "a chain of 12 pharmacies (Wellspring Pharmacy)".
  new RegExp(String.raw`\b(?:with|from|at)\s+${COMPANY}\s+here\b`, "u"),
  new RegExp(
    String.raw`\b(?:of|with|run|own|manage)\s+(?:\d+|a|an|two|three|several|many)\s+(?:[\p{Ll}-]+\s+){0,2}[\p{Ll}]+s\s*\(\s*${COMPANY}\s*\)`,
    "u",
  ),
  // A name set beside what it is, opening a sentence: "Pemberton & Lowe, 55 solicitors and
  // staff", "Halden Marine, a 40-person boatyard", "Morning - Halden & Rowe, just under 500 FTE" —
  // a count of something or an organisation.
  new RegExp(
    String.raw`(?:^|[.!?]\s+|^(?:${GREETINGS})\s*(?:[,!]|\s[–—-])\s*)(?!(?:${GREETINGS}|${LABELS})\b)${COMPANY}\s*,\s+(?:(?:about|around|roughly|some|nearly|almost|(?:just\s+)?(?:under|over)|~)\s*)?(?:\d[\d,.]*\+?(?:-|\s*)(?!${NOT_COUNTED})(?:\p{Ll}{3,}|FTEs?)\b|(?:a|an)\s+(?:[\w-]+\s+){0,3}${ORG}\b)`,
    "u",
  ),
  // A heading opening the note or message, the name and where it is and nothing else, as a
  // letterhead: "Kloofzicht Wine Estate, Stellenbosch.", "Harrow Lane Motors (Leeds)" — three
  // words or more (a person's name is one or two: names.ts).
  new RegExp(
    String.raw`^\s*(?!(?:${GREETINGS}|${LABELS}|From|At|For|With|In|By|To|Of|On|Via|Or)\b)(${COMPANY_WORD}(?:\s+(?:&\s+)?${COMPANY_WORD}){2,3}(?:\s+(?:${LEGAL_FORMS})\.?)?)\s*(?:,\s*|\(\s*)\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?\s*\)?\s*(?:[.\n]|$)`,
    "u",
  ),
  // Work without its subject, as notes are written: "Working for 4Sight Analytics as CTO"; a role
  // and then the company: "I'm CFO, Ostrander Paper Mills".
  new RegExp(
    String.raw`(?:^|[.!?]\s+)(?:[Ww]orking|[Bb]ased|[Ww]ork)\s+(?:for|at|with)\s+(?:the\s+)?${COMPANY}`,
    "u",
  ),
  new RegExp(
    String.raw`\b(?:I'm|I’m|I am)\s+(?:the\s+)?(?:[\p{L}-]+\s+){0,2}(?:${ROLES})\s*(?:,|\bat\b|\bof\b)\s*(?:the\s+)?${COMPANY}`,
    "u",
  ),
  // A name of three words or more signing in, as a person signs in with theirs: "Hi there,
  // Quarry Lane Ceramics here." (a person's name is one or two words: names.ts reads those).
  new RegExp(
    String.raw`(?:^|[.!?]\s+)(?:(?:${OPENINGS})(?:\s+(?:there|all|team|folks|everyone))?\s*[,!.]?\s+)?(?!(?:${GREETINGS}|${LABELS})\b)(${COMPANY_WORD}(?:\s+(?:&\s+)?${COMPANY_WORD}){2,3}(?:\s+(?:${LEGAL_FORMS})\.?)?)\s+here\b`,
    "u",
  ),
  // What the prospect's organisation is, then its name in brackets: "we're a 40-bed nursing home
  // (Larchfield House)", "I manage a small chain of bike shops (Spoke & Chain)".
  new RegExp(
    String.raw`\b(?:[Ww]e(?:'re|’re| are)|I (?:run|manage|own|work (?:at|for)|look after))\s+(?:a|an|the)\s+[^.()\n]{2,50}?\(\s*(?:the\s+)?${COMPANY}\s*\)`,
    "u",
  ),
  // The same with the name set after a comma or a dash: "I run a small chain of opticians,
  // Brightwell Eyecare, 9 practices", "we're a family bakery, Crumb & Co, in Leeds", "we run a
  // small chain of cafés - Bean There" — what it is ends on an organisation or on what it has
  // many of ("a small team, Jane and I" names no company).
  new RegExp(
    String.raw`\b(?:[Ww]e(?:'re|’re| are)|(?:I|[Ww]e) (?:run|manage|own|operate)|I (?:work (?:at|for)|look after))\s+(?:a|an|the)\s+[^.,()\n]{0,50}?\b(?:${ORG}|chain|network|franchise|co-?op|cooperative|\p{Ll}{3,}(?<!ss)s)\s*(?:,|\s[-–—])\s+(?:the\s+)?(?=\p{Lu})${COMPANY}(?=\s*(?:[,.!;)]|$|\band\b|\s-\s|—|–))`,
    "u",
  ),
  // The prospect's team or department, or their role, the company's by its name: "I'm on Acme's
  // finance team", "I work in Halden Logistics' IT department", "I'm Acme's CFO", "Hi, Acme's
  // finance team here" (what a vendor's team did is no such thing: "Deloitte's team told us").
  new RegExp(
    String.raw`(?:\b(?:I'm|I’m|I am|I work|I sit|[Ww]e(?:'re|’re| are)|[Ww]e work)\s+(?:on|in|with|from|for|part of)\s+(?:the\s+)?|\b(?:I'm|I’m|I am)\s+)${OWNED_TEAM}`,
    "u",
  ),
  new RegExp(
    String.raw`(?:^|[.!?]\s+)(?:(?:${OPENINGS})(?:\s+there)?\s*[,!.-]?\s+)?${OWNED_TEAM}\s+here\b`,
    "u",
  ),
  // What the person written for runs: "on behalf of Dr. Mehta who runs Mehta Eye Hospitals".
  new RegExp(
    String.raw`\b(?:who|that)\s+(?:runs|owns|manages|heads|founded|leads)\s+(?:the\s+)?${COMPANY}`,
    "u",
  ),
  // What the prospect runs by its name: "I run Fieldfare Coffee", "we own Bluebell Nurseries, 4 sites".
  new RegExp(
    String.raw`\b(?:I|[Ww]e)\s+(?:own|run|founded|co-?founded|started)\s+${COMPANY}(?=\s*(?:[,.!;]|$|\band\b|\bin\b|—|-))`,
    "u",
  ),
];

/**
 * The weakest sign, read only when no message has a stronger one: a name after "from" or "at"
 * ("Dana from Harbour Foods") — but data, a system or a place comes "from" too ("orders from
 * Shopify", "moving away from QuickBooks", "greetings from Lisbon"), and a business said by its
 * kind comes from where it is ("logistic company from Poznan", "a haulier from Gdansk").
 */
const fromOrAt = new RegExp(
  String.raw`\b(?:here at|from(?<!\b(?:away|mov\w*|migrat\w*|switch\w*|transition\w*|upgrad\w*|came|come|comes|coming|moved|data|orders?|pull\w*|import\w*|export\w*|sync\w*|feeds?|rest|[Gg]reetings|[Hh]ello|[Hh]i|[Hh]ey|[Rr]egards|leads?|traffic|reports?|off|quotes?|away|integrat\w*|compan(?:y|ies)|firm|business|group|agency|supplier|manufacturer|distributor|provider|wholesaler|retailer|haulier|operator|practice|chain|producer|maker|processor|factory|plant|bakery|brewery|importer|exporter|clinic|hotel|school|charity|consultancy|studio)\s+from)|at(?<!\blook\w*\s+at))\s+${COMPANY}(?=\s*(?:[,.!;:()]|$|\bwe\b|\band\b|\bin\b|\bhere\b|\blooking\b|\bwho\b|\bthat\b|-|—))`,
  "u",
);

export const fromOrAtAll = new RegExp(fromOrAt.source, "gu");
