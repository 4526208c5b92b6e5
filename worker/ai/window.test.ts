import { describe, expect, it } from "vitest";
import { type Turn, windowTurns } from "./window";

const turn = (i: number, length: number): Turn => ({
  role: i % 2 ? "assistant" : "user",
  content: `${i}`.padEnd(length, "."),
});
/** A conversation as the routes pass it: the first message, then the later ones newest first. */
const windowOf = (turns: Turn[], budget?: number) => {
  const [first, ...later] = turns;
  return windowTurns(first, later.reverse(), budget);
};

describe("windowTurns", () => {
  it("keeps the first message and the newest that fit, oldest first", () => {
    const turns = Array.from({ length: 10 }, (_, i) => turn(i, 100));
    expect(windowOf(turns, 400).map((t) => t.content[0])).toEqual(["0", "7", "8", "9"]);
  });

  it("keeps the newest message even when it alone is over the budget", () => {
    const turns = [turn(0, 100), turn(1, 100), turn(2, 1000)];
    expect(windowOf(turns, 500)).toEqual([turns[0], turns[2]]);
  });

  it("is the whole conversation when it fits, and nothing for none", () => {
    const turns = [turn(0, 10), turn(1, 10), turn(2, 10)];
    expect(windowOf(turns)).toEqual(turns);
    expect(windowOf([turns[0]!])).toEqual([turns[0]]);
    expect(windowOf([])).toEqual([]);
  });

  it("reads the later messages only as far as the window reaches", () => {
    let read = 0;
    function* later() {
      for (let i = 99; i > 0; i--) {
        read++;
        yield turn(i, 100);
      }
    }
    expect(windowTurns(turn(0, 100), later(), 550)).toHaveLength(5);
    expect(read).toBe(5);
  });
});
