/**
 * The CRM's flows: a dialog drawn at its content's full height (WebKit collapsed them), an
 * opportunity added there, and the assistant answering and acting on a relative date.
 */
import type { Flow } from "../flow.ts";
import { byText, check, expectNoProblems, open, setValue, untilText, waitFor } from "../page.ts";
import type { Tab } from "../tab.ts";

const CRM_LOG = '[role="log"][aria-label="Conversation with the CRM assistant"]';
const APOLOGY = "Sorry, I encountered an error";

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

export const crmFlows: Flow[] = [
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
];
