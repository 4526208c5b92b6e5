/**
 * Points numbered inline, as chat pastes a list on one line ("1) quoting takes forever 2) we
 * can't see job costs 3) our biggest builder wants order status"): each point is a sentence of its
 * own, so every reader reads them one by one. Only a run that opens at 1 and goes on to 2 is a
 * list; a figure with a dot ("we have 2. Both are old") stays as it is. A list pasted one point to
 * a line ("Core team:\n1. Financial controller\n2. IT lead") is read as the bullet list the readers
 * know ("- Financial controller"): its numbers count nothing.
 */

/** A run opening at 1 and going on to 2, on one line. */
const RUN = /(?:^|[\s:;,(])\(?1[.)]\s+\p{L}[^\n]*?[\s,;]\(?2[.)]\s+\p{L}/u;

/** A point's number inside a line: after a space or a mark, before a word. */
const POINT = /(^|[ \t:;,]+)\(?([1-9])[.)][ \t]+(?=\p{L})/gu;

/** A line opened by its point's number: "1. Financial controller", "(2) IT lead". */
const LINE = /^[ \t]*\(?(\d{1,2})[.)][ \t]+(\S.*?)[ \t]*$/;
/** A text with a numbered line 1 and a numbered line 2. */
const LINES = /(?:^|\n)[ \t]*\(?1[.)][ \t]+\S[^\n]*\n[ \t]*\(?2[.)][ \t]+\S/;

/** The text with each point numbered inline or one to a line read as the readers read a list. */
export function unnumbered(text: string): string {
  const inline = RUN.test(text);
  if (!inline && !LINES.test(text)) return text;
  const lines = text
    .split("\n")
    .map((line) => (RUN.test(line) ? line.replace(POINT, opened) : line));
  return (LINES.test(text) ? bulleted(lines) : lines).join("\n");
}

/** Numbered lines from 1 on, each a bullet line: the readers read a list pasted one to a line. */
function bulleted(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < lines.length; i++) {
    let n = 1;
    while (i + n - 1 < lines.length && Number(LINE.exec(lines[i + n - 1]!)?.[1]) === n) n++;
    // A run of one numbered line is no list: as written.
    if (n - 1 < 2) continue;
    for (let j = i; j < i + n - 1; j++) out[j] = `- ${LINE.exec(lines[j]!)![2]}`;
    i += n - 2;
  }
  return out;
}

/** A point's number: gone at the line's start or at 1, else the end of the point before it. */
function opened(_m: string, before: string, n: string, at: number, line: string): string {
  if (at === 0 && !before) return "";
  const kept = before.replace(/[ \t]+$/, "");
  if (n === "1" || /[.!?]$/.test(line.slice(0, at))) return `${kept} `;
  return ". ";
}
