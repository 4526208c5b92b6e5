/** Small helpers for how Clarity's replies are worded: a list in prose, a varied phrasing, "a"/"an". */

/** "a, b and c"; with a comma before the last word when an item holds it ("sales, and warehouse and logistics"). */
export const list = (items: readonly string[], word = "and") => {
  if (items.length <= 1) return items[0] ?? "";
  const joined = items.length > 1 && items.some((item) => item.includes(` ${word} `));
  return `${items.slice(0, -1).join(", ")}${joined ? "," : ""} ${word} ${items.at(-1)}`;
};

/** One of several phrasings, picked by the turn number: the same situation reads differently. */
export const vary = <T>(n: number, options: readonly T[]): T => options[n % options.length]!;

/** "an ERP", "a CRM"; letters said one by one sound their first ("an MIS", "an LMS", "an HRIS"). */
export const article = (word: string) =>
  (/^[aeiou]/i.test(word) && !/^(?:one|use)/i.test(word)) || /^[FHLMNRSX][A-Z]{1,4}\b/.test(word)
    ? "an"
    : "a";
