/**
 * `npm run bench:engines`: CPU time (V8, in Node; workerd does not expose a CPU clock) of the built-in engines until their first
 * streamed text, for the 1st and the 30th exchange of a long conversation (as the route windows
 * it) and for hostile input. For Clarity a turn is what the Worker does: the memory learns from
 * the new message (in the visitor's object), then the engine writes the reply from the memory.
 * Prints a table; asserts nothing about time.
 */
import type { LanguageModelV4, LanguageModelV4Prompt } from "@ai-sdk/provider";
import { expect, it } from "vitest";
import { createClarityEngine } from "../../worker/ai/engines/clarity-engine";
import { createCrmEngine } from "../../worker/ai/engines/crm-engine";
import { learnFrom } from "../../worker/ai/memory/clarity-learn";
import { type ClarityMemory, emptyMemory } from "../../worker/ai/memory/clarity-memory";
import { type Turn, windowTurns } from "../../worker/ai/window";
import { searchSite } from "../../worker/language/site-search";
import { readLeadFacts } from "../../worker/ledger/lead-facts";
import { withSent } from "../../worker/lib/reply-hash";
import { seedContext } from "../fixtures/crm-seed";
import { longMessages, unread } from "./long-messages";

const prompt = (turns: Turn[]): LanguageModelV4Prompt =>
  turns.map((t) =>
    t.role === "user"
      ? { role: "user", content: [{ type: "text", text: t.content }] }
      : { role: "assistant", content: [{ type: "text", text: t.content }] },
  );

/** CPU milliseconds until the first text delta (median of `runs`). */
async function firstText(model: LanguageModelV4, turns: Turn[], runs = 15): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    // Each run's last message unlike the run before's: the language module keeps its last
    // normalised message, and a request is a new message.
    const asked =
      i % 2
        ? turns.map((t, j) => (j === turns.length - 1 ? { ...t, content: `${t.content} ` } : t))
        : turns;
    const start = performance.now();
    const { stream } = await model.doStream({ prompt: prompt(asked) });
    const reader = stream.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done || value.type === "text-delta") break;
    }
    // The engines decide their reply synchronously: on one thread, elapsed time is CPU time.
    times.push(performance.now() - start);
    await reader.cancel();
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

const prospect = (i: number) =>
  `Exchange ${i}: our finance team of eight closes the month in spreadsheets, QuickBooks does not scale, and the plant managers worry about adoption. ${"We need better reporting and fewer manual steps across sales, finance and operations. ".repeat(12)}`.slice(
    0,
    1200,
  );
const clarityReplyText = (i: number) =>
  `Reply ${i}: ${"That tells me the close is the critical path. ".repeat(18)}`.slice(0, 800);

function conversation(exchanges: number): Turn[] {
  const turns: Turn[] = [];
  for (let i = 0; i < exchanges; i++) {
    turns.push({ role: "user", content: prospect(i) });
    if (i < exchanges - 1) turns.push({ role: "assistant", content: clarityReplyText(i) });
  }
  const [first, ...later] = turns;
  return windowTurns(first, later.reverse());
}

const hostile = {
  "4,000 digits": "7".repeat(4000),
  "4,000 dots": ".".repeat(4000),
  "4,000 spaces": `${" ".repeat(3999)}x`,
  "digits and dots": "1.".repeat(2000),
  "digits and spaces": "1 ".repeat(2000),
  "figures and units": "$1,000 k 2.5 million 45,000 dollars ".repeat(110).slice(0, 4000),
};

/**
 * The memory after the first `exchanges - 1` messages (what the visitor's object holds), with
 * the fingerprints of the replies sent.
 */
function memoryBefore(exchanges: number): ClarityMemory {
  let memory = emptyMemory();
  for (let i = 0; i < exchanges - 1; i++) {
    memory = learnFrom(memory, prospect(i));
    memory = { ...memory, sent: withSent(memory.sent, clarityReplyText(i)) };
  }
  return memory;
}

/**
 * CPU ms of one Clarity turn: learning the new message, searching the site's pages for it (as the
 * route does), then the engine to its first text.
 */
