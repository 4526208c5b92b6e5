import { expectNoAxeViolations } from "./axe";
import {
  contactLead,
  expect,
  leadCount,
  leadsFound,
  sendContactLead,
  sendFromNewVisitor,
  test,
  uniqueTag,
} from "./inbox-page";
import { E2E_SALES_TOKEN } from "./sales-token";

test("a wrong token is refused inline; the right one shows what was asked for", async ({
  page,
}) => {
  // Any inbox address asks for the token first: here a lead that does not exist.
  await page.goto(`/inbox/lead_${crypto.randomUUID()}`);
  await expect(page).toHaveTitle("Sales inbox · Clarity");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.getByRole("heading", { name: "Sales inbox", level: 1 })).toBeVisible();
  const name = page.getByLabel("Your name");
  const token = page.getByLabel("Sales token");
  await expect(token).toHaveAttribute("type", "password");
  await expect(name).toBeFocused();
  // The name is asked for: it goes with every action.
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Enter your name.");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await name.fill("Alex Kim");

  // A token of the real shape, one character off.
  await token.fill(`${E2E_SALES_TOKEN.slice(0, -1)}${E2E_SALES_TOKEN.endsWith("A") ? "B" : "A"}`);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "That token is not valid. Check it and try again.",
  );
  await expect(token).toHaveAttribute("aria-invalid", "true");
  await expect(token).toBeFocused();

  await token.fill(E2E_SALES_TOKEN);
  await token.press("Enter");
  await expect(page.getByRole("heading", { name: "Lead not found", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "← All prospects" }).click();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(leadCount(page).filter({ hasText: /^\d[\d,]* prospects?$/ })).toBeVisible();
  await page.reload();
  await expect(page.getByText("Signed in as Alex Kim")).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByLabel("Sales token")).toBeVisible();
  expect((await page.request.get("/api/inbox/leads")).status()).toBe(401);
});

test("too many attempts: the form says when to try again", async ({ page }) => {
  // A real 429 would lock every other test out of signing in for a minute: the answer is stubbed.
  await page.route("/api/inbox/session", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 429,
          headers: { "Retry-After": "120" },
          json: { error: { code: "rate_limit:inbox", message: "Too many sign-in attempts." } },
        })
      : route.fallback(),
  );
  await page.goto("/inbox");
  await page.getByLabel("Your name").fill("Alex Kim");
  await page.getByLabel("Sales token").fill(E2E_SALES_TOKEN);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Too many failed attempts. Please try again in 2 minutes.",
  );
});

test("without a session the API answers 401 and no page holds lead data", async ({
  page,
  signIn,
}) => {
  for (const path of ["/api/inbox/leads", "/api/inbox/leads.csv?kind=contact"]) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(401);
    expect((await res.json()).error.code, path).toBe("unauthorized:inbox");
  }
  const tag = uniqueTag();
  const lead = contactLead(tag);
  await sendContactLead(page, lead);
  await signIn();
  const [summary] = await leadsFound(page, tag);

  // The Worker renders the pages without data (the browser fetches it): nothing to cache or leak.
  for (const path of ["/inbox", `/inbox/${summary!.id}`]) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain("noindex, nofollow");
    expect(html, path).not.toContain(lead.email);
    expect(html, path).not.toContain(lead.company);
  }

  await page.context().clearCookies();
  await page.goto(`/inbox/${summary!.id}`);
  await expect(page.getByLabel("Sales token")).toBeVisible();
  await expect(page.getByText(tag)).toHaveCount(0);
});

test("the status, kind and delivery filters and the search narrow the list of prospects", async ({
  page,
  signIn,
  baseURL,
}) => {
  const tag = uniqueTag();
  // A chat lead: the visitor gives Clarity an email address (the ledger has it at once; only its
  // webhook delivery waits for the chat to go quiet).
  const chatEmail = `jane.roe.${tag.toLowerCase()}@umbrella.example`;
  await page.goto("/");
  await page.getByRole("button", { name: "CRM", exact: true }).click();
  const box = page.getByPlaceholder("Type your message...");
  await expect(box).toBeEnabled({ timeout: 15_000 });
  await box.fill(`Sales team of 40 on spreadsheets. Send the roadmap to ${chatEmail}`);
  await box.press("Enter");
  await expect(box).toBeEnabled({ timeout: 15_000 });
  // Then two contact leads from two other people, the newest last.
  const first = contactLead(tag, { company: `Northwind Foods ${tag}` });
  const second = contactLead(tag, {
    name: `Sam Ortiz ${tag}`,
    email: `sam.${tag.toLowerCase()}@globex.example`,
  });
  await sendFromNewVisitor(baseURL!, first);
  await sendFromNewVisitor(baseURL!, second);
  await signIn();
  await leadsFound(page, tag, 3);

  await page.goto("/inbox");
  const search = page.getByRole("searchbox", { name: "Search" });
  await search.fill(tag);
  await expect(page).toHaveURL(new RegExp(`\\?q=${tag}$`));
  await expect(leadCount(page)).toHaveText("3 prospects match these filters");
  // Latest activity first.
  await expect(page.getByRole("row").filter({ hasText: tag.toLowerCase() })).toHaveText([
    new RegExp(second.name),
    new RegExp(first.name),
    new RegExp(chatEmail),
  ]);

  await search.fill(`Northwind Foods ${tag}`);
  await expect(leadCount(page)).toHaveText("1 prospect matches these filters");
  await expect(page.getByRole("link", { name: first.name })).toBeVisible();
  await expect(page.getByRole("link", { name: second.name })).toHaveCount(0);
  await search.fill(tag);
  await expect(leadCount(page)).toHaveText("3 prospects match these filters");

  await page.getByLabel("Kind").selectOption("Chat");
  await expect(page).toHaveURL(new RegExp(`\\?kind=chat&q=${tag}$`));
  await expect(leadCount(page)).toHaveText("1 prospect matches these filters");
  const chatRow = page.getByRole("row", { name: new RegExp(chatEmail) });
  await expect(chatRow.getByRole("link")).toHaveText(chatEmail);
  await expect(chatRow).toContainText("CRM");
  await expectNoAxeViolations(page, "chat prospects, light");
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expectNoAxeViolations(page, "chat prospects, dark");
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await page.getByLabel("Kind").selectOption("Contact");
  await expect(leadCount(page)).toHaveText("2 prospects match these filters");

  // The e2e server has no webhook: every lead is "No webhook", none pending.
  await page.getByLabel("Delivery").selectOption("Pending");
  await expect(page.getByText("No prospects match these filters.")).toBeVisible();
  await page.getByLabel("Delivery").selectOption("No webhook");
  await expect(leadCount(page)).toHaveText("2 prospects match these filters");

  await page.getByLabel("Status").selectOption("Won or lost");
  await expect(page.getByText("No prospects match these filters.")).toBeVisible();
  await page.getByLabel("Status").selectOption("New");
  await expect(leadCount(page)).toHaveText("2 prospects match these filters");
  await expect(page).toHaveURL(new RegExp(`\\?status=new&kind=contact&delivery=none&q=${tag}$`));

  // The filters survive a reload (they are the address), and the export takes them along.
  await page.reload();
  await expect(page.getByLabel("Delivery")).toHaveValue("none");
  await expect(leadCount(page)).toHaveText("2 prospects match these filters");
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    `/api/inbox/leads.csv?status=new&kind=contact&delivery=none&q=${tag}`,
  );
});
