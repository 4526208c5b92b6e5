import { describe, expect, it } from "vitest";
import { blackoutOf, capacityOf, dataDoubt, stanceOf } from "./clarity-risk-shapes";

describe("worries read by their shape", () => {
  it("a doubt about the data, in words the old table lacked", () => {
    expect(dataDoubt("Our supplier price files are riddled with errors.")?.text).toBe(
      "Data: the price files are unreliable",
    );
    expect(dataDoubt("Our item master is a mess.")?.text).toBe(
      "Data: the item master is out of date",
    );
    expect(dataDoubt("The numbers are wrong this month.")).toBeUndefined();
  });

  it("a person's stance against the new, with who holds it", () => {
    expect(stanceOf("And the owner hates change, full stop.")).toMatchObject({
      id: "adoption",
      who: "owner",
    });
    expect(stanceOf("The MD is allergic to anything new.")?.text).toMatch(/MD is allergic/);
    expect(stanceOf("We hate the current screens.")).toBeUndefined();
  });

  it("no time to spare, with who and when, short enough to say back", () => {
    expect(
      capacityOf("And nobody in the labs has a spare hour in winter, that's our peak.")?.text,
    ).toBe("Capacity: no one in the labs free in winter");
    expect(capacityOf("Nobody can be spared during the Christmas rush.")?.text).toBe(
      "Capacity: no one free during the Christmas rush",
    );
    expect(capacityOf("Nobody knows where the stock is.")).toBeUndefined();
  });
});

describe("worries of capacity and timing, in more shapes", () => {
  it("a function that is one person, a period to avoid", () => {
    expect(capacityOf("Our IT is one guy, part time.")?.text).toBe("Capacity: IT is one person");
    expect(blackoutOf("We can't afford any downtime in December.")?.text).toMatch(
      /^Blackout: .*December/,
    );
    expect(blackoutOf("We can't afford the bigger package.")).toBeUndefined();
  });

  it("data said to be in a bad state", () => {
    expect(dataDoubt("The data is in a terrible state.")?.id).toBe("data");
  });
});
