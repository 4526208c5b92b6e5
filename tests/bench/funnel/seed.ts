import type { DeviceClass, FunnelCount, FunnelStep } from "../../../worker/contracts/funnel";

/**
 * 90 days of a busy site for the funnel bench: each day `visits` visits, each walking the
 * Clarity chat or the contact form as far as a fixed (seeded) chance takes it, from one of 24
 * sources on a phone or a desktop. Returns the counts per day as the Worker would send them.
 */
const sources = [
  "direct",
  "google.com",
  "linkedin",
  "newsletter",
  "bing.com",
  "transformation link",
  "quick start",
  "partner-acme",
  "g2.com",
  "capterra",
  "webinar",
  "duckduckgo.com",
  "twitter",
  "youtube",
  "reddit.com",
  "podcast",
  "events",
  "referral",
  "facebook",
  "medium.com",
  "producthunt",
  "hn",
  "slack-community",
  "unknown",
];

const visitSources = sources.filter((s) => s !== "quick start");

/** A small deterministic generator (mulberry32), so every run seeds the same counts. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const chat: [FunnelStep, number][] = [
  ["chat_started", 0.3],
  ["chat_exchanges", 0.55],
  ["chat_roadmap", 0.5],
  ["chat_email", 0.45],
  ["chat_lead", 0.9],
];
const form: [FunnelStep, number][] = [
  ["try_first_answer", 0.45],
  ["try_name", 1],
  ["try_email", 0.8],
  ["try_company", 0.85],
  ["try_phone", 0.7],
  ["try_note", 0.4],
  ["try_review", 0.95],
  ["try_sent", 0.8],
];

export function seedDays(days: number, visits: number, now = Date.now()): FunnelCount[][] {
  const rnd = random(26);
  return Array.from({ length: days }, (_, d) => {
    const day = new Date(now - (days - 1 - d) * 86_400_000).toISOString().slice(0, 10);
    const counts = new Map<string, FunnelCount>();
    const add = (step: FunnelStep, source: string, device: DeviceClass) => {
      const key = `${step}|${source}|${device}`;
      const c = counts.get(key);
      if (c) c.n += 1;
      else counts.set(key, { day, step, source, device, n: 1 });
    };
    const today = Math.round(visits * (0.8 + 0.4 * rnd()));
    for (let v = 0; v < today; v++) {
      let source = visitSources[Math.floor(rnd() ** 2 * visitSources.length)]!;
      const device: DeviceClass = rnd() < 0.45 ? "phone" : "desktop";
      const home = rnd() < 0.7;
      add(home ? "home_view" : "try_view", source, device);
      // A chat begun from a quick start counts as that source from its first message on.
      if (home && rnd() < 0.1) source = "quick start";
      for (const [step, p] of home ? chat : form) {
        if (rnd() >= p) break;
        add(step, source, device);
        if (step === "try_phone" && rnd() < 0.35) add("try_note", source, device);
      }
      if (!home && rnd() < 0.03) {
        add("try_resumed", source, device);
        if (rnd() < 0.2) add("try_resumed_link", source, device);
      }
    }
    return [...counts.values()];
  });
}
