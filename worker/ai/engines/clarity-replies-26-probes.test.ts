/**
 * Second probes of the twenty-sixth round's classes: new wordings written after the fixes, played
 * once as they came: 4 of 8 passed. Fixed by class after: people said away as "there's no way
 * they can join" (and "go ahead without them"); an earlier figure named as "I told you"; roles
 * named as "on it"; and, found on the way, "we can't afford downtime" is no objection to our
 * price. The worry about "job margins" is left (below).
 */
import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";

const opener =
  "We make bespoke kitchens, 180 people in two workshops and a showroom, and we're replacing our job-costing system. Budget is about £250k.";
const deflect = /pages don't cover that|rather not guess|don't say either way/;

describe("second probes, round 26", () => {
  it("going ahead without some people", () => {
    const r = lastReply([
      opener,
      "The fitters are out on site all week, there's no way they can join. Can we still go ahead without them?",
    ]);
    expect(r).toMatch(/core team/i);
    expect(r).toMatch(/represent/i);
    expect(r).not.toMatch(deflect);
  });
  it("a person on the core team", () => {
    const r = lastReply([
      opener,
      "Is it OK to put our estimator on the core team? All the costing logic lives in his spreadsheets.",
    ]);
    expect(r).toMatch(/core team/i);
    expect(r).not.toMatch(/£|\$25K|deflect/);
    expect(r).not.toMatch(deflect);
  });
  it("does it disturb the business", () => {
    const r = lastReply([
      opener,
      "Will this disrupt the workshops while it's running? We can't afford downtime.",
    ]);
    expect(r).toMatch(/prototype/i);
    expect(r).not.toMatch(deflect);
  });
  it("after the simulation, do you implement", () => {
    const r = lastReply([
      opener,
      "And then what — do you do the implementation as well, or hand it off?",
    ]);
    expect(r).not.toMatch(/For implementation consultants/i);
    expect(r).toMatch(/No-Go|Adjust/);
  });
  it("a correction: I said X, it's Y", () => {
    const r = lastReply([
      opener,
      "Hang on, I told you two workshops — there are three, the Bristol one opened in the summer.",
    ]);
    expect(r).toMatch(/3 workshops|three workshops/i);
    expect(r).not.toMatch(
      /^(?:Good to know|Understood — that's useful context|Thanks, that helps)\.$/m,
    );
  });
  it("an email given with the roadmap asked for", () => {
    const r = lastReply([
      opener,
      "Could you forward the roadmap to priya@oakandash.co.uk when it's ready?",
    ]);
    expect(r).toMatch(/^Thanks — I've noted \*\*priya@oakandash\.co\.uk\*\*/);
    expect(r).not.toMatch(/goes out unread/);
  });
  it("the people named to take part", () => {
    const r = lastReply([
      opener,
      "We'd have the workshop foreman and our head of sales on it, plus the owner for the final review.",
    ]);
    expect(r).toMatch(/workshop foreman/i);
    expect(r).toMatch(/head of sales/i);
  });
  // Missed, and left: the memory reads "job margins" as a worry about jobs (AI taking work), so
  // the reply answers that kind of risk instead of saying the worry back (worker/ai/memory/'s
  // risk reader, H6's this round; the reply says a worry back only for a risk of no known kind).
  it.todo(
    "a worry named: 'The accounts team are quite concerned about job margins being wrong for a few months after we switch.'",
  );
});
