import { expectNoAxeViolations } from "./axe";
import { fillAll } from "./contact-page";
import {
  contactLead,
  expect,
  leadCount,
  leadsFound,
  sendContactLead,
  test,
  uniqueTag,
} from "./inbox-page";
import { overflow } from "./overflow";

test("a lead sent with the contact form is listed and its page shows the details", async ({
  page,
  signIn,
}) => {
  const tag = uniqueTag();
  // An address of this test's own: leads with one address are one prospect.
  const email = `dana.${tag.toLowerCase()}@acme.io`;
  await page.goto("/try");
  await fillAll(page);
  await page.getByRole("button", { name: "Edit Name: Dana Reyes" }).click();
  await page.getByRole("textbox", { name: "Edit Name" }).fill(`Dana Reyes ${tag}`);
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Edit Email: dana@acme.io" }).click();
  await page.getByRole("textbox", { name: "Edit Email" }).fill(email);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: `Edit Email: ${email}` })).toBeVisible();
  // A second company: the lead's contact joins them, its form answers keep both.
  await page.getByRole("button", { name: "Add Company" }).click();
  await page.getByRole("textbox", { name: "Add Company" }).fill("Acme Labs");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Edit Company: Acme Labs" })).toBeVisible();
  await page.getByRole("button", { name: "Looks Good" }).click();
  await expect(page.getByRole("heading", { name: "Great!" })).toBeVisible();

  await signIn();
  await leadsFound(page, tag);
  await page.goto(`/inbox?q=${tag}`);
  await expect(leadCount(page)).toHaveText("1 prospect matches these filters");
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(tag);
  const row = page.getByRole("row", { name: new RegExp(tag) });
  await expect(row).toContainText("Contact");
  await expect(row).toContainText("Acme Industrial");
  await expect(row).toContainText(email);
  await expect(row).toContainText("New");
  await expect(row.locator("time")).toHaveText(/just now|min ago/);

  await row.getByRole("link", { name: `Dana Reyes ${tag}` }).click();
  await expect(page).toHaveURL(/\/inbox\/lead_[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: `Dana Reyes ${tag}`, level: 1 })).toBeVisible();
  const contact = page.getByRole("region", { name: "Contact" });
  await expect(contact.getByRole("link", { name: email })).toHaveAttribute(
    "href",
    `mailto:${email}`,
  );
  await expect(contact.getByRole("link", { name: "+1 555 0100" })).toHaveAttribute(
    "href",
    "tel:+15550100",
  );
  await expect(contact).toContainText("Acme Industrial, Acme Labs");
  const answers = page.getByRole("article", { name: /Contact form sent/ });
  await expect(answers.getByRole("listitem")).toHaveText([
    `Dana Reyes ${tag}`,
    email,
    "Acme Industrial",
    "Acme Labs",
    "+1 555 0100",
  ]);
  await expect(answers).toContainText("Not provided");
  await answers.getByText("Delivery").click();
  await expect(answers).toContainText("No webhook is configured");
  await expect(answers.getByRole("button", { name: "Retry delivery" })).toHaveCount(0);

  // Back to the list it came from, with its search.
  await page.getByRole("link", { name: "← All prospects" }).click();
  await expect(page).toHaveURL(new RegExp(`/inbox\\?q=${tag}$`));
  await expect(page.getByRole("row", { name: new RegExp(tag) })).toBeVisible();
});

test("a status change persists across a reload and moves the prospect between the filters", async ({
  page,
  signIn,
}) => {
  const tag = uniqueTag();
  const lead = contactLead(tag);
  await sendContactLead(page, lead);
  await signIn();
  const [summary] = await leadsFound(page, tag);

  await page.goto(`/inbox/${summary!.id}`);
  const status = page.getByLabel("Status", { exact: true });
  await status.selectOption("Contacted");
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText(
    "Marked contacted",
  );
  await page.reload();
  await expect(status).toHaveValue("contacted");
  await expect(page.locator("main > header").getByText("Contacted", { exact: true })).toBeVisible();

  await page.goto(`/inbox?status=contacted&q=${tag}`);
  await expect(page.getByRole("link", { name: lead.name })).toBeVisible();
  await page.goto(`/inbox?status=new&q=${tag}`);
  await expect(page.getByText("No prospects match these filters.")).toBeVisible();

  await page.goto(`/inbox/${summary!.id}`);
  await status.selectOption("New");
  await expect(page.getByRole("region", { name: "History" })).toContainText(
    "set the status to New (was Contacted)",
  );
  await page.reload();
  await expect(status).toHaveValue("new");
});

test("Delete asks first, then erases the prospect's lead", async ({ page, signIn }) => {
  const tag = uniqueTag();
  const lead = contactLead(tag);
  await sendContactLead(page, lead);
  await signIn();
  const [summary] = await leadsFound(page, tag);

  await page.goto(`/inbox?q=${tag}`);
  await page.getByRole("link", { name: lead.name }).click();
  await page.getByRole("button", { name: "Delete…" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this prospect?" });
  await expect(dialog).toContainText(lead.name);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: lead.name, level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Delete…" }).click();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/inbox\\?q=${tag}$`));
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText("Lead deleted");
  await expect(page.getByText("No prospects match these filters.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("No prospects match these filters.")).toBeVisible();

  await page.goto(`/inbox/${summary!.id}`);
  await expect(page.getByRole("heading", { name: "Lead not found", level: 1 })).toBeVisible();
  expect((await page.request.get(`/api/inbox/leads/${summary!.id}`)).status()).toBe(404);
});

test("the prospect's card shows the visitor's Clarity conversation like the chat", async ({
  page,
  signIn,
}) => {
  const tag = uniqueTag();
  await page.goto("/");
  await page.getByRole("button", { name: "ERP", exact: true }).click();
  const box = page.getByPlaceholder("Type your message...");
  await expect(box).toBeEnabled({ timeout: 15_000 });
  await box.fill("Finance and operations, about 250 people. We run NetSuite and Shopify.");
  await box.press("Enter");
  await expect(box).toBeEnabled({ timeout: 15_000 });
  // The same visitor sends the contact form: the lead carries the conversation.
  const lead = contactLead(tag);
  await sendContactLead(page, lead);
  await signIn();
  const [summary] = await leadsFound(page, tag);

  await page.goto(`/inbox/${summary!.id}`);
  const conversations = page.getByRole("region", { name: "Requests and conversations" });
  const chat = conversations.getByRole("article").first();
  await expect(chat.getByRole("heading", { level: 3 })).toContainText("ERP");
  const messages = chat.getByRole("listitem");
  await expect(messages.filter({ hasText: "Visitor:" }).last()).toContainText(
    "We run NetSuite and Shopify.",
  );
  await expect(messages.filter({ hasText: "Clarity:" }).first()).toBeVisible();
  // The visitor's messages sit on the right, Clarity's on the left.
  const visitorBox = await messages
    .filter({ hasText: "Visitor:" })
    .last()
    .locator("div")
    .boundingBox();
  const clarityBox = await messages
    .filter({ hasText: "Clarity:" })
    .first()
    .locator("div")
    .first()
    .boundingBox();
  expect(visitorBox!.x + visitorBox!.width).toBeGreaterThan(clarityBox!.x + clarityBox!.width);
  expect(visitorBox!.x).toBeGreaterThan(clarityBox!.x);

  await expectNoAxeViolations(page, "lead with a conversation, light");
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expectNoAxeViolations(page, "lead with a conversation, dark");
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => overflow(page), `conversation at ${width} px`).toEqual([]);
  }
});
