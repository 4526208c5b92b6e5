import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { modelOverrides } from "../../worker/ai/models";
import { ask, chatId } from "./helpers/clarity";
import { postJson, visitorCookie } from "./helpers/http";
import { modelTestKit, OPENAI_TEST_URL, stubOpenAI } from "./helpers/models";
import { streamedText } from "./helpers/ui-stream";

/** The built-in engine's reply to a first message. */
const replyTo = async (text: string) =>
  streamedText(await postJson("/api/clarity", ask(chatId(), text)));

describe("Clarity answers from the site's own pages (built-in engine)", () => {
  beforeEach(() => {
    modelOverrides.clarityWordDelayMs = 0;
  });
  afterEach(() => {
    modelOverrides.clarityWordDelayMs = undefined;
  });

  // Questions in words Clarity's topics do not know; each answered by one page of the site.
  const questions: [question: string, link: string, fact: RegExp][] = [
    ["Can I get my chat history wiped?", "[Privacy](/privacy#erase)", /Delete my data/],
    ["Who sees the things I write in this chat?", "(/privacy#who-sees-it)", /sales team/],
    ["What happens in phase 3?", "[How it works](/how#four-phases)", /working prototype/],
    ["What's a green light outcome?", "[Outcomes](/outcomes)", /hold up under testing/],
    ["Why do so many software rollouts go wrong?", "(/why#why-fail)", /go-live/],
    ["Do you partner with implementation consultancies?", "[How it works](/how)", /pre-engagement/],
    ["What changed with AI that makes this possible now?", "(/what-changed)", /simulate/],
    [
      "Do you use what we type here to train AI models?",
      "[Trust and AI use](/trust#ai-use)",
      /built-in engines/,
    ],
    ["Whats the stuff that gets revealed in the stres test?", "(/how#four-phases)", /Phase 2/],
  ];

  for (const [question, link, fact] of questions)
    it(`answers "${question}" from the page, with its link`, async () => {
      const reply = await replyTo(question);
      expect(reply).toContain(link);
      expect(reply).toMatch(fact);
      expect(reply).not.toContain("rather not guess");
      // A sentence or two, not the whole passage pasted: the answer before the link stays short.
      const answer = reply.split("\n\n")[0]!;
      expect(answer.length).toBeLessThan(420);
    });

  it("questions about their situation, with no cookie then with one, each answered from its page", async () => {
    const chat = chatId();
    const first = await postJson(
      "/api/clarity",
      ask(chat, "would our vendor's implementation lead have to join the sessions?"),
    );
    expect(first.status).toBe(200);
    const cookie = visitorCookie(first);
    expect(await streamedText(first)).toMatch(/run by your own people — a core team of 2–5/);
    const next = (text: string) => postJson("/api/clarity", ask(chat, text), cookie);
    const board = await streamedText(
      await next("what if the board turns the recommendation down?"),
    );
    expect(board).toContain("[How it works](/how#four-phases)");
    expect(board).not.toContain("rather not guess");
    const quoting = await streamedText(
      await next("does the simulation cover our quoting process?"),
    );
    expect(quoting).toMatch(/^Yes, it does\. The pages list quoting among[^\n]*\(\/use-cases\)/);
  });

  it("still says it would rather not guess when no page answers", async () => {
    const reply = await replyTo("Could you describe the migratory habits of purple quokkas?");
    expect(reply).toContain("I'd rather not guess");
    expect(reply).not.toMatch(/\]\(\/(?!try)/);
  });

  it("a follow-up is read with the question before it, from the conversation's window", async () => {
    const chat = chatId();
    const first = await postJson(
      "/api/clarity",
      ask(chat, "What's the prototype like? Real software or a slide deck?"),
    );
    await streamedText(first);
    const cookie = visitorCookie(first);
    const reply = await streamedText(
      await postJson(
        "/api/clarity",
        ask(chat, "Do we get to hang on to it after you're done?"),
        cookie,
      ),
    );
    expect(reply).toMatch(/prototype[^.]*is yours/);
    expect(reply).not.toContain("rather not guess");
  });

  it("answers a request made as a statement, then says plainly the pages don't say where", async () => {
    // A first message from a client with no cookie, then a second with the cookie it was given.
    const chat = chatId();
    const first = await postJson(
      "/api/clarity",
      ask(chat, "Our finance director would like to know what the fee covers."),
    );
    expect(first.status).toBe(200);
    const answer = await streamedText(first);
    expect(answer).toContain("$25K–$50K");
    expect(answer).toMatch(/readiness/);
    const reply = await streamedText(
      await postJson(
        "/api/clarity",
        ask(chat, "Do you take on clients in Scandinavia, or only in North America?"),
        visitorCookie(first),
      ),
    );
    expect(reply).toMatch(/pages don't cover|site doesn't say/);
    expect(reply).toContain("(/try)");
    expect(reply).not.toMatch(/We fit companies of/);
  });

  it("answers by the question's kind: what comes first is a phase, a what-if is not the price", async () => {
    // A client with no cookie, then a second request with the cookie it was given.
    const chat = chatId();
    const first = await postJson(
      "/api/clarity",
      ask(chat, "If we went ahead, what would your team do in the opening week?"),
    );
    const opening = await streamedText(first);
    expect(opening).toContain("(/how#four-phases)");
    expect(opening).toMatch(/interviews your stakeholders/);
    expect(opening).not.toMatch(/4–8 weeks/);
    const late = await streamedText(
      await postJson(
        "/api/clarity",
        ask(chat, "What if our sponsor changes jobs midway — would the cost go up?"),
        visitorCookie(first),
      ),
    );
    expect(late).toMatch(/Our pages don't say what happens in that case/);
    expect(late).toContain("(/try)");
    expect(late).not.toMatch(/10–20% of a traditional discovery/);
  });

  it("keeps its own topic answers where it has one (the price)", async () => {
    const reply = await replyTo("How much does a simulation cost?");
    expect(reply).toContain("A readiness simulation costs **$25K–$50K**");
  });
});

describe("a hosted model gets the same pages in its prompt", () => {
  const { set } = modelTestKit();

  it("sends the top passages (at most 3, 1,200 characters) in the system prompt", async () => {
    set("OPENAI_API_KEY", "sk-test");
    set("OPENAI_BASE_URL", OPENAI_TEST_URL);
    const openai = stubOpenAI("You can erase it with Delete my data.");
    const res = await postJson("/api/clarity", ask(chatId(), "Can I get my chat history wiped?"));
    expect(await streamedText(res)).toBe("You can erase it with Delete my data.");
    const body = openai.calls[0] as unknown as { messages: { role: string; content: string }[] };
    const system = body.messages.find((m) => m.role === "system")!.content;
    const pages = system.split("The site's pages on the newest message")[1]!;
    expect(pages).toContain("[Privacy](/privacy#erase)");
    expect(pages).toContain('Press "Delete my data"');
    const lines = pages.split("\n").filter((l) => l.startsWith("- ["));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(lines.join("").length).toBeLessThanOrEqual(1200 + lines.length * 8);
  });

  it("sends no pages when none answers", async () => {
    set("OPENAI_API_KEY", "sk-test");
    set("OPENAI_BASE_URL", OPENAI_TEST_URL);
    const openai = stubOpenAI("Sorry?");
    await (await postJson("/api/clarity", ask(chatId(), "asdf qwer zxcv?"))).text();
    const body = openai.calls[0] as unknown as { messages: { role: string; content: string }[] };
    expect(body.messages.find((m) => m.role === "system")!.content).not.toContain(
      "The site's pages",
    );
  });
});
