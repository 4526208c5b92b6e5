/**
 * People at work by the shape of the word, where no table lists the trade's role: "the
 * agronomists", "our fundraisers", "the dieticians", "the volunteers", "auctioneers". A plural
 * that only names people who do a kind of work; the few that name no staff (tourists, careers,
 * checklists) are left out. For the role tables of `clarity-teams-by-role.ts` and
 * `clarity-teams-bare.ts`, as one more alternative of theirs.
 */
export const ROLE_SHAPE = String.raw`(?!(?:[a-z-]*lists|tourists|guardians|christians|civilians|politicians|comedians|careers|peers|pioneers)\b)[a-z][a-z-]{2,}(?:ists|ians|eers|raisers)`;
