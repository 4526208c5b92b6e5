/**
 * The booking page prefilled with what the prospect already gave (docs/decisions/032): Cal.com
 * takes `name`, `email` and `notes` in the URL. Notes are the project in a few words (at most
 * `NOTES_WORDS` words, `NOTES_MAX_CHARS` characters); anything empty is left out.
 */
export const NOTES_WORDS = 12;
export const NOTES_MAX_CHARS = 120;

const fewWords = (text: string) => {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const short = words.slice(0, NOTES_WORDS).join(" ");
  const clipped = short.length > NOTES_MAX_CHARS ? short.slice(0, NOTES_MAX_CHARS - 1) : short;
  return clipped.length < text.trim().length ? `${clipped.trimEnd()}…` : clipped;
};

export function bookingLink(
  calendarUrl: string,
  given: { name?: string | null; email?: string | null; project?: string | null },
): string {
  const url = new URL(calendarUrl);
  const name = given.name?.trim();
  const email = given.email?.split(",")[0]?.trim();
  const notes = given.project ? fewWords(given.project) : "";
  if (name) url.searchParams.set("name", name);
  if (email) url.searchParams.set("email", email);
  if (notes) url.searchParams.set("notes", notes);
  return url.href;
}
