import { describe, expect, it, vi } from "vitest";
import { person, prospectFound, sendTryForm } from "./helpers/inbox";
import { signInAs, tag } from "./helpers/leads";

/**
 * A budget with a bound, as the prospect gave it (docs/decisions/033): "no more than €200k" is a
 * top with no floor ("up to €200K", min 0), "at least $300k" a floor with no top ("$300K+"); the
 * inbox shows the words and the CSV the typed values.
 */
vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

const noteLead = (name: string, email: string, note: string) =>
  sendTryForm({ name, email, company: "Bound Works", phone: "+44 20 7946 0999", note });

async function prospect(q: string) {
  const a = person(await signInAs("Alex Kim"));
  const found = await prospectFound(a, q);
  const csv = await (await a.send("GET", `/leads.csv?q=${encodeURIComponent(q)}`)).text();
  const [header, row] = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  const cells = Object.fromEntries(header!.split(",").map((h, i) => [h, row!.split(",")[i]]));
  return { p: found, cells };
}

describe("a budget with a bound", () => {
  it("'no more than €200k' is up to €200K, stored as a top", async () => {
    const t = tag();
    await noteLead(
      `Ines Vidal ${t}`,
      `ines.${t}@bound.example`,
      "About 70 people. The budget is no more than €200k all in.",
    );
    const { p, cells } = await prospect(`Ines Vidal ${t}`);
    expect(p.qualification).toMatchObject({
      budget: "up to €200K",
      values: { budget: { min: 0, max: 200_000, currency: "EUR" } },
    });
    expect(cells).toMatchObject({ budget_min: "0", budget_max: "200000", budget_currency: "EUR" });
  });

  it("'at least $300k' is $300K+, stored as a floor", async () => {
    const t = tag();
    await noteLead(
      `Theo Marsh ${t}`,
      `theo.${t}@bound.example`,
      "We're 250 people and we'd need at least $300k set aside for it.",
    );
    const { p, cells } = await prospect(`Theo Marsh ${t}`);
    expect(p.qualification).toMatchObject({
      budget: "$300K+",
      values: { budget: { min: 300_000, max: 300_000, orMore: true } },
    });
    expect(cells).toMatchObject({ budget_min: "300000", budget_max: "300000" });
  });
});
