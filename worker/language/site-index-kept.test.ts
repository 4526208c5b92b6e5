import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import siteIndex from "./site-index.json";
import { keepingWords } from "./site-index-kept";
import { indexOptions, type Passage } from "./site-index-options";

const fresh = () => MiniSearch.loadJS<Passage>(siteIndex as never, indexOptions);

describe("the site index, each word read from it once", () => {
  const kept = keepingWords(fresh());
  const queries = [
    "how long does the simulation take",
    "who sees the things I write, can I get it wiped",
    "finance team month close spreadsheets quickbooks adoption",
    "finance team pricing",
    "simulaton prise",
  ];
  it.each([
    ["as the index scores", {}],
    ["with a word boosted", { boostTerm: (t: string) => (t === "team" ? 2 : 1) }],
    ["without typos", { fuzzy: false }],
  ])("answers as MiniSearch does, asked twice over (%s)", (_label, options) => {
    for (let pass = 0; pass < 2; pass++)
      for (const q of queries) expect(kept.search(q, options)).toEqual(fresh().search(q, options));
  });

  it("leaves a kept word's passages as they were when a search adds to them", () => {
    const first = kept.search("team team finance");
    kept.search("team finance");
    expect(kept.search("team team finance")).toEqual(first);
  });

  it("reads afresh under another way of scoring", () => {
    const options = { boost: { text: 3 } };
    expect(kept.search("finance team", options)).toEqual(fresh().search("finance team", options));
  });
});
