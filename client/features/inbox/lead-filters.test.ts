import { describe, expect, it } from "vitest";
import { filtersFromSearch, filtersQuery, hasFilters, MAX_SEARCH_CHARS } from "./lead-filters";

describe("lead filters", () => {
  it("read the query string under the API's names and write it back", () => {
    const filters = filtersFromSearch(
      new URLSearchParams("kind=chat&status=none&handled=false&q=Acme%20Industrial"),
    );
    expect(filters).toEqual({
      kind: "chat",
      status: "none",
      handled: "false",
      q: "Acme Industrial",
    });
    expect(filtersQuery(filters)).toBe("?kind=chat&status=none&handled=false&q=Acme+Industrial");
  });

  it("ignore values the API would refuse, and an empty search", () => {
    const filters = filtersFromSearch(
      new URLSearchParams("kind=email&status=lost&handled=yes&q=%20%20&toString=1"),
    );
    expect(filters).toEqual({});
    expect(hasFilters(filters)).toBe(false);
    expect(filtersQuery(filters)).toBe("");
    expect(filtersFromSearch(new URLSearchParams("kind=constructor")).kind).toBeUndefined();
  });

  it("cut a search to the API's limit", () => {
    const q = "x".repeat(MAX_SEARCH_CHARS + 50);
    expect(filtersFromSearch(new URLSearchParams({ q })).q).toHaveLength(MAX_SEARCH_CHARS);
  });

  it("add the cursor and page size after the filters", () => {
    expect(filtersQuery({ kind: "contact" }, { limit: "50", cursor: "1790000000000:lead_x" })).toBe(
      "?kind=contact&limit=50&cursor=1790000000000%3Alead_x",
    );
  });
});
