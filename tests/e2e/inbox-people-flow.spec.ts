import { createHmac } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { EmailLog, type OtherEmail } from "../../scripts/lib/alerts-email-log.ts";
import { startReceiver } from "../../scripts/lib/alerts-receiver.ts";
import { type Arrival, SALES, SENDER } from "../../scripts/lib/alerts-run.ts";
import { freePort, startServer } from "../../scripts/lib/server.ts";
import { testAddress } from "./fixtures";
import { card, expect, test, uniqueTag } from "./inbox-page";
import { E2E_SALES_TOKEN } from "./sales-token";

/**
 * A sales team's morning, end to end: a prospect on /try asks for a call in the form's note; Ana
 * and Ben, each in a browser of their own, work it. Its own server, with Slack and Teams pointed at
 * a local receiver, email through wrangler's simulated send_email (its log read), and Cal.com's
 * webhook secret.
 */

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };
const HOUR = 3_600_000;
const CAL_SECRET = "whsec_0b7c4e2f9a1d8365c2b4e6f8a0c1d3e5f7091b2c";
const ANA = "ana@clarity.test";
const BEN = "ben@clarity.test";

const row = (page: Page, name: string) =>
  page
    .locator("tbody tr, ul[aria-label='Prospects'] > li")
    .filter({ visible: true })
    .filter({ has: page.getByRole("link", { name }) });