async function clarityTurn(before: ClarityMemory, said0: string, turns: Turn[]): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    // A message unlike the run before's (one trailing space more or less): the language module
    // keeps its last normalised message, and a new message is what a turn reads.
    const message = i % 2 ? `${said0} ` : said0;
    const start = performance.now();
    const memory = learnFrom(before, message);
    const said = { text: message, passages: searchSite(message) };
    const engine = createClarityEngine({ memory, said }, { wordDelayMs: 0 });
    const learned = performance.now() - start;
    times.push(learned + (await firstText(engine, turns, 1)));
  }
  times.sort((a, b) => a - b);
  return times[7]!;
}

/**
 * CPU ms of a Clarity turn on long messages as prospects write them, each run a message not read
 * before (median of 15 over the three messages).
 */
async function clarityLongTurn(before: ClarityMemory, turns: Turn[]): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const message = unread(longMessages[i % longMessages.length]!, i);
    const start = performance.now();
    const memory = learnFrom(before, message);
    const said = { text: message, passages: searchSite(message) };
    const engine = createClarityEngine({ memory, said }, { wordDelayMs: 0 });
    const learned = performance.now() - start;
    times.push(
      learned + (await firstText(engine, [...turns, { role: "user", content: message }], 1)),
    );
  }
  times.sort((a, b) => a - b);
  return times[7]!;
}

it("measures the engines' CPU to first text", async () => {
  const rows: [string, number][] = [];
  rows.push([
    "Clarity, 1st exchange",
    await clarityTurn(emptyMemory(), prospect(0), conversation(1)),
  ]);
  rows.push([
    "Clarity, 30th exchange (windowed)",
    await clarityTurn(memoryBefore(30), prospect(29), conversation(30)),
  ]);
  rows.push([
    "Clarity, 30th, a long message as prospects write",
    await clarityLongTurn(memoryBefore(30), conversation(29)),
  ]);
  const question = "Who sees the things I write in this chat, and can I get it wiped?";
  rows.push([
    "Clarity, 30th, a question the pages answer",
    await clarityTurn(memoryBefore(30), question, conversation(30)),
  ]);
  for (const [label, text] of Object.entries(hostile))
    rows.push([
      `Clarity, ${label}`,
      await clarityTurn(memoryBefore(30), text, [{ role: "user", content: text }]),
    ]);
  const crm = createCrmEngine({ context: seedContext, today: "2026-11-24" }, { wordDelayMs: 0 });
  const crmTurns = (n: number): Turn[] => {
    const [first, ...later] = Array.from({ length: 2 * n - 1 }, (_, i) => ({
      role: i % 2 ? ("assistant" as const) : ("user" as const),
      content: i % 2 ? "Added it." : `Add a deal for Company ${i}, $75k, proposal`,
    }));
    return windowTurns(first, later.reverse());
  };
  rows.push(["CRM, 1st request", await firstText(crm, crmTurns(1))]);
  rows.push(["CRM, 30th request", await firstText(crm, crmTurns(30))]);
  for (const [label, text] of Object.entries(hostile))
    rows.push([`CRM, ${label}`, await firstText(crm, [{ role: "user", content: text }])]);
  // The ledger reads a lead's words once when it stores the lead: a 30-message chat, and hostile ones.
  const said = (texts: string[]) =>
    texts.map((text, i) => ({ text, at: Date.UTC(2026, 10, 23) + i * 60_000 }));
  const median = (read: () => unknown) => {
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      const start = performance.now();
      read();
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b)[7]!;
  };
  const chat = said(Array.from({ length: 30 }, (_, i) => prospect(i)));
  rows.push(["Lead facts, 30 messages of 1,200 chars", median(() => readLeadFacts(chat))]);
  for (const [label, text] of Object.entries(hostile))
    rows.push([`Lead facts, ${label}`, median(() => readLeadFacts(said([text])))]);
  console.log(
    `\nBuilt-in engines: CPU to first text (median of 15, in Node)\n${rows
      .map(([label, ms]) => `  ${label.padEnd(40)} ${ms.toFixed(2)} ms`)
      .join("\n")}\n`,
  );
  expect(rows.length).toBeGreaterThan(0);
});
