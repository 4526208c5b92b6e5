/**
 * A short aside in brackets after what it names ("our till system (EposNow) is a nightmare", "the
 * donor CRM (Raiser's Edge) keeps crashing"): a bracket would end the phrase said back, leaving
 * "is a nightmare" without its subject. The aside goes; the subject and what is said of it stay
 * one phrase. Only a name or a few words, with the sentence going on after it; after the word
 * said back, only who someone is ("the owner (my uncle) is retiring").
 */

/** A bracketed aside of one to five words, no comma, no bracket inside, words after it. */
const ASIDE = /\s*\([^(),;.!?]{1,40}\)(?=\s+\p{L})/gu;

/** An aside saying who someone is to the speaker: "(my uncle)", "(our founder)", "(her dad)". */
const WHO_THEY_ARE = /^\s*\((?:my|our|his|her|their)\s+\p{Ll}[\p{Ll}\s'-]{1,23}\)$/u;

/**
 * The sentence without its short asides, and where `at` (an index of the sentence) lands in it;
 * the same sentence and index when it has none before `at`.
 */
export function withoutAsides(sentence: string, at: number): { text: string; at: number } {
  if (!sentence.includes("(")) return { text: sentence, at };
  let shift = 0;
  let cut = false;
  const text = sentence.replace(ASIDE, (m, offset: number) => {
    // After `at`, only who someone is ("the owner (my uncle) is retiring"): the phrase goes on.
    if ((offset >= at && !WHO_THEY_ARE.test(m)) || m.trim().split(/\s+/).length > 5) return m;
    shift += m.length;
    cut = true;
    return "";
  });
  return cut ? { text, at: at - shift } : { text: sentence, at };
}
