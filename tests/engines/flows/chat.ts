/**
 * The chat's flows: the home form's first message, and the next one in the chat; each reply must
 * stream in, growing piece by piece.
 */
import type { Flow } from "../flow.ts";
import { check, expectNoProblems, open, textOf, untilText, waitFor } from "../page.ts";

const LOG = '[role="log"][aria-label="Conversation with Clarity"]';

/** Clarity's replies in the thread (each starts with a visually hidden "Clarity: "). */
const replyCount = (log: string) =>
  Array.from(document.querySelectorAll(`${log} .sr-only`)).filter(
    (el) => el.textContent === "Clarity: ",
  ).length;

/**
 * Watches for Clarity's next reply and keeps each length its text has as it arrives: a streamed
 * reply shows many, one sent whole shows one.
 */
function watchReplyLengths(log: string): void {
  const w = window as unknown as { __replyLengths?: number[] };
  w.__replyLengths = [];
  const lengths = w.__replyLengths;
  const replies = () =>
    Array.from(document.querySelectorAll(`${log} .sr-only`)).filter(
      (el) => el.textContent === "Clarity: ",
    );
  const before = replies().length;
  const note = () => {
    const next = replies()[before]?.parentElement;
    const n = next?.textContent?.length;
    if (n && lengths[lengths.length - 1] !== n) lengths.push(n);
  };
  new MutationObserver(note).observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}
const replyLengths = () =>
  (window as unknown as { __replyLengths?: number[] }).__replyLengths ?? [];

/** The chat is idle: a reply is in, nothing is streaming, the box takes the next message. */
const chatIdle = (log: string, replies: number) => {
  const input = document.querySelector<HTMLTextAreaElement>("#clarity-input");
  const count = Array.from(document.querySelectorAll(`${log} .sr-only`)).filter(
    (el) => el.textContent === "Clarity: ",
  ).length;
  const stop = Array.from(document.querySelectorAll("button")).some(
    (b) => b.textContent?.trim() === "Stop",
  );
  return count >= replies && !stop && !!input && !input.disabled;
};

export const chatFlows: Flow[] = [
  {
    name: "home form → Clarity's reply streams in, the roadmap fills",
    async run({ tab, base, shot }) {
      await open(tab, base, "/");
      await tab.run(watchReplyLengths, LOG);
      await tab.type("#transformation", "Move our finance team to NetSuite from QuickBooks");
      await tab.enter("#transformation");
      await waitFor(tab, "Clarity's first reply", chatIdle, [LOG, 1], 20_000);
      await untilText(tab, LOG, "NetSuite");
      await untilText(tab, "#roadmap", "NetSuite (ERP)");
      await untilText(tab, "#roadmap", "QuickBooks");
      const lengths = await tab.run(replyLengths);
      check(
        lengths.length >= 3 && lengths.every((n, i) => i === 0 || n > lengths[i - 1]!),
        `the reply did not grow piece by piece: lengths ${lengths.join(", ")}`,
      );
      await shot("home-chat");
      await expectNoProblems(tab);
    },
  },
  {
    name: "the chat's next reply streams in pieces",
    async run({ tab, base }) {
      const inChat = await tab.run(() => !!document.querySelector("#clarity-input"));
      if (!inChat) {
        await open(tab, base, "/?transformation=Move%20our%20finance%20team%20to%20NetSuite");
        await waitFor(tab, "Clarity's first reply", chatIdle, [LOG, 1], 20_000);
      }
      const replies = await tab.run(replyCount, LOG);
      await tab.run(watchReplyLengths, LOG);
      await tab.type("#clarity-input", "We are 240 people and the month-end close takes 11 days");
      await tab.enter("#clarity-input");
      await waitFor(tab, "Clarity's next reply", chatIdle, [LOG, replies + 1], 20_000);
      const lengths = await tab.run(replyLengths);
      check(
        lengths.length >= 3 && lengths.every((n, i) => i === 0 || n > lengths[i - 1]!),
        `the reply did not grow piece by piece: lengths ${lengths.join(", ")}`,
      );
      const text = await textOf(tab, LOG);
      check(!text.includes("couldn't reply"), "Clarity couldn't reply");
      await expectNoProblems(tab);
    },
  },
];
