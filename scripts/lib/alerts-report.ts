/**
 * bench:alerts' report: how long the submits and the alerts took (p50, p99 and max per channel,
 * each phase apart, on three clocks), whether p99 stayed under the target, the problems found.
 */
import {
  BURST,
  type Channel,
  channels,
  clock,
  HOSTILE,
  type Lead,
  SEQUENTIAL,
  TARGET_MS,
  type Timed,
} from "./alerts-run.ts";

export interface Results {
  leads: Lead[];
  /** How many leads the alerts were checked against (created, with a known creation time). */
  checked: number;
  timed: Record<Channel, Timed[]>;
  /** When the server was up (clock()): the run's time is counted from it. */
  startedAt: number;
  otherEmails: number;
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

/** Each alert's latency on one clock: the lead's creation, the submit's answer or its sending. */
const since = {
  created: (t: Timed) => t.at - t.lead.createdAt!,
  answered: (t: Timed) => t.at - t.lead.answeredAt!,
  sent: (t: Timed) => t.at - t.lead.sentAt!,
};
const cell = (text: string | number, width: number) => String(text).padEnd(width);
const ms = (x: number) => x.toFixed(1);
const row = (name: string, xs: number[]) =>
  `${cell(name, 22)}${cell(xs.length, 5)}${xs.length ? [pct(xs, 0.5), pct(xs, 0.99), Math.max(...xs)].map((x) => cell(ms(x), 10)).join("") : "—"}`;

/** How long each answered submit of a phase took. */
const submitMs = (leads: Lead[], phase: Lead["phase"]) =>
  leads
    .filter((l) => l.phase === phase && l.answeredAt !== undefined)
    .map((l) => l.answeredAt! - l.sentAt!);

function printLatencies({ leads, checked, timed, startedAt, otherEmails }: Results) {
  const p50p99 = (clockOf: (t: Timed) => number) =>
    channels
      .map((c) => {
        const xs = timed[c].map(clockOf);
        return xs.length ? `${c} ${ms(pct(xs, 0.5))} / ${ms(pct(xs, 0.99))}` : `${c} —`;
      })
      .join(", ");
  console.log(
    `\n${checked} leads (${SEQUENTIAL} one after another, ${BURST} at once; ${HOSTILE.size} with a hostile name) in ${((clock() - startedAt) / 1000).toFixed(1)} s`,
  );
  console.log(
    `submit answered in p50 ${ms(pct(submitMs(leads, "sequential"), 0.5))} ms one at a time, ${ms(pct(submitMs(leads, "burst"), 0.5))} ms in the burst`,
  );
  console.log("\nlead-to-alert latency (ms): from the lead's createdAt to the alert's arrival");
  console.log(`${cell("channel", 22)}${cell("n", 5)}${cell("p50", 10)}${cell("p99", 10)}max`);
  for (const c of channels) console.log(row(c, timed[c].map(since.created)));
  for (const phase of ["sequential", "burst"] as const)
    for (const c of channels)
      console.log(
        row(`  ${c}, ${phase}`, timed[c].filter((t) => t.lead.phase === phase).map(since.created)),
      );
  console.log(`from the submit's answer instead, p50 / p99: ${p50p99(since.answered)}`);
  console.log(`from the submit being sent (upper bound), p50 / p99: ${p50p99(since.sent)}`);
  if (otherEmails) console.log(`(${otherEmails} email(s) to others than sales sent meanwhile)`);
}

/** Prints whether every channel's p99 stayed under the target, with every alert arrived. */
function printVerdict({ checked: expected, timed }: Results): boolean {
  const p99s = channels.map((c) => {
    const xs = timed[c].map(since.created);
    return { c, p99: xs.length === expected && expected > 0 ? pct(xs, 0.99) : Infinity };
  });
  const worst = p99s.reduce((a, b) => (b.p99 > a.p99 ? b : a));
  const within = worst.p99 < TARGET_MS;
  const upper = Math.max(...channels.flatMap((c) => timed[c].map(since.sent)));
  console.log(
    within
      ? `p99 < 60 s on every channel: yes (slowest ${worst.c}, p99 ${ms(worst.p99)} ms; every alert arrived, the last ${ms(upper)} ms after its submit was sent)`
      : `p99 < 60 s on every channel: NO (${p99s.map(({ c, p99 }) => `${c} ${Number.isFinite(p99) ? `${ms(p99)} ms` : `${timed[c].length}/${expected} arrived`}`).join(", ")})`,
  );
  return within;
}

/** Prints the report; returns whether every channel's p99 stayed under the target. */
export function printReport(results: Results, problems: string[]): boolean {
  printLatencies(results);
  const within = printVerdict(results);
  if (problems.length) {
    console.log(`\n${problems.length} problem(s):`);
    for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
  }
  return within;
}
