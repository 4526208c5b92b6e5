import { readFileSync } from "node:fs";
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

// The inbox's longer lists: CSV export of the filtered leads, and paging with Load more.

test("Export CSV downloads the filtered leads as UTF-8 CSV with a BOM", async ({
  page,
  signIn,
}) => {
  const tag = uniqueTag();
  // A comma, a quote and a line break: RFC 4180 quoting.
  const lead = contactLead(tag, {
    company: `Acme, "Industrial" ${tag}`,
    note: "Two sites:\nDallas and Monterrey — call after 3pm.",
  });
  await sendContactLead(page, lead);
  await signIn();
  await leadsFound(page, tag);
  await page.goto(`/inbox?q=${tag}`);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^clarity-leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString("utf8");
  const [header, ...rows] = text.split("\r\n").filter(Boolean);
  for (const column of ["name", "email", "company", "status", "budget", "assignee"])
    expect(header!.toLowerCase(), "header row").toContain(column);
  expect(header, "header row").not.toContain(tag);
  const body = rows.join("\r\n");
  expect(body).toContain(lead.name);
  expect(body).toContain(lead.email);
  expect(body).toContain(`"Acme, ""Industrial"" ${tag}"`);
  // Only the filtered lead: one record (its note's line break is inside quotes).
  expect(body.split(lead.email)).toHaveLength(2);
});

test("Load more fetches the next page of a long list", async ({ page, signIn, baseURL }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  // One more prospect than a page holds: as many people, each from a visitor of their own.
  for (let i = 1; i <= 51; i++)
    await sendFromNewVisitor(
      baseURL!,
      contactLead(tag, {
        email: `buyer${i}.${tag.toLowerCase()}@acme-industrial.example`,
        note: `Request ${i} of 51: ${"scope ".repeat(40)}`,
      }),
    );
  await signIn();
  await leadsFound(page, tag, 51);

  await page.goto(`/inbox?q=${tag}`);
  await expect(leadCount(page)).toHaveText("51 prospects match these filters");
  const rows = page.getByRole("row").filter({ hasText: tag });
  await expect(rows).toHaveCount(50);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(rows).toHaveCount(51);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
});
