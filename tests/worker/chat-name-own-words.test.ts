import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { person } from "./helpers/inbox";
import { signInAs } from "./helpers/leads";

/**
 * A chat lead's name is the one the prospect gave in their own words (docs/decisions/025, 033):
 * "this is Tom Reed" in a vendor's email forwarded under a message is the vendor's, not theirs.
 */
vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

describe("a chat lead's name", () => {
  it("is never the name signed in a thread forwarded under a message", async () => {
    const visitor = env.VISITOR.getByName(`chat-name-own-${crypto.randomUUID()}`);
    const tag = crypto.randomUUID().slice(0, 8);
    const email = `ops.${tag}@harbourline.example`;
    for (const text of [
      "Forwarding the vendor's reply for context.\n\n---------- Forwarded message ---------\nFrom: Tom Reed <tom@bigvendor.example>\nHi, this is Tom Reed from Bigvendor. We quoted $900k.",
      `Send the roadmap to ${email}`,
    ]) {
      const start = await visitor.beginReply("chat_own", { id: crypto.randomUUID(), text });
      if (!start.ok) throw new Error("chat full");
      await visitor.saveReply("chat_own", start.replyId, "Noted.");
    }
    await runDurableObjectAlarm(visitor);
    const a = person(await signInAs("Alex Kim"));
    await expect.poll(async () => (await a.prospects(`q=${tag}`)).total).toBe(1);
    const [row] = (await a.prospects(`q=${tag}`)).prospects;
    expect(row!.contact.name ?? "").not.toMatch(/Tom|Reed/);
    expect(row!.contact.email).toBe(email);
  });
});
