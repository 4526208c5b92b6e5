/**
 * The words a company size is read by (size.ts, size-places.ts): a figure, the words for staff,
 * the hedges before a figure, departments and the words for an organisation.
 */
// A figure starts where a number starts, never inside a run of digits: one pass, not one per digit.
export const N = String.raw`(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k)?(?:-?ish)?\s*\+?`;
// With the words for staff a prospect writing from elsewhere in Europe uses: "300 Mitarbeiter",
// "120 salariés", "80 medewerkers".
/**
 * The trades a company's people are counted by when the prospect counts them by what they do:
 * "65 engineers + 15 office", "300 drivers and 40 office staff" (size-roles.ts). Alone, a trade's
 * count is a department's size, not the company's ("18 brokers and 4 bookkeepers").
 */
export const OCCUPATIONS = `engineers|technicians|mechanics|drivers|nurses|carers|caregivers|clinicians|doctors|physicians|dentists|therapists|physios|pharmacists|vets|teachers|lecturers|tutors|instructors|coaches|trainers|consultants|developers|designers|analysts|accountants|bookkeepers|lawyers|solicitors|attorneys|paralegals|architects|surveyors|planners|electricians|plumbers|fitters|installers|joiners|carpenters|builders|labourers|laborers|operatives|operators|pickers|packers|warehouse staff|chefs|cooks|waiters|cleaners|guards|agents|advisers|advisors|brokers|stylists|pilots|researchers|scientists|salespeople|sales reps|field staff|office staff`;
export const PEOPLE = String.raw`(?:members of staff|staff members|team members|employees|staff|people|persons|workers|colleagues|associates|personnel|fte'?s?|full[- ]time(?: staff| employees)?|head-?counts?|heads|pax|crew|guys|mitarbeiter(?:innen)?|mitarbeitende[n]?|angestellte[n]?|beschäftigte[n]?|employés|salariés|collaborateurs|medewerkers|werknemers|empleados|dipendenti)`;
/** Hedges before a figure: "about", "~", "just under", "circa". */
export const HEDGED = String.raw`c\.|rund|etwa|ungefähr|environ|ongeveer|approaching|upwards of|north of|in the region of|something like|(?:a )?(?:little|bit) (?:over|under|more than|less than)|(?:just )?shy of|more than|about|around|approximately|approx\.?|roughly|nearly|almost|just over|just under|over|under|some|closer to|close to|nearer(?: to)?|more like|circa|ca\.?|only|just|~|≈`;
export const DEPARTMENTS =
  "finance|sales|it|ops|operations|support|warehouse|hr|marketing|accounts|accounting|engineering|dev|development|product|data|customer service|service|legal|procurement|admin|project|implementation";
/** The words for an organisation of people: "company", "outfit", "practice" (names.ts reads a name after one). */
export const ORG = String.raw`(?:company|business|organi[sz]ation|firm|manufacturer|distributor|group|brokerage|agency|practice|charity|nonprofit|non-profit|retailer|wholesaler|operation|shop|outfit|org|startup|start-up|scale-?up|studio|consultancy|bank|insurer|school|hospital|clinic|producer|supplier|provider|maker|family business)`;

/** A whole count: "1,200", "45". */
export const COUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)`;
