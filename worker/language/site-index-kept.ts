/**
 * What the site's index holds for one word, kept per isolate. The index is built at build time
 * and never changes once loaded, so the passages a word finds (exactly, by prefix, by a typo) and
 * their scores are the same for every message that searches it: prospects' messages share most
 * of their words ("team", "finance", "month"), and a long message searches sixteen of them. The
 * search still adds up each message's words in its order, so its answer is MiniSearch's own.
 * `executeQuerySpec` is MiniSearch's internal step per word (not its public API): the version is
 * pinned in the lockfile, and site-index-kept.test.ts compares every answer with an unkept index's,
 * so an upgrade that changes it fails there rather than answering differently.
 */
import type MiniSearch from "minisearch";
import { Kept } from "./kept";

/** One word's passages as MiniSearch scores them: by its short id, the score and what matched. */
type Found = Map<number, { score: number; terms: string[]; match: Record<string, string[]> }>;
interface Spec {
  term: string;
  fuzzy: number | boolean;
  prefix: boolean;
  termBoost: number;
}
type Options = Record<string, unknown>;
interface Searcher {
  _options: { fields: string[]; searchOptions: Options };
  executeQuerySpec(spec: Spec, options: Options): Found;
}

/** The options a word's passages depend on besides the word: fixed when the index is loaded. */
const SCORING = ["fields", "boost", "boostDocument", "weights", "maxFuzzy", "bm25"] as const;

/** Words kept: far more than the pages' vocabulary a day of messages asks about. */
const LIMIT = 4_000;

/** A copy the search may add to: it sums a message's words into the first word's entries. */
const copied = (found: Found): Found => {
  const copy: Found = new Map();
  for (const [id, { score, terms, match }] of found) {
    // The search sets a word's list of fields in `match` anew and never adds to one.
    copy.set(id, { score, terms: [...terms], match: { ...match } });
  }
  return copy;
};

/** `index`, each word it is searched for read from it once. */
export function keepingWords<T>(index: MiniSearch<T>): MiniSearch<T> {
  const searcher = index as unknown as Searcher;
  const global: Options = { ...searcher._options.searchOptions, fields: searcher._options.fields };
  const read = searcher.executeQuerySpec.bind(searcher);
  const kept = new Kept<Found>(LIMIT);
  searcher.executeQuerySpec = (spec, options) => {
    // Another way of scoring than the index's own is read afresh.
    if (SCORING.some((k) => (k in options ? options[k] : global[k]) !== global[k]))
      return read(spec, options);
    const key = `${spec.term}\u0000${spec.prefix}\u0000${spec.fuzzy}\u0000${spec.termBoost}`;
    const found = kept.get(key);
    if (found) return copied(found);
    const fresh = read(spec, options);
    kept.set(key, copied(fresh));
    return fresh;
  };
  return index;
}
