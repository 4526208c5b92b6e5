import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import {
  card,
  contactLead,
  expect,
  leadsFound,
  openHydrated,
  sendContactLead,
  sendFromNewVisitor,
  test,
  uniqueTag,
} from "./inbox-page";
import { overflow } from "./overflow";

/** What a rep acts from: who wants a call, the next step and when it is due, what waits. */

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 320, height: 800 };
const HOUR = 3_600_000;
const firstProspect = (page: Page) =>
  page.locator('tbody tr, ul[aria-label="Prospects"] > li').filter({ visible: true }).first();
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

test("a call asked for is flagged in the list, its filter and the card until a call is logged", async ({
  page,
  signIn,
}) => {
  const tag = uniqueTag();
  const name = `Dana Reyes ${tag}`;
  await sendContactLead(page, contactLead(tag, { note: "Please call me today" }));
  await signIn();
  const [lead] = await leadsFound(page, tag);
  await page.setViewportSize(WIDE);
  await openHydrated(page, `/inbox?q=${tag}`);
  await expect(row(page, name)).toContainText("Wants a call");
  await page.getByLabel("Follow up").selectOption("Wants a call");
  await expect(page).toHaveURL(/callRequested=true/);
  await expect(page.getByRole("link", { name })).toBeVisible();

  await openHydrated(page, `/inbox/${lead!.id}`);
  const c = card(page);
  await expect(c.header).toContainText("Wants a call");
  const log = page.getByRole("form", { name: "Log a call or email" });
  await log.getByLabel("Kind").selectOption("Call");
  await log.getByLabel("Outcome").selectOption("Voicemail");
  await log.getByLabel(/Note/).fill("Left a message with the office manager");
  await log.getByRole("button", { name: "Log it" }).click();
  await expect(c.history).toContainText(
    "logged a call: left a voicemail (Left a message with the office manager)",
  );
  await expect(c.header).not.toContainText("Wants a call");

  await openHydrated(page, `/inbox?q=${tag}&callRequested=true`);
  await expect(page.getByText("No prospects match these filters")).toBeVisible();
});

test("a next step is set and cleared on the card, shown in the list, overdue under Overdue", async ({
  page,
  signIn,
}) => {
  const tag = uniqueTag();
  const name = `Dana Reyes ${tag}`;
  await sendContactLead(page, contactLead(tag));
  await signIn();
  const [lead] = await leadsFound(page, tag);
  await page.setViewportSize(WIDE);
  await openHydrated(page, `/inbox/${lead!.id}`);
  const c = card(page);
  const step = page.getByRole("form", { name: "Next step" });
  await expect(step).toContainText("Nothing planned yet.");

  await step.getByLabel("What").selectOption("Meeting");
  await step.getByLabel("Due").fill(await localInput(page, Date.now() + 30 * HOUR));
  await step.getByRole("button", { name: "Set next step" }).click();
  await expect(step).toContainText(/Meeting · due [A-Z][a-z]{2} \d\d:\d\d/);
  await expect(c.history).toContainText("set the next step: meeting, due");

  await step.getByLabel("What").selectOption("Call");
  // A day and more ago: overdue, and not due today.
  await step.getByLabel("Due").fill(await localInput(page, Date.now() - 26 * HOUR));
  await step.getByRole("button", { name: "Set next step" }).click();
  await expect(step).toContainText(/Overdue\s*Call · due/);

  await openHydrated(page, `/inbox?q=${tag}`);
  await expect(row(page, name)).toContainText(/Overdue\s*Call · due/);
  await page.getByLabel("Follow up").selectOption("Overdue");
  await expect(page).toHaveURL(/due=overdue/);
  await expect(page.getByRole("link", { name })).toBeVisible();
  await page.getByLabel("Follow up").selectOption("Due today");
  await expect(page).toHaveURL(/due=today/);
  await expect(page.getByRole("link", { name })).toHaveCount(0);

  await openHydrated(page, `/inbox/${lead!.id}`);
  await step.getByRole("button", { name: "Clear" }).click();
  await expect(step).toContainText("Nothing planned yet.");
  await expect(c.history).toContainText("cleared the next step");
  await openHydrated(page, `/inbox?q=${tag}`);
  await expect(row(page, name)).not.toContainText("due");
});

