import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Locators and steps shared by the Clarity chat specs. */
export const heroBox = (page: Page) =>
  page.getByRole("textbox", { name: "What transformation do you want to achieve?" });
export const chatInput = (page: Page) => page.getByRole("textbox", { name: "Message Clarity" });
export const chatLog = (page: Page) => page.getByRole("log", { name: "Conversation with Clarity" });
/** Clarity's replies in the thread (each starts with a visually hidden "Clarity: "). */
export const replies = (page: Page) => chatLog(page).getByText("Clarity:", { exact: true });

/** Types a message in the chat box, sends it and waits for the reply to finish streaming. */
export async function exchange(page: Page, text: string) {
  const before = await replies(page).count();
  await expect(chatInput(page)).toBeEnabled();
  await chatInput(page).fill(text);
  await chatInput(page).press("Enter");
  await expect(replies(page)).toHaveCount(before + 1);
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0);
  await expect(chatInput(page)).toBeEnabled();
}

const details = [
  "We are a 240-person distributor of industrial fasteners with warehouses in Ohio, Texas and Ontario.",
  "Finance still closes the month in QuickBooks Desktop plus about forty linked spreadsheets, and the close takes eleven working days.",
  "Our sales reps quote from a price book in Excel that the pricing analyst updates every quarter, so discounts drift and margins leak.",
  "Customer service re-keys web orders from Shopify into the ERP by hand, which is where most of our shipping errors start.",
  "The CFO sponsors the project; the VP of Operations and the IT manager would carry most of the day-to-day work.",
  "We looked at NetSuite and Acumatica last year but stopped because nobody could say how long the data migration would take.",
  "Inventory counts disagree between the warehouse management spreadsheet and the books by roughly two percent every month.",
  "The board wants one set of numbers before we open the fourth warehouse, which is planned for the third quarter of next year.",
  "Budget-wise we have been told to stay between $350K and $600K for software, services and internal backfill together.",
  "Our controller is retiring in nine months and she is the only person who understands the intercompany eliminations.",
  "Two of our largest customers now require EDI 850 and 856 documents, and today a contractor maintains that integration.",
  "We also run a homegrown rebate tracker in Access that nobody wants to touch, although it drives about $1.2M a year in claims.",
  "The operations team works two shifts, so any training has to fit around the 6 a.m. and 2 p.m. handovers.",
  "Sales leadership is skeptical because the last CRM rollout in 2021 was abandoned after six months of low adoption.",
  "We would like purchasing, receiving and accounts payable to share one three-way match instead of emailing PDFs around.",
  "Reporting today means exporting to Excel on Monday mornings and pasting into a deck for the leadership meeting.",
  "Our auditors flagged segregation of duties in the last review, mostly around who can create vendors and approve payments.",
  "Canadian sales are invoiced in CAD and consolidated by hand, which adds two days to every close on its own.",
  "If the simulation shows we are not ready, we would rather hear it now than halfway through an implementation.",
  "We can free up the warehouse lead and one senior accountant for about a day a week during the assessment.",
  "Most of our item master has duplicates from an acquisition in 2019, so product data cleanup is probably a project of its own.",
  "Leadership is aligned on the goal but not on the order: finance wants to start with the ledger, operations with inventory.",
];

/**
 * A long visitor message as a real prospect writes one: whole sentences about their project, in
 * a different order for every turn, up to `length` characters (within a sentence of it).
 */
export function longMessage(turn: number, length = 1250): string {
  let text = `Point ${turn + 1} from our side, with some background for the roadmap.`;
  for (let i = 0; ; i++) {
    const next = `${text} ${details[(turn * 7 + i * 5) % details.length]}`;
    if (next.length > length) return text;
    text = next;
  }
}
