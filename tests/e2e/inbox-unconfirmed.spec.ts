import { expectNoAxeViolations } from "./axe";
import {
  card,
  contactLead,
  expect,
  leadsFound,
  sendContactLead,
  sendFromNewVisitor,
  test,
  uniqueTag,
} from "./inbox-page";

/**
 * A form sent from another browser with a won prospect's email (docs/decisions/028): the card
 * keeps the prospect's own phone and status, and shows the request flagged as its own.
 */
test("another browser's request under a prospect's email is flagged on the card", async ({
  page,
  signIn,
  baseURL,
}) => {
  const tag = uniqueTag();
  const dana = contactLead(tag);
  await sendContactLead(page, dana);
  await signIn();
  const [first] = await leadsFound(page, tag);
  const won = await page.request.post(`/api/inbox/leads/${first!.id}/status`, {
    data: { status: "won" },
  });
  expect(won.ok()).toBe(true);

  await sendFromNewVisitor(baseURL!, {
    ...dana,
    name: `Mallory Quinn ${tag}`,
    company: "Quinn Holdings",
    phone: "+44 20 7946 0958",
  });
  const leads = await leadsFound(page, tag, 2);
  const other = leads.find((l) => l.id !== first!.id)!;

  await page.goto(`/inbox/${other.id}`);
  await expect(card(page).status).toHaveValue("won");
  const contact = page.getByRole("region", { name: "Contact" });
  await expect(contact).toContainText("+1 (555) 010-0100");
  await expect(contact).not.toContainText("+44 20 7946 0958");
  const request = page.getByRole("article").filter({ hasText: `Mallory Quinn ${tag}` });
  await expect(request).toContainText("Not confirmed");
  await expect(request).toContainText("Same email, another browser, not confirmed.");
  await expect(request).toContainText("+44 20 7946 0958");
  const own = page.getByRole("article").filter({ hasText: dana.name });
  await expect(own).not.toContainText("Not confirmed");
  await expectNoAxeViolations(page, "flagged request, light");
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expectNoAxeViolations(page, "flagged request, dark");
});
