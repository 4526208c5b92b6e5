/**
 * Round h23: why now and what could go wrong, by class — something relied on running out, an
 * event named beside a table's label, a reason set aside, an outside finding about the data, a key
 * person leaving, a label of worries, a team of one, a boss losing interest, a rollout that nearly
 * killed them, a pain with its subject before a bracketed name.
 */
import { describe, expect, it } from "vitest";
import { callWishIn } from "../../language/calls";
import { played } from "../engines/clarity-chat.test-kit";
import { hear } from "./clarity-listen";
import { emptyMemory } from "./clarity-memory";
import { platformsIn, platformsOf } from "./clarity-platforms";

const NOW = Date.parse("2026-11-24T10:00:00Z");
const heard = (text: string) => hear(text, emptyMemory(), NOW);
const risks = (text: string) => heard(text).risks.map((r) => r.text);

describe("why now, in the prospect's words", () => {
  it("something relied on running out is why now; its date is no go-live", () => {
    const { roadmap } = played([
      "Our Sage 200 licence runs out in June, and the reseller says the renewal will cost 40% more.",
    ]);
    expect(roadmap.drivers).toContainEqual(expect.stringMatching(/licence runs out/));
    expect(roadmap.drivers).toContainEqual(expect.stringMatching(/price rise/));
    expect(roadmap.timeline ?? null).toBeNull();
  });

  it("an event a table names by its label is kept in their words too", () => {
    expect(heard("we acquired two firms in Lincolnshire last spring").drivers).toContainEqual(
      expect.stringMatching(/acquired two firms/),
    );
    const factory = played([
      "We must open a new factory in Morocco next year and our old system cannot cope.",
    ]).roadmap;
    expect(factory.drivers).toContainEqual(expect.stringMatching(/new factory in Morocco/));
    expect(factory.timeline ?? null).toBeNull();
  });

  it("their words that only restate the label are not said beside it", () => {
    const { replies, roadmap } = played([
      "ERP",
      "We are growing; sales, finance, operations and IT are affected",
    ]);
    expect(replies[1]).toContain("I'll note growth as a driver.");
    expect(roadmap.drivers).not.toContainEqual(expect.stringMatching(/we are growing/i));
    expect(heard("we've doubled since 2023").drivers).toContainEqual(
      expect.stringMatching(/doubled since 2023/),
    );
  });

  it("a reason set aside is none, the one kept stays", () => {
    const { drivers } = heard(
      "It is not because of the auditors; the real reason is that we acquired two firms.",
    );
    expect(drivers.join(" ")).not.toMatch(/auditor/);
    expect(drivers.join(" ")).toMatch(/acquired/);
  });

  it("an outside finding about the data, said as why now, is a reason", () => {
    expect(
      heard("why now: HSE audit found our inspection records were incomplete").drivers,
    ).toEqual([expect.stringMatching(/audit found/)]);
  });

  it("a key person of theirs leaving is why now and a risk; someone outside who retired is neither", () => {
    const going = heard("+ our estimator is leaving in march. all pricing is in his head");
    expect(going.drivers).toEqual(["our estimator is leaving in march"]);
    expect(going.risks.map((r) => r.text)).toContain("Key person: the estimator is leaving");
    // Nothing said of what goes with them: the risk alone (round 28).
    expect(heard("our ops director retires at Easter").drivers).toEqual([]);
    const seller = heard("we bought two centres off a chap who retired");
    expect(seller.risks.filter((r) => r.id === "key-person")).toEqual([]);
  });

  it("systems that don't talk are a pain; a bare wish is none", () => {
    expect(heard("the stock system doesn't talk to the tills").drivers.length).toBeGreaterThan(0);
    expect(heard("want job mgmt + hire tracking").drivers).toEqual([]);
  });
});

describe("risks, as people put them", () => {
  it("under a label of worries, what follows is a risk, never why now", () => {
    const h = heard(
      "Risk for me: our data is all over the place. And we cannot stop the lines in summer peak.",
    );
    expect(h.drivers).toEqual([]);
    expect(h.risks.map((r) => r.text)).toContain(
      "Concern: we cannot stop the lines in summer peak",
    );
  });

  it("a function that is one person, after 'my concern is that'", () => {
    expect(risks("My concern is that IT is one person.")).toContain("Capacity: IT is one person");
    expect(risks("My worry is that it is one person's job.")).not.toContain(
      "Capacity: it is one person",
    );
  });

  it("a boss who will lose interest, beside a worry named first", () => {
    expect(
      risks("what worries me is change fatigue, and the MD will lose interest after a month"),
    ).toEqual(["Sponsorship: MD may lose interest", "Concern: change fatigue"]);
  });

  it("a platform of an attempt made is not the project", () => {
    const read = platformsOf(
      "We tried to implement Dynamics in 2022 and we stopped after 8 months.",
    );
    expect(read.products).toEqual([]);
  });

  it("a rollout that nearly killed them, and one that went very bad", () => {
    expect(risks("last rollout nearly killed us")).toContain(
      "History: a previous rollout went badly",
    );
    expect(
      risks("We tried Dynamics in 2022 and it went very bad, we stopped after 8 months."),
    ).toContain("History: a previous rollout was abandoned");
  });

  it("who will not use it, without the 'that' before them", () => {
    expect(risks("and that the arrangers will not use anything slow")).toContain(
      "Adoption: arrangers may not adopt it",
    );
  });

  it("nobody will use it: the people at large; a price rise's date is no go-live", () => {
    expect(risks("honestly the fear is nobody will use it")).toContain(
      "Adoption: people may not adopt it",
    );
    expect(heard("the vendor is putting prices up 20% next year").whens).toEqual([]);
  });

  it("'what worries me is …' asks nothing", () => {
    expect(
      heard("what worries me is change fatigue, and the MD will lose interest").topics,
    ).toEqual([]);
  });

  it("a phone app is no call declined, nor a system of theirs", () => {
    expect(callWishIn("lads wont use a phone app")).not.toBe(false);
    expect(heard("lads wont use a phone app").systems).toEqual([]);
    expect(platformsIn("the lads won't use a phone app").integrations).toEqual([]);
  });

  it("a date marked as gone by is no go-live", () => {
    expect(heard("we've changed the rota app and the website this year already").whens).toEqual([]);
  });
});
