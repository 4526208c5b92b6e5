// Opening an emailed link copies its draft into a visitor the opener alone holds
// (docs/decisions/023): the link's visitor is never handed over, so nothing typed in the opening
// browser reaches the sender's cookie, and answers the opener already had are replaced only when
// they say so. The offer and the email: resume-link.test.ts; refusals: resume-link-refusals.test.ts.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { modelOverrides } from "../../worker/ai/models";
import type { Visitor } from "../../worker/durable-objects/visitor";
import { visitorAttribution } from "../../worker/visitor/touch";
import { ask, chatId, mockModel } from "./helpers/clarity";
import { update } from "./helpers/contact";
import { browser, campaign, report, totalsOnceCounted } from "./helpers/funnel";
import { api, postJsonWith, visitorCookie, visitorIdOf } from "./helpers/http";
import {
  draftWith,
  errorOf,
  linkFor,
  open,
  saveDraft,
  someone,
  startedDraft,
  withResumeSender,
} from "./helpers/resume-link";

withResumeSender();
afterEach(() => {
  modelOverrides.clarity = undefined;
});

/** The browser's cookie after a response: a new one if it set one, else the one it had. */
const cookieAfter = (res: Response, had: string) =>
  res.headers.get("set-cookie") ? visitorCookie(res) : had;

/** A Clarity message sent from the browser with `cookie`, read to its end (then it is stored). */
async function chat(text: string, cookie?: string) {
  modelOverrides.clarity = mockModel(["Noted."]);
  const res = await postJsonWith("/api/clarity", ask(chatId(), text), cookie ? { cookie } : {});
  expect(res.status).toBe(200);
  await res.text();
  return cookieAfter(res, cookie ?? "");
}

const latestOf = async (cookie: string) =>
  JSON.stringify(await (await api("/api/clarity/latest", { headers: { cookie } })).json());

describe("a link sent to someone else's address", () => {
  it("never gives the opener the sender's visitor: the sender's cookie reads nothing they type", async () => {
    // The sender asks for a link to their own draft, sent to another person's address.
    const sender = await saveDraft({ name: ["Sam Ortiz"], email: [someone()] });
    const token = await linkFor(sender, someone());
    // That person's browser has a visitor of its own (a chat on the home page), no answers yet.
    const opener = await chat("Hello, we are looking at a CRM");
    const res = await open(token, opener);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ resumed: true });
    const now = cookieAfter(res, opener);
    // They go on: a field of the form, and a message to Clarity.
    const company = "Northwind Private Holdings";
    await saveDraft({ ...(await draftWith(now)), company: [company] }, now);
    await chat("Our budget is 80k, keep it between us", now);
    // The sender's cookie sees none of it.
    expect(JSON.stringify(await draftWith(sender))).not.toContain(company);
    expect(await latestOf(sender)).not.toContain("80k");
    // The opener has the link's answers, their own, and their conversations.
    expect(await draftWith(now)).toMatchObject({ name: ["Sam Ortiz"], company: [company] });
    expect(await latestOf(now)).toContain("80k");
    expect(visitorIdOf(now)).toBe(visitorIdOf(opener));
  });

  it("gives a browser without a cookie a new visitor of its own; the sender keeps their draft", async () => {
    const sender = await startedDraft();
    const token = await linkFor(sender);
    const res = await open(token);
    expect(res.status).toBe(200);
    // It answers nothing of the draft: the form loads it as on any visit.
    expect(await res.json()).toEqual({ resumed: true });
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    const mine = visitorCookie(res);
    expect(visitorIdOf(mine)).not.toBe(visitorIdOf(sender));
    expect(await draftWith(mine)).toMatchObject({ name: ["Dana Reyes"] });
    await saveDraft({ ...(await draftWith(mine)), company: ["Acme Industrial"] }, mine);
    expect(await draftWith(sender)).toMatchObject({ name: ["Dana Reyes"], company: [] });
    // The link has done its work: opened once, it opens nothing more.
    const again = await open(token);
    expect(again.status).toBe(404);
    expect(await errorOf(again)).toMatchObject({ code: "not_found:resume" });
    expect(again.headers.get("set-cookie")).toBeNull();
  });
});

