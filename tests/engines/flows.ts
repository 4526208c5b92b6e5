/**
 * The cross-engine flows (README "Testing: which engines run what"): the site's four core flows,
 * plus a dialog's rendered height, the assistant acting on a relative date, the chat's streamed
 * reply, /try without JavaScript and the inbox list. Each runs in Firefox and WebKit, in this
 * order, on one server.
 */
import { E2E_SALES_TOKEN } from "../e2e/sales-token.ts";
import type { EngineName, Tab } from "./engines.ts";
import {
  byText,
  check,
  expectNoProblems,
  open,
  problems,
  reload,
  setValue,
  textOf,
  untilText,
  waitFor,
} from "./page.ts";

export interface FlowContext {
  tab: Tab;
  base: string;
  /** A page of the same engine without JavaScript (for flows marked `withoutJavaScript`). */
  withoutJavaScript(): Promise<Tab>;
  /** Saves a picture for the docs (docs/screens/engines/) when the run is asked to. */
  shot(name: string): Promise<void>;
  /** What one flow leaves for a later one (the company of the lead sent without JavaScript). */
  shared: { company?: string };
}

export interface Flow {
  name: string;
  /** Only in this engine (the defect it guards showed there). */
  only?: EngineName;
  /** Uses the page without JavaScript (its browser starts beside the first flows). */
  withoutJavaScript?: true;
  run(ctx: FlowContext): Promise<void>;
}

const LOG = '[role="log"][aria-label="Conversation with Clarity"]';
const CRM_LOG = '[role="log"][aria-label="Conversation with the CRM assistant"]';
const APOLOGY = "Sorry, I encountered an error";

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

/** A `<dialog>`'s rendered box and whether its content fits without scrolling inside it. */
function dialogBox(name: string) {
  const dialog = Array.from(document.querySelectorAll("dialog[open]")).find((d) =>
    d.querySelector("h2")?.textContent?.includes(name),
  );
  if (!dialog) return null;
  const box = dialog.getBoundingClientRect();
  return {
    width: Math.round(box.width),
    height: Math.round(box.height),
    scrollHeight: dialog.scrollHeight,
    clientHeight: dialog.clientHeight,
  };
}

/** Fails unless the open dialog is as tall as its content (WebKit collapsed them to 50 px). */
async function expectFullHeight(tab: Tab, name: string, atLeast: number) {
  const box = (await waitFor(tab, `the "${name}" dialog`, dialogBox, [name]))!;
  check(
    box.height >= atLeast && box.scrollHeight <= box.clientHeight + 1,
    `the "${name}" dialog is ${box.width}×${box.height} px with ${box.scrollHeight} px of ` +
      `content in ${box.clientHeight} px: collapsed (expected ≥ ${atLeast} px, nothing scrolling)`,
  );
}

/** Sends one message to the open CRM assistant and waits for its whole reply. */
async function askAssistant(tab: Tab, text: string) {
  const before = await tab.run(
    (log: string) => document.querySelectorAll(`${log} [data-message="assistant"]`).length,
    CRM_LOG,
  );
  await waitFor(
    tab,
    "the assistant's box",
    () => {
      const input = document.querySelector<HTMLInputElement>("#crm-input");
      return !!input && !input.disabled;
    },
    [],
  );
  await tab.type("#crm-input", text);
  await tab.enter("#crm-input");
  await waitFor(
    tab,
    `the assistant's answer to "${text}"`,
    (log: string, before: number) => {
      const input = document.querySelector<HTMLInputElement>("#crm-input");
      const answers = document.querySelectorAll(`${log} [data-message="assistant"]`);
      return answers.length > before && !!input && !input.disabled;
    },
    [CRM_LOG, before],
    20_000,
  );
  const answer = await tab.run((log: string) => {
    const answers = document.querySelectorAll(`${log} [data-message="assistant"]`);
    return answers[answers.length - 1]?.textContent ?? "";
  }, CRM_LOG);
  check(!answer.includes(APOLOGY), `the assistant answered with an error: "${answer}"`);
  return answer;
}

const stat = (label: string) => `[data-stat="${label}"]`;