/** A time as the browser's datetime-local input takes it, in the browser's zone. */
const localInput = (page: Page, ms: number) =>
  page.evaluate((t) => {
    const d = new Date(t);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, ms);
/** Goes to a page and waits until it is interactive (hydrated, or enhanced without an island). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => {
    const { hydrated, enhanced } = document.documentElement.dataset;
    if (document.querySelector("[data-island]")) return hydrated === "true";
    return hydrated === "true" || enhanced === "true";
  });
}
/** A person of the team in a browser of their own, signed in with the token under their name. */
async function rep(browser: Browser, baseURL: string, name: string, dark = false) {
  const context = await browser.newContext({
    baseURL,
    viewport: WIDE,
    colorScheme: dark ? "dark" : "light",
    extraHTTPHeaders: { "CF-Connecting-IP": testAddress() },
  });
  const res = await context.request.post("/api/inbox/session", {
    data: { token: E2E_SALES_TOKEN, name },
  });
  expect(res.status(), await res.text()).toBe(204);
  const page = await context.newPage();
  await open(page, "/inbox");
  return page;
}
/** Cal.com's booking event for this attendee, and its signature with the webhook's secret. */
function booking(email: string, startTime: string, secret = CAL_SECRET) {
  const body = JSON.stringify({
    triggerEvent: "BOOKING_CREATED",
    createdAt: new Date().toISOString(),
    payload: {
      uid: `bk_${crypto.randomUUID()}`,
      title: "Intro call",
      startTime,
      attendees: [{ email, name: "Dana Reyes" }],
    },
  });
  return { body, signature: createHmac("sha256", secret).update(body).digest("hex") };
}

test("a form lead asking for a call, worked by two reps: flags, due steps, alerts, a booking", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const problems: string[] = [];
  const posts: Arrival[] = [];
  const toSales: Arrival[] = [];
  const toPeople: OtherEmail[] = [];
  const receiver = await startReceiver(posts, problems);
  const emails = new EmailLog(toSales, problems, (e) => toPeople.push(e));
  const server = await startServer({
    port: await freePort(),
    persistDir: "tmp/inbox-people-flow",
    fresh: true,
    onOutput: emails.onOutput,
    env: {
      SLACK_WEBHOOK_URL: `${receiver.url}/slack`,
      TEAMS_WEBHOOK_URL: `${receiver.url}/teams`,
      SALES_ALERT_EMAILS: SALES,
      ALERT_EMAIL_FROM: SENDER,
      SALES_TOKEN: E2E_SALES_TOKEN,
      CAL_WEBHOOK_SECRET: CAL_SECRET,
      LEAD_WEBHOOK_URL: "",
    },
  }).catch(async (error) => {
    await receiver.close();
    throw error;
  });
  try {
    const tag = uniqueTag();
    const name = `Dana Reyes ${tag}`;
    const company = `Acme Industrial ${tag}`;
    // No dot in the local part: "dana.ta2g…" reads as a host name and is made inert too when the
    // random tag begins with two letters (about half the runs).
    const email = `dana-${tag.toLowerCase()}@acme-industrial.example`;
    const inert = (text: string) => text.replaceAll(".example", "[.]example");
    /** What the receivers got of this lead: Slack's fallback lines, sales' and people's emails. */
    const slack = () =>
      posts
        .filter((p) => p.channel === "slack" && p.body.includes(tag))
        .map((p) => JSON.parse(p.body).text as string);
    const mailTo = (person: string) =>
      toPeople.filter((m) => m.to.includes(person) && m.text.includes(tag));

    // The prospect, on the site in a browser of their own.
    const visitor = await browser.newContext({
      baseURL: server.url,
      extraHTTPHeaders: { "CF-Connecting-IP": testAddress() },
    });
    const prospect = await visitor.newPage();
    await open(prospect, "/try");
    for (const answer of [name, email, company, "+1 (555) 010-0142"]) {
      await prospect.locator("#contact-input").fill(answer);
      await prospect.locator("#contact-input").press("Enter");
    }
    await prospect.getByRole("button", { name: "Add a note (optional)" }).click();
    await prospect
      .getByRole("textbox", { name: "Add a note (optional)" })
      .fill("Please call me today after 2pm: we choose our ERP vendor this week.");
    await prospect.keyboard.press("Enter");
    await prospect.getByRole("button", { name: "Looks Good" }).click();
    await expect(prospect.getByRole("heading", { name: "Great!" })).toBeVisible();

    // Ana works with the system's dark setting; Ben on the light one.
    const ana = await rep(browser, server.url, ANA, true);
    const ben = await rep(browser, server.url, BEN);
    await expect(ana.locator("html")).toHaveClass(/\bdark\b/);
    await expect(ben.locator("html")).not.toHaveClass(/\bdark\b/);

    // Flagged in the list (it arrives live), in the card, and first in the alert's subject.
    await expect(row(ana, name)).toContainText("Wants a call", { timeout: 20_000 });
    await expect(ana.getByText("1 waiting")).toBeVisible();
    const subject = `Wants a call: ${name}, ${company}`;
    await expect
      .poll(() => toSales.filter((m) => m.body.includes(tag)).map((m) => m.email?.subject), {
        timeout: 20_000,
      })
      .toEqual([subject]);
    await expect.poll(slack, { timeout: 20_000 }).toEqual([subject]);
    await row(ana, name).getByRole("link", { name }).click();
    await expect(card(ana).header).toContainText("Wants a call");
    const leadId = new URL(ana.url()).pathname.split("/").pop()!;

    // Ana gives it to Ben: his alone by email, named in Slack.
    await card(ana).owner.selectOption(BEN);
    await expect(card(ana).history).toContainText("assigned it to");
    await expect
      .poll(() => mailTo(BEN).map((m) => m.subject), { timeout: 20_000 })
      .toEqual([`${subject} — Assigned to you`]);
    expect(mailTo(BEN)[0]!.to).not.toContain(SALES);
    await expect.poll(() => slack().length, { timeout: 20_000 }).toBe(2);

    // Ben plans a call he is already late for: Overdue on the card and in his list, and reminded.
    await open(ben, `/inbox/${leadId}`);
    const step = ben.getByRole("form", { name: "Next step" });
    await step.getByLabel("What").selectOption("Call");
    await step.getByLabel("Due").fill(await localInput(ben, Date.now() - 2 * HOUR));
    await step.getByRole("button", { name: "Set next step" }).click();
    await expect(step).toContainText(/Overdue\s*Call · due/);
    await expect
      .poll(() => mailTo(BEN).map((m) => m.subject), { timeout: 20_000 })
      .toEqual([`${subject} — Assigned to you`, `${subject} — Next step due`]);
    expect(mailTo(BEN)[1]!.text).toContain("Next step: Call, due");
    expect(mailTo(BEN)[1]!.text).toContain(`Owner: ${BEN}`);
    expect(mailTo(ANA)).toEqual([]);
    await open(ben, "/inbox?due=overdue");
    await expect(row(ben, name)).toContainText(/Overdue\s*Call · due/);
    await expect(row(ben, name)).toContainText("Wants a call");

    // Ben calls: the flag goes (Ana's list hears of it live), and nobody waits any more.
    await open(ben, `/inbox/${leadId}`);
    const log = ben.getByRole("form", { name: "Log a call or email" });
    await log.getByLabel("Kind").selectOption("Call");
    await log.getByLabel("Outcome").selectOption("Reached");
    await log.getByRole("button", { name: "Log it" }).click();
    await expect(card(ben).history).toContainText("logged a call: reached them");
    await expect(card(ben).header).not.toContainText("Wants a call");
    await open(ana, "/inbox");
    await expect(row(ana, name)).not.toContainText("Wants a call");
    await expect(ana.getByText("No one waiting for a first contact.")).toBeVisible();
    await expect(ana.getByText(/100%\s*answered within an hour · 1 lead/).first()).toBeVisible();

    // Cal.com: an unsigned booking changes nothing; a signed one marks the prospect.
    const start = new Date(Date.now() + 26 * HOUR).toISOString();
    const forged = booking(email, start, "whsec_not-the-secret-at-all-00000000000000");
    const refused = await ana.request.post(`${server.url}/api/webhooks/cal`, {
      headers: { "content-type": "application/json", "x-cal-signature-256": forged.signature },
      data: forged.body,
    });
    expect(refused.status()).toBe(401);
    const unsigned = await ana.request.post(`${server.url}/api/webhooks/cal`, {
      headers: { "content-type": "application/json" },
      data: forged.body,
    });
    expect(unsigned.status()).toBe(401);
    await open(ana, "/inbox");
    await expect(row(ana, name)).not.toContainText("Meeting booked");
    const signed = booking(email, start);
    const booked = await ana.request.post(`${server.url}/api/webhooks/cal`, {
      headers: { "content-type": "application/json", "x-cal-signature-256": signed.signature },
      data: signed.body,
    });
    expect(booked.status(), await booked.text()).toBe(200);
    await expect(row(ana, name)).toContainText("Meeting booked");
    await open(ana, `/inbox/${leadId}`);
    await expect(card(ana).header).toContainText("Meeting booked");
    await expect(card(ana).history).toContainText("booked a meeting");

    // On a 390-px phone the list comes first.
    await ben.setViewportSize(PHONE);
    await open(ben, "/inbox");
    const first = ben.locator("ul[aria-label='Prospects'] > li").first();
    await expect(first).toContainText(name);
    expect((await first.boundingBox())!.y + 40).toBeLessThan(PHONE.height);

    // The first alert's email as a phone shows it.
    await emails.settled();
    const alert = toSales.find((m) => m.body.includes(tag))!;
    expect(alert.email!.subject).toBe(subject);
    expect(inert(alert.email!.text)).toContain(inert(`Email: ${email}`));
    await prospect.setViewportSize(PHONE);
    await prospect.setContent(alert.email!.html);
    await expect(prospect.getByText("Wants a call", { exact: true })).toBeVisible();
    expect(problems).toEqual([]);
    await visitor.close();
  } finally {
    await server.stop();
    await receiver.close();
  }
});
