import { freePort, startServer } from "../../scripts/lib/server.ts";
import { changes, expectStats, openAssistant } from "./crm-page";
import { expect, test } from "./fixtures";
import { keepUnderCrmLimit } from "./rate-limit";

/**
 * Thirty requests the way a prospect would try the assistant: adds, logs, updates, questions, a
 * refusal and its correction, an unknown company, "undo", small talk. Each is answered (and the
 * actions acted on) with the whole conversation behind it.
 */
const session: [request: string, reply: string | RegExp][] = [
  ["Add Initech, $40k, proposal, 60%, closing Dec 15", "Added opportunity for Initech"],
  ["What's the pipeline total?", "Your pipeline totals $450,000 across 4 deals."],
  ["Log a call with Jane Roe - Initech about pricing", "Logged call activity"],
  ["Northwind is now in negotiation at 85%", "Updated opportunity for Northwind Logistics"],
  [
    "How many active deals do we have and what's the weighted forecast?",
    /4 active deals.*\$206,750/,
  ],
  ["Add Stark Industries 1.2M discovery", "Added opportunity for Stark Industries"],
  ["I just emailed Marcus Webb at Meridian the revised contract", "Logged email activity"],
  [
    "Atlas is looking more likely, call it 60 percent",
    "Updated opportunity for Atlas Manufacturing",
  ],
  ["What's our biggest deal?", "Your biggest deal is Stark Industries"],
  [
    "Had a meeting with Priya from Atlas yesterday to review the prototype",
    "Logged meeting activity",
  ],
  ["Add Umbrella Corp, $30k, discovery", "Added opportunity for Umbrella Corp"],
  ["Bump Meridian up to $95k", "Updated opportunity for Meridian Health Partners"],
  ["Which deal is most likely to close?", "Meridian Health Partners is the most likely to close"],
  ["New deal: Soylent, 45,000 dollars, closing next month", "Added opportunity for Soylent"],
  ["Move Initech to negotiation", "Updated opportunity for Initech"],
  ["Spoke with Sarah Chen about volume tiers", "Logged call activity"],
  ["Break down the pipeline by stage", "Deals by stage:"],
  ["Add a deal for Hooli with a value of -50000", "can't be negative"],
  ["$50k", "Added opportunity for Hooli"],
  ["Update Acme Widgets to closed won", "I couldn't find Acme Widgets in the pipeline."],
  ["Meridian signed!", "Updated opportunity for Meridian Health Partners"],
  ["What did we do with Northwind this week?", "a call with Sarah Chen"],
  ["Push Northwind's close date out two weeks", "Updated opportunity for Northwind Logistics"],
  ["undo", "Use the Undo button"],
  ["Add Pied Piper worth 2.5 million in negotiation", "Added opportunity for Pied Piper"],
  ["Called Tom Hart at Initech about the renewal", "Logged call activity"],
  ["What's the average deal size?", "The average deal is"],
  ["Set Stark probability to 40%", "Updated opportunity for Stark Industries"],
  ["thanks!", "You're welcome!"],
  ["Add Wayne Enterprises for $120k at 40 percent", "Added opportunity for Wayne Enterprises"],
];

test("a 30-request assistant session ends with the last request answered and acted on", async ({
  page,
}) => {
  // A server of its own with the limits doubled (40 requests a minute): a person types slower
  // than this test, and the limit itself is tested at its figure (tests/worker/crm.test.ts).
  test.setTimeout(180_000);
  const server = await startServer({
    port: await freePort(),
    persistDir: "tmp/crm-session",
    fresh: true,
    rateLimitFactor: 2,
  });
  const sentAt: number[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname === "/api/crm-assistant") sentAt.push(Date.now());
  });
  try {
    const dialog = await openAssistant(page, "AI Assistant", server.url);
    const input = dialog.getByRole("textbox", { name: "Message the CRM assistant" });
    const log = dialog.getByRole("log");
    for (const [i, [request, reply]] of session.entries()) {
      await keepUnderCrmLimit(sentAt, 2);
      await expect(input).toBeEnabled({ timeout: 15_000 });
      await input.fill(request);
      await input.press("Enter");
      // The newest turn: the visitor's request, then the reply (text, and the change it made).
      const turn = log.locator(":scope > div").last();
      await expect(turn, `request ${i + 1}: ${request}`).toContainText(reply, { timeout: 15_000 });
    }
    expect(sentAt).toHaveLength(30);
    await expect(changes(page)).toContainText("Added opportunity for Wayne Enterprises");
    await expectStats(page, "1,747", "$4,405,000", "10", "$2,220,250");
  } finally {
    await server.stop();
  }
});
