/** A business inside a larger one: its own count is the size (size-group.ts); "associates" are staff. */
import { expect, it } from "vitest";
import { readCompanySize } from "./size";

it.each([
  [
    "We're part of the Tolka group (2,000+ people across Ireland and the UK) but this is only for our own business, which is 180 people.",
    180,
  ],
  ["The parent company employs 5,000; our subsidiary is about 90 staff.", 90],
  ["3 DCs across Ohio and Indiana, 410 associates total.", 410],
  ["we're a group of 3 colleges with north of a thousand staff", 1000],
])("%s → %d", (said, want) => expect(readCompanySize(said)).toBe(want));