/** yyyy-mm-dd of the day after today in the page (the visitor's time zone). */
const tomorrowInPage = () => {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const MONTHS =
  "January February March April May June July August September October November December";

export const flows: Flow[] = [
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
  {
    name: "/try: an answer, a reload, the form resumes where it was",
    async run({ tab, base, shot }) {
      await open(tab, base, "/try");
      const placeholder = (p: string) =>
        waitFor(
          tab,
          `the box to ask "${p}"`,
          (p: string) => {
            const input = document.querySelector<HTMLInputElement>("#contact-input");
            return input?.placeholder === p && !input.disabled;
          },
          [p],
        );
      await placeholder("Enter name...");
      await tab.type("#contact-input", "Dana Reyes");
      await tab.enter("#contact-input");
      await placeholder("Enter email...");
      await tab.type("#contact-input", "dana@acme.io");
      await tab.enter("#contact-input");
      await placeholder("Enter company...");
      await waitFor(
        tab,
        "the server to hold the draft",
        async () => {
          const res = await fetch("/api/contact/draft");
          const { draft } = await res.json();
          return draft?.email?.[0] === "dana@acme.io";
        },
        [],
      );
      await reload(tab);
      await untilText(tab, 'ul[aria-label="Name"]', "Dana Reyes");
      await untilText(tab, 'ul[aria-label="Email"]', "dana@acme.io");
      await placeholder("Enter company...");
      await shot("try-resumed");
      await expectNoProblems(tab);
    },
  },
  {
    name: "CRM: add an opportunity in a full-height dialog, then ask the assistant",
    async run({ tab, base, shot }) {
      await open(tab, base, "/working-prototype");
      await tab.click(await byText(tab, "button", "+ Add New"));
      await waitFor(
        tab,
        "the form",
        () => !!document.querySelector("dialog[open] #opp-company"),
        [],
      );
      // Chromium and Firefox: 512×388. WebKit drew 512×50 before the fix.
      await expectFullHeight(tab, "Add Opportunity", 300);
      await tab.type("#opp-company", "Initech");
      await setValue(tab, "#opp-amount", "40000");
      await setValue(tab, "#opp-stage", "Proposal");
      await setValue(tab, "#opp-probability", "60");
      await setValue(tab, "#opp-closeDate", "2026-12-20");
      await shot("crm-dialog");
      await tab.click("dialog[open] form button[type=submit]");
      await untilText(tab, stat("Active Deals"), "4");
      await untilText(tab, stat("Pipeline Value"), "$450,000");
      const detail = await byText(tab, "button", "Initech");
      await tab.click(detail);
      await expectFullHeight(tab, "Initech", 200);
      await untilText(tab, "dialog[open]", "December 20, 2026");
      await tab.click("dialog[open] button[aria-label=Close]");
      await waitFor(tab, "the dialog to close", () => !document.querySelector("dialog[open]"), []);

      await tab.click(await byText(tab, "button", "AI Assistant"));
      await waitFor(tab, "the assistant", () => !!document.querySelector("#crm-input"), []);
      const answer = await askAssistant(tab, "what's the pipeline total?");
      check(answer.includes("$450,000"), `the total should count Initech: "${answer}"`);
      await shot("crm-assistant");
      await expectNoProblems(tab);
    },
  },
  {
    name: "CRM assistant: an action read from today's date ('closing tomorrow')",
    async run({ tab, base }) {
      await open(tab, base, "/working-prototype");
      await tab.click(await byText(tab, "button", "AI Assistant"));
      await waitFor(tab, "the assistant", () => !!document.querySelector("#crm-input"), []);
      const answer = await askAssistant(tab, "Add Hooli, $50k in proposal, 40%, closing tomorrow");
      check(answer.includes("Hooli"), `the assistant did not add Hooli: "${answer}"`);
      await untilText(tab, stat("Active Deals"), "4");
      const tomorrow = await tab.run(tomorrowInPage);
      const [year, month, day] = tomorrow.split("-").map(Number) as [number, number, number];
      const longDate = `${MONTHS.split(" ")[month - 1]} ${day}, ${year}`;
      await tab.click("dialog[open] button[aria-label=Close]");
      await tab.click(await byText(tab, "button", "Hooli"));
      await untilText(tab, "dialog[open]", longDate);
      await expectNoProblems(tab);
    },
  },
  {
    name: "dark theme, kept after a reload",
    async run({ tab, base, shot }) {
      await open(tab, base, "/");
      const dark = () => document.documentElement.classList.contains("dark");
      check(!(await tab.run(dark)), "the page was dark before the toggle (light is the default)");
      await tab.click("[data-theme-toggle]");
      await waitFor(tab, "the dark theme", dark, []);
      await reload(tab);
      check(await tab.run(dark), "the dark theme was lost on reload");
      await waitFor(
        tab,
        "the toggle to offer the light theme",
        () =>
          document.querySelector("[data-theme-toggle]")?.getAttribute("aria-label") ===
          "Switch to light theme",
        [],
      );
      await shot("dark-theme");
      await tab.click("[data-theme-toggle]");
      await waitFor(
        tab,
        "the light theme",
        () => !document.documentElement.classList.contains("dark"),
        [],
      );
      await expectNoProblems(tab);
    },
  },
  {
    name: "/try without JavaScript: the plain form sends a lead",
    withoutJavaScript: true,
    async run({ withoutJavaScript, base, shared }) {
      const tab = await withoutJavaScript();
      await tab.goto(`${base}/try`);
      const company = `Northwind Foundry ${tab.engine} ${Date.now().toString(36)}`;
      await tab.type("input[name=name]", "Sam Ortiz");
      await tab.type("input[name=email]", "sam.ortiz@northwind.example");
      await tab.type("input[name=company]", company);
      await tab.type("input[name=phone]", "+1 555 0142");
      await tab.type("textarea[name=note]", "Mornings are best.");
      check(
        (await tab.run(() => document.documentElement.dataset.island ?? null)) === null,
        "JavaScript ran: the island loader marked the page",
      );
      // Enter in a field sends the form, as the browser does it (Firefox without JavaScript
      // never finishes Puppeteer's click, which measures the button with a script).
      await tab.enter("input[name=phone]");
      await untilText(tab, "h1, h2", "Great!");
      shared.company = company;
    },
  },
  {
    name: "inbox: sign in, the list shows the newest leads",
    async run({ tab, base, shared }) {
      // The lead the flow without JavaScript sent; should it have failed, one sent from here.
      if (!shared.company) {
        const company = `Northwind Foundry ${tab.engine} ${Date.now().toString(36)}`;
        const res = await fetch(`${base}/try/send`, {
          method: "POST",
          body: new URLSearchParams({
            name: "Sam Ortiz",
            email: "sam.ortiz@northwind.example",
            company,
            phone: "+1 555 0142",
            note: "",
          }),
        });
        check(res.ok, `sending a lead to look for answered ${res.status}`);
        shared.company = company;
      }
      await open(tab, base, "/inbox");
      await waitFor(tab, "the sign-in form", () => !!document.querySelector("#sales-token"), []);
      await tab.type("#sales-token", E2E_SALES_TOKEN);
      await tab.enter("#sales-token");
      await waitFor(
        tab,
        "the lead count",
        () =>
          Array.from(document.querySelectorAll("main [role=status]")).some((el) =>
            /^\d[\d,]* leads?$/.test(el.textContent?.trim() ?? ""),
          ),
        [],
      );
      const rows = await tab.run(() => document.querySelectorAll("tbody tr").length);
      check(rows > 0, "the inbox lists no leads");
      if (shared.company) await untilText(tab, "tbody", shared.company);
      await expectNoProblems(tab);
    },
  },
  {
    name: "no modulepreload fires an error event (Firefox)",
    only: "firefox",
    async run({ tab, base }) {
      for (const path of ["/", "/try", "/working-prototype", "/inbox"]) {
        await open(tab, base, path);
        // The island's chunks are preloaded once it starts; wait until they have all settled.
        await waitFor(
          tab,
          `${path}'s module preloads`,
          () =>
            document.querySelectorAll('link[rel="modulepreload"]').length > 0 &&
            performance
              .getEntriesByType("resource")
              .filter((e) => e.name.endsWith(".js"))
              .every((e) => (e as PerformanceResourceTiming).responseEnd > 0),
          [],
        );
        await new Promise((r) => setTimeout(r, 300));
        const found = await problems(tab);
        check(found.length === 0, `${path}: ${found.join("; ")}`);
      }
    },
  },
];
