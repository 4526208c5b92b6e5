/**
 * Dates (docs/decisions/033): "the end of" a year is its last month ("late" the one before);
 * "once we sign … we start … and go live …" keeps all three dates with their kinds; a month
 * naming an occasion ("their March meeting") is a date; a clause about the person's own time
 * ("my diary is packed until Christmas") is no date of the project.
 */
import { describe, expect, it } from "vitest";
import { readWhens } from "./when";

const now = new Date("2026-11-23T10:00:00Z");
const read = (s: string) => readWhens(s, now).map((w) => `${w.kind} ${w.month}`);

describe("dates of round eight", () => {
  it("reads the end of a year as December and late in it as November", () => {
    expect(read("We need it running by the end of 2028.")).toEqual(["go-live 2028-12"]);
    expect(read("launch late 2027")).toEqual(["go-live 2027-11"]);
  });

  it("keeps a start said between a decision and a go-live with no comma", () => {
    expect(read("When we sign in February we kick off in April and go live in October.")).toEqual([
      "decision 2027-02",
      "start 2027-04",
      "go-live 2027-10",
    ]);
  });

  it("reads a month naming an occasion", () => {
    expect(read("The board decides at its June session.")).toEqual(["decision 2027-06"]);
  });

  it("reads no date from the person's own diary", () => {
    expect(read("Email is best for now, my diary is packed until Christmas.")).toEqual([]);
    expect(read("I'm travelling until January, so no call please.")).toEqual([]);
  });
});
