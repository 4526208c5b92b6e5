// The daily limits of the emailed links to finish /try later (docs/decisions/023) hold against
// "Delete my data" and against one mailbox written many ways. The other refusals:
// resume-link-refusals.test.ts.
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { emptyDraft } from "../../worker/contracts/contact";
import {
  RESUME_LINKS_PER_RECIPIENT_PER_DAY,
  RESUME_LINKS_PER_VISITOR_PER_DAY,
} from "../../worker/contracts/resume-link";
import { mailboxOf } from "../../worker/lib/mailbox";
import { sha256Hex } from "../../worker/lib/sha256";
import { api, visitorIdOf } from "./helpers/http";
import { tag } from "./helpers/leads";
import {
  emailLink,
  resumeMails,
  someone,
  startedDraft,
  withResumeSender,
} from "./helpers/resume-link";

withResumeSender();

const linksTo = (marker: string) =>
  resumeMails().filter((m) => String(m.to).toLowerCase().includes(marker));
const erase = (cookie: string) => api("/api/visitor", { method: "DELETE", headers: { cookie } });

describe("a recipient's links", () => {
  it(`stay within ${RESUME_LINKS_PER_RECIPIENT_PER_DAY} a day when the asker erases and asks again`, async () => {
    const victim = someone();
    const answers = [];
    for (let i = 0; i < RESUME_LINKS_PER_RECIPIENT_PER_DAY + 2; i++) {
      const cookie = await startedDraft();
      const { res } = await emailLink(cookie, victim);
      answers.push(res.status);
      expect((await erase(cookie)).status).toBe(200);
    }
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    expect(linksTo(victim)).toHaveLength(RESUME_LINKS_PER_RECIPIENT_PER_DAY);
  });

  it("count plus-addresses, letter case and Gmail dots as one mailbox", async () => {
    const t = tag();
    const plus = [`dana${t}+1@acme.io`, `Dana${t}+2@ACME.IO`, `DANA${t}+a+b@Acme.io`];
    const gmail = [`dana${t}@gmail.com`, `d.a.n.a${t}@gmail.com`, `Dana.${t}+x@googlemail.com`];
    for (const victims of [plus, gmail]) {
      const answers = [];
      for (const email of [...victims, `dana${t}+late@${victims[0]!.split("@")[1]}`]) {
        const { res, body } = await emailLink(await startedDraft(), email);
        answers.push(res.status);
        if (res.status === 429)
          expect(body).toMatchObject({ error: { code: "rate_limit:resume_daily" } });
      }
      expect(answers).toEqual([200, 200, 200, 429]);
    }
    const sent = resumeMails().filter((m) =>
      String(m.to).toLowerCase().replaceAll(".", "").includes(`dana${t}`),
    );
    expect(sent).toHaveLength(2 * RESUME_LINKS_PER_RECIPIENT_PER_DAY);
  });

  it("are counted under a hash of the mailbox, and the count outlives its object's alarm that day", async () => {
    const victim = someone();
    for (let i = 0; i < RESUME_LINKS_PER_RECIPIENT_PER_DAY; i++)
      expect((await emailLink(await startedDraft(), victim)).res.status).toBe(200);
    // The budget's clean-up may wake before the UTC day ends (it was set a day after its first
    // use): it drops only days gone by.
    const budget = env.ADDRESS_BUDGET.getByName(`resume-to:${await sha256Hex(mailboxOf(victim))}`);
    await runDurableObjectAlarm(budget);
    const { res } = await emailLink(await startedDraft(), victim.toUpperCase());
    expect(res.status).toBe(429);
    expect(linksTo(victim)).toHaveLength(RESUME_LINKS_PER_RECIPIENT_PER_DAY);
  });
});

describe("a visitor's links", () => {
  it(`stay within ${RESUME_LINKS_PER_VISITOR_PER_DAY} a day when the visitor erases and keeps its cookie`, async () => {
    const cookie = await startedDraft();
    expect((await emailLink(cookie)).res.status).toBe(200);
    expect((await erase(cookie)).status).toBe(200);
    // The same signed cookie sent again after the erasure: the same visitor, with a new answer.
    const again = await api("/api/contact/draft", {
      method: "PUT",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ allInfo: { ...emptyDraft(), name: ["Dana Reyes"] } }),
    });
    expect(again.status).toBe(200);
    expect((await emailLink(cookie)).res.status).toBe(200);
    // Earlier asks of the day (RESUME_LIMITER lets a visitor ask 3 times a minute).
    const asked = env.ADDRESS_BUDGET.getByName(`resume-by:${await sha256Hex(visitorIdOf(cookie))}`);
    for (let i = 2; i < RESUME_LINKS_PER_VISITOR_PER_DAY; i++)
      await asked.spendDaily(RESUME_LINKS_PER_VISITOR_PER_DAY);
    const { res, body } = await emailLink(cookie);
    expect(res.status).toBe(429);
    expect(body).toMatchObject({
      error: {
        code: "rate_limit:resume_daily",
        message: expect.stringContaining(`${RESUME_LINKS_PER_VISITOR_PER_DAY} links`),
      },
    });
  });
});
