import { describe, expect, it } from "vitest";
import { BREAKER_LIMITS, Breaker } from "./breaker";

function breakerAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, breaker: new Breaker(() => clock.now) };
}

describe("the circuit breaker of a hosted provider", () => {
  it("opens after 3 failures within a minute, not after 3 spread wider", () => {
    const { clock, breaker } = breakerAt();
    breaker.failure();
    clock.now += 40_000;
    breaker.failure();
    clock.now += 40_000; // the first has left the window
    expect(breaker.failure()).toBe(false);
    expect(breaker.state()).toBe("closed");
    expect(breaker.failure()).toBe(true);
    expect(breaker.state()).toBe("open");
    expect(breaker.allow()).toBe(false);
    expect(breaker.reopensAt()).toBe(clock.now + BREAKER_LIMITS.openMs);
  });

  it("lets one trial through when half-open; a success closes it", () => {
    const { clock, breaker } = breakerAt();
    for (let i = 0; i < 3; i++) breaker.failure();
    clock.now += BREAKER_LIMITS.openMs;
    expect(breaker.state()).toBe("half-open");
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow()).toBe(false); // the trial is under way
    breaker.success();
    expect(breaker.state()).toBe("closed");
    expect(breaker.allow()).toBe(true);
    // Closed again with a clean slate: two failures do not reopen it.
    breaker.failure();
    breaker.failure();
    expect(breaker.state()).toBe("closed");
  });

  it("a failed trial opens it for twice as long, up to five minutes", () => {
    const { clock, breaker } = breakerAt();
    for (let i = 0; i < 3; i++) breaker.failure();
    let open = BREAKER_LIMITS.openMs;
    for (let round = 0; round < 6; round++) {
      clock.now += open;
      expect(breaker.allow()).toBe(true);
      breaker.failure();
      open = Math.min(open * 2, BREAKER_LIMITS.maxOpenMs);
      expect(breaker.reopensAt()).toBe(clock.now + open);
      expect(breaker.state()).toBe("open");
    }
    expect(open).toBe(BREAKER_LIMITS.maxOpenMs);
  });

  it("a trial that never reports frees the way for another after a minute", () => {
    const { clock, breaker } = breakerAt();
    for (let i = 0; i < 3; i++) breaker.failure();
    clock.now += BREAKER_LIMITS.openMs;
    expect(breaker.allow()).toBe(true);
    clock.now += BREAKER_LIMITS.trialMs - 1;
    expect(breaker.allow()).toBe(false);
    clock.now += 1;
    expect(breaker.allow()).toBe(true);
  });
});
