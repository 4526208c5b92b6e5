import { describe, expect, it } from "vitest";
import { filtersFromSearch, filtersQuery, hasFilters, MAX_SEARCH_CHARS } from "./lead-filters";

describe("list filters", () => {
  it("read the query string under the API's names and write it back", () => {
    const filters = filtersFromSearch(
      new URLSearchParams(
        "kind=chat&delivery=none&status=open&assignee=me&q=Acme%20Industrial&sort=budget&order=asc",
      ),
    );
    expect(filters).toEqual({
      kind: "chat",
      delivery: "none",
      status: "open",
      assignee: "me",
      q: "Acme Industrial",
      sort: "budget",
      order: "asc",
    });
    expect(filtersQuery(filters)).toBe(
      "?status=open&assignee=me&kind=chat&delivery=none&q=Acme+Industrial&sort=budget&order=asc",
    );
    // A sort alone narrows nothing.
    expect(hasFilters({ sort: "budget" })).toBe(false);
    expect(hasFilters({ assignee: "none" })).toBe(true);
  });

  it("ignore values the API would refuse, and an empty search", () => {
    const filters = filtersFromSearch(
      new URLSearchParams("kind=email&status=sold&delivery=lost&sort=name&order=up&q=%20%20"),
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
    expect(filtersQuery({ kind: "contact" }, { limit: "50", cursor: "WzEsImxlYWRfeCJd" })).toBe(
      "?kind=contact&limit=50&cursor=WzEsImxlYWRfeCJd",
    );
  });
  it("send who wants a call, and what is due in the browser's time zone", () => {
    const filters = filtersFromSearch(new URLSearchParams("callRequested=true&due=overdue&tz=X"));
    expect(filters).toEqual({ callRequested: "true", due: "overdue" });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(filtersQuery({ due: "today" })).toBe(`?due=today&tz=${encodeURIComponent(zone)}`);
    expect(filtersQuery({ callRequested: "true" })).toBe("?callRequested=true");
    expect(filtersFromSearch(new URLSearchParams("due=soon&callRequested=yes"))).toEqual({});
  });
});
