/**
 * `npm run eval:answers`: the site-answers eval (docs/decisions/034), tuned (tuned to tuned-8),
 * held-out and second-probe sets (probes to probes-8) side by side. Lists the tuned sets'
 * misses; the held-out set's only with ANSWERS_SHOW_HELD_OUT=1 (they are never tuned on), the
 * probes' with ANSWERS_SHOW_PROBES=1. Asserts the tuned sets' figures stay where tuning left them.
 */
import { expect, it } from "vitest";
import type { AnswerCase } from "./case";
import { heldOut } from "./held-out";
import { probes } from "./probes";
import { probes2 } from "./probes-2";
import { probes3 } from "./probes-3";
import { probes4 } from "./probes-4";
import { probes5 } from "./probes-5";
import { probes6 } from "./probes-6";
import { probes7 } from "./probes-7";
import { probes8 } from "./probes-8";
import { type Figures, figures, type Scored, score, unknownKeys } from "./score";
import { tuned } from "./tuned";
import { tuned2 } from "./tuned-2";
import { tuned3 } from "./tuned-3";
import { tuned4 } from "./tuned-4";
import { tuned5 } from "./tuned-5";
import { tuned6 } from "./tuned-6";
import { tuned7 } from "./tuned-7";
import { tuned8 } from "./tuned-8";

/** Where tuning left the tuned set (a fall below fails the run). */
const TUNED_FLOOR: Figures = {
  top1: 37,
  top3: 45,
  empty: 9,
  answered: 43,
  honest: 9,
  asked: 47,
  none: 9,
};

/** Where round 3 left its tuned set, tuned-2 (docs/decisions/034); round 6 raised it. */
const TUNED_2_FLOOR: Figures = {
  top1: 12,
  top3: 14,
  empty: 2,
  answered: 18,
  honest: 6,
  asked: 18,
  none: 6,
};

/** Where round 4 left its tuned set, tuned-3 (first play: 12/20 answered, 3/4 honest). */
const TUNED_3_FLOOR: Figures = {
  top1: 15,
  top3: 15,
  empty: 3,
  answered: 18,
  honest: 4,
  asked: 20,
  none: 4,
};

/** Where round 5 left its tuned set, tuned-4 (first play: 7/16 answered, 3/4 honest). */
const TUNED_4_FLOOR: Figures = {
  top1: 7,
  top3: 8,
  empty: 3,
  answered: 14,
  honest: 4,
  asked: 16,
  none: 4,
};

/** Where round 6 left its tuned set, tuned-5 (first play: 13/19 answered, 4/5 honest); round 7 raised it. */
const TUNED_5_FLOOR: Figures = {
  top1: 13,
  top3: 14,
  empty: 2,
  answered: 18,
  honest: 5,
  asked: 19,
  none: 5,
};

/** Where round 7 left its tuned set, tuned-6 (first play: 8/17 answered, 3/3 honest). */
const TUNED_6_FLOOR: Figures = {
  top1: 9,
  top3: 11,
  empty: 2,
  answered: 17,
  honest: 3,
  asked: 17,
  none: 3,
};

/**
 * Where round 8 left its tuned set, tuned-7 (task H49; first play: 13/22 first, 14/22 in the first
 * three, 14/22 answered, 2/2 honest). Its two known misses answer rightly but say "our pages don't
 * say" of a part the pages leave open (the data's region; whether we implement), which scores as
 * not answered.
 */
const TUNED_7_FLOOR: Figures = {
  top1: 19,
  top3: 21,
  empty: 2,
  answered: 20,
  honest: 2,
  asked: 22,
  none: 2,
};

/**
 * Where round 9 left its tuned set, tuned-8 (task H56; first play: 9/18 first, 11/18 in the first
 * three, 9/18 answered, 2/2 honest). Its known miss answers rightly from a doubt's reply ("just a
 * slide deck"), which quotes no passage.
 */
const TUNED_8_FLOOR: Figures = {
  top1: 12,
  top3: 15,
  empty: 1,
  answered: 17,
  honest: 2,
  asked: 18,
  none: 2,
};

const pct = (a: number, b: number) => `${a}/${b} (${Math.round((100 * a) / b)}%)`;
const rows = (f: Figures) => [
  pct(f.top1, f.asked),
  pct(f.top3, f.asked),
  pct(f.empty, f.none),
  pct(f.answered, f.asked),
  pct(f.honest, f.none),
];
const labels = [
  "search: expected passage first",
  "search: expected in first three",
  "search: nothing for 'none'",
  "reply: answers from a passage",
  "reply: honest on 'none'",
];

