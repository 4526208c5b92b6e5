import { expectNoAxeViolations } from "./axe";
import {
  card,
  contactLead,
  expect,
  leadsFound,
  openHydrated,
  salesPerson,
  sendFromNewVisitor,
  test,
  uniqueTag,
} from "./inbox-page";
import { overflow } from "./overflow";
import { E2E_SALES_TOKEN } from "./sales-token";

/**
 * A sales team works one lead together (docs/decisions/025): two people, each in a browser of
 * their own, assign it, write notes and change its status, and each sees the other's change
 * without a reload (the live inbox, 021).
 */
const LIVE_MS = 5000;

test("two people assign, note and change status on the same lead; each sees the other's change", async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const lead = contactLead(tag);
  await sendFromNewVisitor(baseURL!, lead);
  await signIn();
  const [summary] = await leadsFound(page, tag);
  const alex = await salesPerson(browser, baseURL!, "Alex Kim");
  const sam = await salesPerson(browser, baseURL!, "Sam Ortiz");
  try {
    const a = card(alex.page);
    const s = card(sam.page);
    for (const person of [alex, sam]) {
      await openHydrated(person.page, `/inbox/${summary!.id}`);
      await expect(card(person.page).live).toBeVisible();
    }
    await expect(alex.page.getByText("Signed in as Alex Kim")).toBeVisible();
    await expect(sam.page.getByText("Signed in as Sam Ortiz")).toBeVisible();

    // Alex gives the lead to Sam.
    await a.owner.selectOption("Sam Ortiz");
    await expect(s.owner).toHaveValue("Sam Ortiz", { timeout: LIVE_MS });
    await expect(s.history).toContainText("Alex Kim assigned it to you");

    // Sam writes what happened; Alex reads it.
    await s.notes.getByLabel("Add a note").fill("Left a voicemail, call back Thursday");
    await s.notes.getByRole("button", { name: "Add note" }).click();
    await expect(a.notes).toContainText("Left a voicemail, call back Thursday", {
      timeout: LIVE_MS,
    });
    await expect(a.notes).toContainText("Sam Ortiz");
    // Only its author may change a note.
    await expect(a.notes.getByRole("button", { name: /^Edit/ })).toHaveCount(0);
    await expect(s.notes.getByRole("button", { name: /^Edit/ })).toHaveCount(1);

    // Sam marks it contacted; Alex sees the status change and who made it.
    await s.status.selectOption("Contacted");
    await expect(a.status).toHaveValue("contacted", { timeout: LIVE_MS });
    await expect(a.header).toContainText("Contacted");
    await expect(a.history).toContainText("Sam Ortiz set the status to Contacted (was New)");

    // Alex closes it as lost, with the reason; Sam sees both.
    await a.status.selectOption("Lost");
    await alex.page.getByLabel("Why was it lost?").fill("Chose a competitor");
    await alex.page.getByRole("button", { name: "Mark lost" }).click();
    await expect(s.status).toHaveValue("lost", { timeout: LIVE_MS });
    await expect(sam.page.getByText("Lost: Chose a competitor", { exact: true })).toBeVisible();
    await expect(s.history).toContainText("Alex Kim set the status to Lost: Chose a competitor");

    // The list shows the same, and "Mine" is Sam's.
    await openHydrated(sam.page, `/inbox?assignee=me&q=${tag}`);
    const row = sam.page.getByRole("row", { name: new RegExp(tag) });
    await expect(row).toContainText("Lost");
    await expect(row).toContainText("Sam Ortiz");
  } finally {
    await alex.context.close();
    await sam.context.close();
  }
});

test("on a 390-px phone, a lead can be worked end to end", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const tag = uniqueTag();
  const lead = contactLead(tag);
  await sendFromNewVisitor(baseURL!, lead);

  // Sign in on the phone, with a name.
  await page.goto(`/inbox?q=${tag}`);
  await page.getByLabel("Your name").fill("Priya Natarajan");
  await page.getByLabel("Sales token").fill(E2E_SALES_TOKEN);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Signed in as Priya Natarajan")).toBeVisible();
  const item = page.getByRole("list", { name: "Prospects" }).getByRole("link", {
    name: new RegExp(lead.name),
  });
  await expect(item).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => overflow(page), "list at 390 px").toEqual([]);
  await item.click();

  const c = card(page);
  await expect(page.getByRole("heading", { name: lead.name, level: 1 })).toBeVisible();
  await c.owner.selectOption({ label: "Priya Natarajan (me)" });
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText(
    "Assigned to you",
  );
  await c.notes.getByLabel("Add a note").fill("Called: wants a demo next week");
  await c.notes.getByRole("button", { name: "Add note" }).click();
  await expect(c.notes.getByRole("listitem")).toContainText("Called: wants a demo next week");
  await c.status.selectOption("Qualified");
  await expect(c.header).toContainText("Qualified");
  // Fix a typo in the note: its author may.
  await c.notes.getByRole("button", { name: /^Edit/ }).click();
  await c.notes.getByLabel("Edit your note").fill("Called: wants a demo on Tuesday");
  await c.notes.getByRole("button", { name: "Save" }).click();
  await expect(c.notes.getByRole("listitem")).toContainText("wants a demo on Tuesday");
  await expect(c.notes).toContainText("edited");
  await expect(c.history).toContainText("You set the status to Qualified (was New)");
  await expect.poll(() => overflow(page), "card at 390 px").toEqual([]);
  await expectNoAxeViolations(page, "card at 390 px, light");
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expectNoAxeViolations(page, "card at 390 px, dark");

  // Back to the list: mine, qualified.
  await page.getByRole("link", { name: "← All prospects" }).click();
  // On a phone the filters are behind one button.
  await page.getByRole("button", { name: /^Filters/ }).click();
  await page.getByLabel("Owner").selectOption("Mine");
  await page.getByLabel("Status").selectOption("Qualified");
  await expect(page).toHaveURL(new RegExp(`status=qualified&assignee=me&q=${tag}`));
  await expect(item).toBeVisible();
  await expectNoAxeViolations(page, "list at 390 px, dark");
});

test("the list sorts and a lead is worked with the keyboard alone", async ({
  page,
  baseURL,
  signIn,
}) => {
  const tag = uniqueTag();
  const lead = contactLead(tag);
  await sendFromNewVisitor(baseURL!, lead);
  await signIn();
  const [summary] = await leadsFound(page, tag);

  await page.goto(`/inbox?q=${tag}`);
  // A column heading is a button: Enter sorts by it, again reverses it.
  const budget = page.getByRole("button", { name: "Budget" });
  await budget.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/sort=budget/);
  await expect(page.getByRole("columnheader", { name: "Budget" })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await page.keyboard.press("Enter");
  await expect(page.getByRole("columnheader", { name: "Budget" })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );

  await page.goto(`/inbox/${summary!.id}`);
  const c = card(page);
  await c.status.focus();
  // An arrow key only shows the next status; Enter saves it.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(c.header).toContainText("Contacted");
  const note = c.notes.getByLabel("Add a note");
  await note.focus();
  await page.keyboard.type("Sent the proposal");
  await page.keyboard.press("Control+Enter");
  await expect(c.notes.getByRole("listitem")).toContainText("Sent the proposal");
  await expect(c.history).toContainText("added a note");
});
