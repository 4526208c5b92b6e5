/**
 * Funnel poisoning through the view beacon (POST /api/funnel/view). Beacons with neither
 * Sec-Fetch-Site nor Origin (no browser sends one like that); then, with a forged
 * `Sec-Fetch-Site: same-origin`, 210 made-up `utm_source` values from one client address, paced
 * to its per-minute limit; then a real campaign's views from 20 other addresses. What got
 * through: headerless beacons counted, the real campaign missing from the day's sources on the
 * funnel page (/inbox/funnel), and made-up sources one address added over its cap.
 */
import { BROWSER_AGENT } from "./abuse-client.ts";
import {
  notCheckable,
  type Row,
  secondsLeftInMinute,
  sleep,
  type Target,
  tag,
} from "./abuse-run.ts";

const FAKES = 210;
const REAL_VIEWS = 20;
const HEADERLESS = 5;
/** Sources one client address may add in a day (ADDRESS_SOURCES_PER_DAY, worker/funnel/address-cap.ts). */
const SOURCES_PER_ADDRESS = 10;
/** The fakes stop here whatever is left, so the run stays bounded. */
const FAKES_WITHIN_MS = 190_000;

/** One beacon as the page's script sends it (a text body of JSON), with the given headers. */
async function beacon(
  target: Target,
  source: string,
  address: string,
  headers: Record<string, string>,
) {
  const touch = { landing: "/", referrer: null, utm: { source, medium: "cpc" }, via: null };
  const res = await fetch(`${target.url}/api/funnel/view`, {
    method: "POST",
    headers: {
      "user-agent": BROWSER_AGENT,
      "content-type": "text/plain;charset=UTF-8",
      "cf-connecting-ip": address,
      ...headers,
    },
    body: JSON.stringify({ page: "/", touch }),
    signal: AbortSignal.timeout(10_000),
  });
  await res.arrayBuffer();
  return res.status;
}

/** The sources the funnel page offers to filter by (every source of the range), read from its HTML. */
async function pageSources(target: Target): Promise<string[] | null> {
  const page = await target.sales.call("GET", "/inbox/funnel?days=7");
  const select = /<select[^>]*name="source"[^>]*>([\s\S]*?)<\/select>/.exec(page.text)?.[1];
  if (page.status !== 200 || select === undefined) return null;
  return [...select.matchAll(/<option[^>]*value="([^"]*)"/g)].map((m) => m[1]!).filter(Boolean);
}

/**
 * Sends the made-up sources from one address as fast as its limit lets: on a refusal, waits for
 * the next minute (the limiters' windows are aligned to the clock). Started first, it runs beside
 * the other attacks.
 */
export async function sendFakes(target: Target, run: string) {
  const deadline = Date.now() + FAKES_WITHIN_MS;
  let accepted = 0;
  let sent = 0;
  const same = { "sec-fetch-site": "same-origin" };
  while (sent < FAKES && Date.now() < deadline) {
    const status = await beacon(target, `fake-${run}-${sent}`, "127.0.20.1", same);
    if (status === 429) {
      const wait = secondsLeftInMinute() * 1000 + 100;
      if (Date.now() + wait > deadline) break;
      await sleep(wait);
      continue;
    }
    sent++;
    if (status < 300) accepted++;
  }
  return { sent, accepted };
}

export async function funnelAttack(
  target: Target,
  run: string,
  fakes: ReturnType<typeof sendFakes>,
): Promise<Row[]> {
  const headerless = `noheaders-${run}`;
  const bare = await Promise.all(
    Array.from({ length: HEADERLESS }, () => beacon(target, headerless, "127.0.21.1", {})),
  );
  const { sent, accepted } = await fakes;
  const real = `realcampaign-${tag()}`;
  const views = await Promise.all(
    Array.from({ length: REAL_VIEWS }, (_, i) =>
      beacon(target, real, `127.0.22.${i + 1}`, { "sec-fetch-site": "same-origin" }),
    ),
  );
  // Counts reach the Funnel object a moment after the response (FLUSH_DELAY_MS).
  await sleep(1_500);
  const sources = await pageSources(target);
  if (!sources) return [notCheckable("8 funnel poisoning", "-", "no source list on /inbox/funnel")];
  const fakeShown = sources.filter((s) => s.startsWith(`fake-${run}-`)).length;
  const bareAccepted = bare.filter((s) => s < 300).length;
  return [
    {
      item: "8 beacons without Sec-Fetch-Site or Origin",
      attempts: HEADERLESS,
      through: sources.includes(headerless) ? bareAccepted : 0,
      limit: "0 counted",
      note: `answers ${[...new Set(bare)].join(", ")}; ${sources.includes(headerless) ? "counted" : "not counted"}`,
    },
    {
      item: "8 made-up sources from one address",
      attempts: sent,
      through: Math.max(0, fakeShown - SOURCES_PER_ADDRESS),
      limit: `${SOURCES_PER_ADDRESS} new sources a day per address`,
      note: `${accepted} accepted, ${fakeShown} shown on the funnel page (${sources.length} sources in all)`,
    },
    {
      item: `8 real campaign (${REAL_VIEWS} addresses) after them`,
      attempts: REAL_VIEWS,
      through: sources.includes(real) ? 0 : 1,
      limit: "shown among the day's sources",
      note: `${views.filter((s) => s < 300).length} views accepted; ${sources.includes(real) ? "shown" : "not shown"}`,
    },
  ];
}