describe("an opener whose browser holds answers of its own", () => {
  it("is asked first (409 with what each side holds), loses nothing, and replaces only when they choose to", async () => {
    const linked = { name: ["Dana Reyes"], email: [someone()], company: ["Acme Industrial"] };
    const sender = await saveDraft(linked);
    const token = await linkFor(sender);
    const own = { name: ["Sam Ortiz"], email: [someone()] };
    const mine = await saveDraft(own);
    const asked = await open(token, mine);
    expect(asked.status).toBe(409);
    expect(await asked.json()).toEqual({
      error: { code: "conflict:resume_answers", message: expect.stringContaining("answers") },
      answers: { yours: 2, link: 3 },
    });
    expect(asked.headers.get("set-cookie")).toBeNull();
    expect(await draftWith(mine)).toMatchObject(own);
    // "Keep my answers" asks the Worker nothing: the link stays as it was, the question too.
    expect((await open(token, mine)).status).toBe(409);
    // "Replace my answers with the ones from the link".
    const replaced = await open(token, mine, true);
    expect(replaced.status).toBe(200);
    expect(replaced.headers.get("set-cookie")).toBeNull();
    expect(await draftWith(mine)).toMatchObject(linked);
    expect(await draftWith(sender)).toMatchObject(linked);
    expect((await open(token, mine, true)).status).toBe(404);
  });

  it("is not asked when every answer it holds is in the link's too", async () => {
    const email = someone();
    const sender = await startedDraft(email);
    const token = await linkFor(sender, email);
    const mine = await saveDraft({ name: ["Dana Reyes"] });
    const res = await open(token, mine);
    expect(res.status).toBe(200);
    expect(await draftWith(mine)).toMatchObject({ name: ["Dana Reyes"], email: [email] });
  });

  it("refuses a choice that is not a yes or no, as any malformed body", async () => {
    const token = await linkFor(await startedDraft());
    const res = await postJsonWith("/api/contact/resume", { token, replace: "yes" }, {});
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: "bad_request:resume" });
  });
});

describe("the sender's own browser", () => {
  it("opens its link as itself: no new cookie, and the link still opens elsewhere", async () => {
    const sender = await startedDraft();
    const token = await linkFor(sender);
    const res = await open(token, sender);
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect((await open(token)).status).toBe(200);
  });
});

describe("the funnel and attribution", () => {
  it("count the sender's steps once, and the copy keeps where the visitor first came from", async () => {
    const first = campaign();
    const later = campaign();
    const started = await postJsonWith(
      "/api/contact/fields",
      update("name", "Dana Reyes", { name: ["Dana Reyes"] }),
      browser(first),
    );
    const sender = visitorCookie(started);
    const email = someone();
    await postJsonWith(
      "/api/contact/fields",
      update("email", email, { name: ["Dana Reyes"], email: [email] }),
      browser(first, undefined, sender),
    );
    const token = await linkFor(sender);
    const res = await postJsonWith("/api/contact/resume", { token }, browser(later));
    expect(res.status).toBe(200);
    const mine = visitorCookie(res);
    const all = { name: ["Dana Reyes"], email: [email], company: ["Acme"] };
    await postJsonWith(
      "/api/contact/fields",
      update("company", "Acme", all),
      browser(later, undefined, mine),
    );
    // The questions answered before the link are counted once, under the sender's source.
    await totalsOnceCounted(later.utm.source, "try_company", 1);
    expect((await report(later.utm.source)).totals).toEqual({
      try_resumed_link: 1,
      try_company: 1,
    });
    expect((await report(first.utm.source)).totals).toEqual({
      try_first_answer: 1,
      try_name: 1,
      try_email: 1,
    });
    const touches = await runInDurableObject(
      env.VISITOR.getByName(visitorIdOf(mine)),
      (_v: Visitor, s) => visitorAttribution(s.storage.sql),
    );
    expect(touches).toEqual({ first, last: later });
  });
});