function misses(name: string, scored: readonly Scored[]) {
  const out = scored.filter((s) =>
    s.none ? !s.empty || !s.honest : !s.top3 || !s.answered || s.honest,
  );
  return out.map(
    (s) =>
      `  [${name}] ${s.none ? "none" : `top3 ${s.top3 ? "y" : "n"} reply ${s.answered && !s.honest ? "y" : "n"}`}  ${s.before ? `(after "${s.before.join('", "')}") ` : ""}"${s.say}"\n      → ${s.reply.slice(0, 160).replace(/\n/g, " ")}`,
  );
}

const play = (cases: readonly AnswerCase[]) => cases.map(score);

it("scores Clarity's answers from the site's pages", () => {
  const sets = {
    tuned,
    tuned2,
    tuned3,
    tuned4,
    tuned5,
    tuned6,
    tuned7,
    tuned8,
    heldOut,
    probes,
    probes2,
    probes3,
    probes4,
    probes5,
    probes6,
    probes7,
    probes8,
  };
  expect(Object.values(sets).flatMap(unknownKeys)).toEqual([]);
  const t0 = performance.now();
  const t = play(tuned);
  const t2 = play(tuned2);
  const t3 = play(tuned3);
  const t4 = play(tuned4);
  const t5 = play(tuned5);
  const t6 = play(tuned6);
  const t7 = play(tuned7);
  const t8 = play(tuned8);
  const h = play(heldOut);
  const p = play(probes);
  const p2 = play(probes2);
  const p3 = play(probes3);
  const p4 = play(probes4);
  const p5 = play(probes5);
  const p6 = play(probes6);
  const p7 = play(probes7);
  const p8 = play(probes8);
  const columns = [t, t2, t3, t4, t5, t6, t7, t8, h, p, p2, p3, p4, p5, p6, p7, p8].map((s) =>
    rows(figures(s)),
  );
  const ft = figures(t);
  const lines = [
    `Answers from the site's pages (${Math.round(performance.now() - t0)} ms)`,
    `${"".padEnd(34)}${[
      "tuned",
      "tuned-2",
      "tuned-3",
      "tuned-4",
      "tuned-5",
      "tuned-6",
      "tuned-7",
      "tuned-8",
      "held-out",
      "probes",
      "probes-2",
      "probes-3",
      "probes-4",
      "probes-5",
      "probes-6",
      "probes-7",
      "probes-8",
    ]
      .map((c) => c.padEnd(14))
      .join("")
      .trimEnd()}`,
    ...labels.map(
      (l, i) =>
        `${l.padEnd(34)}${columns
          .map((c) => c[i]!.padEnd(14))
          .join("")
          .trimEnd()}`,
    ),
    ...misses("tuned", t),
    ...misses("tuned-2", t2),
    ...misses("tuned-3", t3),
    ...misses("tuned-4", t4),
    ...misses("tuned-5", t5),
    ...misses("tuned-6", t6),
    ...misses("tuned-7", t7),
    ...misses("tuned-8", t8),
    ...(process.env.ANSWERS_SHOW_HELD_OUT ? misses("held-out", h) : []),
    ...(process.env.ANSWERS_SHOW_PROBES
      ? [
          ...misses("probes", p),
          ...misses("probes-2", p2),
          ...misses("probes-3", p3),
          ...misses("probes-4", p4),
          ...misses("probes-5", p5),
          ...misses("probes-6", p6),
          ...misses("probes-7", p7),
          ...misses("probes-8", p8),
        ]
      : []),
  ];
  console.log(lines.join("\n"));
  const ft2 = figures(t2);
  const ft3 = figures(t3);
  const ft4 = figures(t4);
  const ft5 = figures(t5);
  const ft6 = figures(t6);
  const ft7 = figures(t7);
  const ft8 = figures(t8);
  for (const k of ["top1", "top3", "empty", "answered", "honest"] as const) {
    expect(ft[k], k).toBeGreaterThanOrEqual(TUNED_FLOOR[k]);
    expect(ft2[k], `tuned-2 ${k}`).toBeGreaterThanOrEqual(TUNED_2_FLOOR[k]);
    expect(ft3[k], `tuned-3 ${k}`).toBeGreaterThanOrEqual(TUNED_3_FLOOR[k]);
    expect(ft4[k], `tuned-4 ${k}`).toBeGreaterThanOrEqual(TUNED_4_FLOOR[k]);
    expect(ft5[k], `tuned-5 ${k}`).toBeGreaterThanOrEqual(TUNED_5_FLOOR[k]);
    expect(ft6[k], `tuned-6 ${k}`).toBeGreaterThanOrEqual(TUNED_6_FLOOR[k]);
    expect(ft7[k], `tuned-7 ${k}`).toBeGreaterThanOrEqual(TUNED_7_FLOOR[k]);
    expect(ft8[k], `tuned-8 ${k}`).toBeGreaterThanOrEqual(TUNED_8_FLOOR[k]);
  }
}, 120_000);
