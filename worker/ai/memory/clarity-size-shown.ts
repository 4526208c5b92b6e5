/** The company's size as the roadmap and replies say it: "85 people", or "under 50 people" for a ceiling. */

/** "85 people", "under 50 people". */
export const sizeShown = (n: number, below?: boolean) => `${below ? "under " : ""}${n} people`;

/** The size that decides a fit: a ceiling of 50 is at most 49. */
export const sizeForFit = (n: number, below?: boolean) => (below ? n - 1 : n);
