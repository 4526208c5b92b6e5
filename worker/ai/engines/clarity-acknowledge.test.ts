import { describe, expect, it } from "vitest";
import { chat } from "./clarity-chat.test-kit";

describe("the reply shows every fact the message gave", () => {
  it("a corrected figure: says it was corrected and shows the new value, never the old", () => {
    const [, reply] = chat([
      "We're a 90-person logistics firm moving to Microsoft Dynamics, budget about €250k.",
      "Wait, wrong figure there — it's €320k.",
    ]);
    expect(reply).toMatch(/correction/);
    expect(reply).toContain("€320K");
    expect(reply).not.toContain("€250K");
  });

  it("a cut budget is named as a cut, with its new figure", () => {
    const [, reply] = chat([
      "We need a new CRM, $600k budget, 250 staff.",
      "Bad news: the board has trimmed it to $350k.",
    ]);
    expect(reply).toMatch(/budget has come down/);
    expect(reply).toContain("$350K");
    expect(reply).not.toContain("$600K");
  });

  it("a phone given without a call asked for is repeated back as read", () => {
    const [, reply] = chat([
      "We're replacing our ERP, 120 people.",
      "For the record my mobile is 020 7946 0321.",
    ]);
    expect(reply).toContain("+44 20 7946 0321");
  });
});

describe("a doubt with a question or a date in the same message", () => {
  it("answers the doubt and the question asked with it", () => {
    const [, reply] = chat([
      "We want a new ERP for our 300-person manufacturing group.",
      "Honestly it sounds like consulting theatre. How long does it take anyway?",
    ]);
    expect(reply).toMatch(/slide deck|prototype/);
    expect(reply).toContain("4–8 weeks");
  });

  it("says a start or decision date with its kind", () => {
    const [, reply] = chat([
      "We're replacing our CRM and need to be live by November 2027.",
      "We plan to start the project in February 2027.",
    ]);
    expect(reply).toMatch(/Start date noted: \*\*February 2027\*\*/);
  });
});