// The inbox's one axe sweep: the richest state (flags, overdue and due steps) with long, unbroken
// values at the contact form's limits, so it also shows that the list and the card fit a phone.
test("list and card with flags, due steps and long values pass axe light and dark at 1280 and phone widths, and fit 390 and 320 px", async ({
  page,
  signIn,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const longName =
    `Maximiliana Alexandrovna Featherstonehaugh-Wolfeschlegelsteinhausen ${tag}`.slice(0, 100);
  const leads = [
    contactLead(tag, { name: `Sam Okafor ${tag}`, email: `sam.${tag.toLowerCase()}@x.example` }),
    contactLead(tag, { name: `Lee Park ${tag}`, email: `lee.${tag.toLowerCase()}@x.example` }),
    contactLead(tag, {
      name: longName,
      email: `procurement.operations.${tag.toLowerCase()}@${"very-long-subsidiary-name".repeat(4)}.example`,
      company: `Internationale Handelsgesellschaft für Industrieausrüstungen ${tag}`,
      note: `Please call me today, after 2pm if you can. ${"Steering committee wants a readiness simulation before the RFP. ".repeat(8)}`.slice(
        0,
        500,
      ),
    }),
  ];
  // Three people: each from a browser of their own.
  for (const lead of leads) await sendFromNewVisitor(baseURL!, lead);
  await signIn();
  const found = await leadsFound(page, tag, 3);
  const idOf = (name: string) => found.find((l) => l.contact.name === name)!.id;
  const setStep = async (name: string, kind: string, dueAt: number) => {
    const res = await page.request.post(`/api/inbox/leads/${idOf(name)}/next-step`, {
      data: { kind, dueAt: new Date(dueAt).toISOString() },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await setStep(`Sam Okafor ${tag}`, "call", Date.now() - 3 * HOUR);
  await setStep(`Lee Park ${tag}`, "email", Date.now() + 20 * HOUR);
  const cardId = idOf(longName);
  await setStep(longName, "meeting", Date.now() + 50 * HOUR);

  for (const [name, url] of [
    ["list", `/inbox?q=${tag}`],
    ["card", `/inbox/${cardId}`],
  ] as const) {
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      // Two phone widths, one per theme: the layout is the same below the first breakpoint.
      for (const size of [WIDE, scheme === "light" ? PHONE : NARROW]) {
        await page.setViewportSize(size);
        await openHydrated(page, url);
        await expect(page.locator("main h1")).toBeVisible();
        if (name === "card") {
          await expect(page.getByRole("heading", { name: longName })).toBeVisible();
          await expect(card(page).header).toContainText("Wants a call");
          await expect(page.getByRole("form", { name: "Next step" })).toContainText("Meeting");
        } else {
          await expect(page.getByRole("link", { name: longName })).toBeVisible();
          await expect(page.getByText(/\d+ waiting · oldest/)).toBeVisible();
          await expect(
            page.getByText("Overdue", { exact: true }).filter({ visible: true }).first(),
          ).toBeVisible();
          const first = firstProspect(page);
          await expect(first).toBeVisible();
          expect((await first.boundingBox())!.y).toBeLessThan(size.height);
        }
        if (size !== WIDE) {
          await expect.poll(() => overflow(page), `${name} at ${size.width} px`).toEqual([]);
        }
        await expectNoAxeViolations(page, `${name} ${scheme} ${size.width}`);
      }
    }
  }
  // The sign-in form too, light, at 320 px.
  await page.emulateMedia({ colorScheme: "light" });
  await page.context().clearCookies();
  await page.goto("/inbox");
  await expect(page.getByLabel("Sales token")).toBeVisible();
  await expect.poll(() => overflow(page), "sign-in at 320 px").toEqual([]);
  await expectNoAxeViolations(page, "sign-in");
});
