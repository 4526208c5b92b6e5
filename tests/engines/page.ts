/**
 * Steps the flows share, on any engine's `Tab`: open a page and wait until it is interactive, wait
 * for a condition, find an element by its text, set a field by value, read what the page recorded.
 * Functions passed to `tab.run` run in the page: they close over nothing and get their arguments.
 */
import { takeProblems } from "./recorder.ts";
import type { Tab } from "./tab.ts";

/** Polls `fn` in the page until it returns something truthy; fails with what it last returned. */
export async function waitFor<R, A extends unknown[]>(
  tab: Tab,
  what: string,
  fn: (...args: A) => R,
  args: A,
  timeout = 15_000,
): Promise<Awaited<R>> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      last = await tab.run(fn, ...args);
      if (last) return last as Awaited<R>;
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `timed out after ${timeout / 1000} s waiting for ${what} (last: ${JSON.stringify(last)})`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The page is interactive: its island hydrated, or a static page's enhance script ran. */
function interactive(): boolean {
  const { hydrated, enhanced } = document.documentElement.dataset;
  if (document.querySelector("[data-island]")) return hydrated === "true";
  return hydrated === "true" || enhanced === "true";
}

/** Opens a path of the site and waits until a visitor could use it. */
export async function open(tab: Tab, base: string, path: string): Promise<void> {
  await tab.goto(`${base}${path}`);
  if (tab.javaScript) await waitFor(tab, `${path} to be interactive`, interactive, []);
}

export async function reload(tab: Tab): Promise<void> {
  await tab.reload();
  if (tab.javaScript) await waitFor(tab, "the reloaded page to be interactive", interactive, []);
}

/**
 * A selector for the first visible element matching `selector` whose text contains `text` (it is
 * tagged with a data attribute), waiting until there is one.
 */
export async function byText(tab: Tab, selector: string, text: string): Promise<string> {
  const id = `p${Math.random().toString(36).slice(2, 10)}`;
  await waitFor(
    tab,
    `${selector} with the text "${text}"`,
    (selector: string, text: string, id: string) => {
      const found = Array.from(document.querySelectorAll<HTMLElement>(selector)).find(
        (el) => el.textContent?.includes(text) && el.getClientRects().length > 0,
      );
      found?.setAttribute("data-engine-pick", id);
      return Boolean(found);
    },
    [selector, text, id],
  );
  return `[data-engine-pick="${id}"]`;
}

/** The text of the first element matching `selector` ("" when there is none). */
export const textOf = (tab: Tab, selector: string) =>
  tab.run((s: string) => document.querySelector(s)?.textContent ?? "", selector);

/** Waits until an element matching `selector` has a text that contains `text`. */
export const untilText = (tab: Tab, selector: string, text: string, timeout?: number) =>
  waitFor(
    tab,
    `${selector} to contain "${text}"`,
    (s: string, t: string) =>
      Array.from(document.querySelectorAll(s)).some((el) => el.textContent?.includes(t)),
    [selector, text],
    timeout,
  );

/**
 * Sets an input's or select's value as the page would see a visitor's (the native setter, then
 * `input` and `change`). Date inputs take typed text differently in each engine; a value is the
 * same everywhere.
 */
export const setValue = (tab: Tab, selector: string, value: string) =>
  tab.run(
    (s: string, v: string) => {
      const el = document.querySelector<HTMLInputElement | HTMLSelectElement>(s);
      if (!el) throw new Error(`no element ${s}`);
      const proto = el instanceof HTMLSelectElement ? HTMLSelectElement : HTMLInputElement;
      Object.getOwnPropertyDescriptor(proto.prototype, "value")!.set!.call(el, v);
      el.dispatchEvent(new Event("input", { bubbles: true }));
      el.dispatchEvent(new Event("change", { bubbles: true }));
    },
    selector,
    value,
  );

/** What the page recorded (errors, failed loads, CSP refusals) since the last call. */
export async function problems(tab: Tab): Promise<string[]> {
  if (!tab.javaScript) return [];
  return tab.run(takeProblems);
}

export async function expectNoProblems(tab: Tab): Promise<void> {
  const found = await problems(tab);
  if (found.length) throw new Error(`the page reported:\n  ${found.join("\n  ")}`);
}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
