/**
 * The reply to a currency said after the budget and to a time a call suits: it says which
 * currency the budget is in, that one the roadmap cannot hold was taken off, and the time back.
 */
import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";

describe("a currency said after the budget", () => {
  it("says which currency the budget is in", () => {
    const reply = lastReply([
      "We're a freight forwarder, about 200 staff, budget around 500k.",
      "those figures are in Canadian dollars by the way",
    ]);
    expect(reply).toMatch(/Canadian dollars/);
    expect(reply).toMatch(/CA\$500K/);
  });

  it("takes a budget in a currency the roadmap cannot hold off it, and says so", () => {
    const reply = lastReply([
      "We're a winery, 90 staff, about 300k to spend.",
      "sorry, should have said, that's in rand",
    ]);
    expect(reply).toMatch(/can't show a budget in that currency/);
    expect(reply).not.toMatch(/\$300K/);
  });
});

describe("a time a call suits", () => {
  it("is said back with the number", () => {
    const reply = lastReply([
      "We run 4 care homes, 300 staff.",
      "please ring me on 0161 496 0000, afternoons are best",
    ]);
    expect(reply).toMatch(/161 496 0000/);
    expect(reply).toMatch(/afternoons/);
  });
});
