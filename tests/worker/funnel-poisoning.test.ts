import { describe, expect, it } from "vitest";
import type { FunnelStep } from "../../worker/contracts/funnel";
import {
  ADDRESS_COUNTS_PER_SOURCE,
  ADDRESS_SOURCES_PER_DAY,
} from "../../worker/funnel/address-cap";
import { MAX_SOURCES_PER_DAY } from "../../worker/funnel/day-sources";
import { beacon, campaign, DESKTOP_UA, funnel, report, totalsOnceCounted } from "./helpers/funnel";
import { api } from "./helpers/http";

/**
 * Made-up views must not take over the funnel (docs/decisions/026): a beacon no browser would send
 * is not counted, one client address adds only so much, and a flood of sources seen once each
 * cannot keep a real campaign out of the day's sources.
 */
const address = () =>
  `2001:db8:${crypto.randomUUID().slice(0, 4)}::${crypto.randomUUID().slice(0, 4)}`;
/** Lets the Worker's batched counts (250 ms) reach the Funnel object. */
const settle = () => new Promise((r) => setTimeout(r, 500));

describe("a view beacon no browser sent", () => {
  it("is refused and not counted when it has neither Sec-Fetch-Site nor Origin", async () => {
    const touch = campaign();
    const res = await api("/api/funnel/view", {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": DESKTOP_UA },
      body: JSON.stringify({ page: "/", touch }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: "forbidden:funnel" } });
    await settle();
    expect((await report(touch.utm.source)).totals).toEqual({});
  });
});

describe("one client address", () => {
  it(`adds at most ${ADDRESS_COUNTS_PER_SOURCE} views of a source a day, however it says it is the site`, async () => {
    const touch = campaign();
    const from = { "cf-connecting-ip": address() };
    for (let i = 0; i < ADDRESS_COUNTS_PER_SOURCE + 5; i++)
      expect((await beacon("/", touch, from)).status).toBe(204);
    await totalsOnceCounted(touch.utm.source, "home_view", ADDRESS_COUNTS_PER_SOURCE);
    await settle();
    expect((await report(touch.utm.source)).totals).toEqual({
      home_view: ADDRESS_COUNTS_PER_SOURCE,
    });
    // Another address's view of the same source still counts.
    await beacon("/", touch, { "cf-connecting-ip": address() });
    await totalsOnceCounted(touch.utm.source, "home_view", ADDRESS_COUNTS_PER_SOURCE + 1);
  });

  it(`brings at most ${ADDRESS_SOURCES_PER_DAY} sources a day`, async () => {
    const tag = `made-${crypto.randomUUID().slice(0, 6)}`;
    const from = { "cf-connecting-ip": address() };
    for (let i = 0; i < ADDRESS_SOURCES_PER_DAY + 4; i++)
      expect((await beacon("/try", campaign(`${tag}-${i}`), from)).status).toBe(204);
    await settle();
    const { sources } = await funnel().report(7, null);
    expect(sources.filter((s) => s.startsWith(tag))).toHaveLength(ADDRESS_SOURCES_PER_DAY);
    expect((await report(`${tag}-${ADDRESS_SOURCES_PER_DAY}`)).totals).toEqual({});
  });
});

describe("the day's sources", () => {
  it("keep a real campaign counted after 210 made-up sources seen once each filled the slots", async () => {
    const tag = `flood-${crypto.randomUUID().slice(0, 6)}`;
    const flood = Array.from({ length: MAX_SOURCES_PER_DAY + 10 }, (_, i) => `${tag}-${i}`);
    // Each from an address of its own, so no per-address cap stops them.
    for (let i = 0; i < flood.length; i += 30)
      await Promise.all(
        flood
          .slice(i, i + 30)
          .map((s) => beacon("/", campaign(s), { "cf-connecting-ip": address() })),
      );
    await settle();
    const real = campaign();
    for (let i = 0; i < 4; i++) await beacon("/", real, { "cf-connecting-ip": address() });
    await totalsOnceCounted(real.utm.source, "home_view", 4);
    const { sources, bySource } = await funnel().report(7, null);
    expect(sources).toContain(real.utm.source);
    expect(bySource.find((s) => s.source === real.utm.source)?.counts).toEqual({ home_view: 4 });
    // Still at most the day's slots, and every view counted once: the rest are "other".
    const kept = sources.filter((s) => s.startsWith(tag) || s === real.utm.source);
    expect(kept.length).toBeLessThanOrEqual(MAX_SOURCES_PER_DAY);
    const views = bySource
      .filter((s) => s.source.startsWith(tag) || s.source === "other")
      .reduce((sum, s) => sum + (s.counts.home_view ?? 0), 0);
    expect(views).toBe(flood.length);
  });

  it("trade places with the least counted, each taking its counts; the day's totals stay", async () => {
    // A day of its own (three days ago), so no other test's sources are in it.
    const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const tag = `swap-${crypto.randomUUID().slice(0, 6)}`;
    const row = (source: string, step: FunnelStep, device: "phone" | "desktop", n: number) => ({
      day,
      step,
      source,
      device,
      n,
    });
    await funnel().add(
      Array.from({ length: MAX_SOURCES_PER_DAY }, (_, i) =>
        row(`${tag}-${i}`, "home_view", "desktop", 2),
      ),
    );
    const before = (await funnel().report(7, null)).totals;
    const rising = `${tag}-rising`;
    await funnel().add([
      row(rising, "home_view", "desktop", 1),
      row(rising, "try_view", "phone", 1),
    ]);
    // Counted as much as the least counted kept source: not yet in its place.
    expect((await report(rising)).totals).toEqual({});
    await funnel().add([row(rising, "chat_started", "phone", 1)]);
    const { totals, byDevice } = await report(rising);
    expect(totals).toEqual({ home_view: 1, try_view: 1, chat_started: 1 });
    expect(byDevice).toEqual(
      expect.arrayContaining([
        { device: "desktop", counts: { home_view: 1 } },
        { device: "phone", counts: { try_view: 1, chat_started: 1 } },
      ]),
    );
    const after = await funnel().report(7, null);
    expect(after.totals).toEqual({
      ...before,
      home_view: (before.home_view ?? 0) + 1,
      try_view: (before.try_view ?? 0) + 1,
      chat_started: (before.chat_started ?? 0) + 1,
    });
    // The source it replaced went to other with its two views: still one tag source per slot.
    const kept = after.sources.filter((s) => s.startsWith(tag));
    expect(kept).toHaveLength(MAX_SOURCES_PER_DAY);
    expect(kept).toContain(rising);
  });
});
