import { type Browser, type Cookie, type Page, request } from "@playwright/test";
import type { LeadListResponse } from "#contracts/inbox";
import { test as base, expect } from "./fixtures";
import { E2E_SALES_TOKEN } from "./sales-token";

/** Who the tests' shared session signs in as. */
export const SALES_PERSON = "Robin Sales";

/** A private IPv4 address, for one simulated client. */
const newAddress = () =>
  `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 256)).join(".")}`;

/**
 * The inbox specs' fixtures. The Worker limits sign-ins (5 a minute) and contact submissions (10 a
 * minute) per client address, CF-Connecting-IP, which `wrangler dev` takes from the request where
 * Cloudflare would set it. Each test is a client of its own, as different visitors are, so tests
 * running side by side or one run after another do not use up one another's allowance.
 * Tests start signed in with one session per worker: only the sign-in tests type the token.
 */
export const test = base.extend<
  { clientAddress: string; signIn: () => Promise<void> },
  { salesCookie: Cookie }
>({
  clientAddress: [
    async ({ context }, use) => {
      const address = newAddress();
      await context.setExtraHTTPHeaders({ "CF-Connecting-IP": address });
      await use(address);
    },
    { auto: true },
  ],
  salesCookie: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies here
    async ({}, use, workerInfo) => {
      const api = await request.newContext({
        baseURL: workerInfo.project.use.baseURL,
        extraHTTPHeaders: { "CF-Connecting-IP": newAddress() },
      });
      const res = await api.post("/api/inbox/session", {
        data: { token: E2E_SALES_TOKEN, name: SALES_PERSON },
      });
      expect(res.status(), await res.text()).toBe(204);
      const cookie = (await api.storageState()).cookies.find((c) => c.httpOnly);
      if (!cookie) throw new Error("Signing in set no session cookie");
      await api.dispose();
      await use(cookie);
    },
    { scope: "worker" },
  ],
  signIn: async ({ context, salesCookie }, use) => {
    await use(() => context.addCookies([salesCookie]));
  },
});
export { expect };

/** "12 prospects", "1 prospect matches these filters": the live line under the list's heading. */
export const leadCount = (page: Page) => page.locator("main > header").getByRole("status");

/** A tag no other test's leads carry, to find this test's leads with the search. */
export const uniqueTag = () =>
  `T${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

export interface ContactLead {
  name: string;
  email: string;
  company: string;
  phone: string;
  note: string;
}

/** A contact lead of realistic shape whose name, email and company carry the tag. */
export const contactLead = (tag: string, overrides: Partial<ContactLead> = {}): ContactLead => ({
  name: `Dana Reyes ${tag}`,
  email: `dana.reyes.${tag.toLowerCase()}@acme-industrial.example`,
  company: `Acme Industrial ${tag}`,
  phone: "+1 (555) 010-0100",
  note: "We run NetSuite for finance and a homegrown WMS for three warehouses; the board wants a go/no-go on a new ERP by Q3. Please call after 3pm Central.",
  ...overrides,
});

/** Sends the contact form's submission as the site does (POST /api/contact/submit). */
export async function sendContactLead(page: Page, lead: ContactLead) {
  const res = await page.request.post("/api/contact/submit", { data: lead });
  expect(res.status(), await res.text()).toBe(201);
}

/** The same, from a new visitor at an address of its own (many leads, as many people send). */
export async function sendFromNewVisitor(baseURL: string, lead: ContactLead) {
  const visitor = await request.newContext({
    baseURL,
    extraHTTPHeaders: { "CF-Connecting-IP": newAddress() },
  });
  const res = await visitor.post("/api/contact/submit", { data: lead });
  expect(res.status(), await res.text()).toBe(201);
  await visitor.dispose();
}

/**
 * The leads a search finds, once `count` of them have reached the ledger: a visitor's Durable
 * Object hands a lead over from its alarm, a moment after the submit answered.
 */
export async function leadsFound(page: Page, q: string, count = 1) {
  let found: LeadListResponse | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/inbox/leads?q=${encodeURIComponent(q)}`);
        found = res.ok() ? await res.json() : undefined;
        return found?.total;
      },
      { timeout: 15_000, message: `${count} lead(s) matching ${q} in the inbox` },
    )
    .toBe(count);
  return found!.leads;
}

/**
 * A person of the sales team in a browser of their own (a context: no cookie shared), signed in
 * with the token under their name.
 */
export async function salesPerson(browser: Browser, baseURL: string, name: string) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "CF-Connecting-IP": newAddress() },
  });
  const res = await context.request.post("/api/inbox/session", {
    data: { token: E2E_SALES_TOKEN, name },
  });
  expect(res.status(), await res.text()).toBe(204);
  const page = await context.newPage();
  return { context, page };
}

/** The card's controls and regions. */
export const card = (page: Page) => ({
  status: page.getByLabel("Status", { exact: true }),
  owner: page.getByLabel("Owner", { exact: true }),
  notes: page.getByRole("region", { name: "Notes" }),
  history: page.getByRole("region", { name: "History" }),
  header: page.locator("main > header"),
  live: page.locator("main > header").getByText("Live", { exact: true }),
});

/** Opens a page in a context of its own and waits until React has hydrated it. */
export async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
