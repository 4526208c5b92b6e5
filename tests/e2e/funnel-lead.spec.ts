import { expectNoAxeViolations } from "./axe";
import { answerTry, landOn, uniqueSource } from "./funnel-visits";
import { expect, test } from "./inbox-page";

test("a visit with UTM parameters that becomes a lead shows them in the inbox", async ({
  browser,
  baseURL,
  page,
  signIn,
}) => {
  const source = uniqueSource();
  const visitor = await landOn(
    browser,
    baseURL!,
    `/try?utm_source=${source}&utm_medium=newsletter&utm_campaign=spring-erp&utm_content=%3Cscript%3Ealert(1)%3C%2Fscript%3E`,
    { referer: "https://www.linkedin.com/feed/" },
  );
  const name = `Dana ${source}`;
  await answerTry(visitor, [name, `${source}@acme.io`, "Acme Industrial", "+1 555 0100"], true);
  await visitor.context().close();

  await signIn();
  // The list filtered by the source: the lead's hand-off reaches the ledger a moment later.
  await expect
    .poll(
      async () => {
        await page.goto(`/inbox?source=${source}`);
        return page.getByRole("link", { name }).count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  await expect(page.getByRole("search")).toContainText(`From the source ${source}`);
  await expect(page.getByRole("link", { name: "Funnel" })).toHaveAttribute("href", "/inbox/funnel");
  await page.getByRole("link", { name }).click();
  const attribution = page.locator("dl").filter({ hasText: "Source" }).first();
  await expect(attribution).toContainText(source);
  await expect(attribution).toContainText("landed on /try");
  await expect(attribution).toContainText("from www.linkedin.com");
  await expect(attribution).toContainText("utm_medium newsletter");
  await expect(attribution).toContainText("utm_campaign spring-erp");
  // A hostile value is shown as the text it is, never run.
  await expect(attribution).toContainText("utm_content <script>alert(1)</script>");
  await expectNoAxeViolations(page, "lead card with its source");
  // The source links back to the list of its leads.
  await attribution.getByRole("link", { name: source }).click();
  await expect(page).toHaveURL(new RegExp(`/inbox\\?source=${source}$`));
  await page.getByRole("button", { name: "Any source" }).click();
  await expect(page).toHaveURL(/\/inbox$/);
});
