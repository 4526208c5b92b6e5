/**
 * A legal form after a comma ("Co., Ltd.", "Acme, Inc."), a name set after a comma beside what the
 * business is, and a cue opening a sentence in capitals ("Reaching out for …").
 */
import { expect, it } from "vitest";
import { companyFromMessages } from "./names";

it.each([
  ["Hello, I am Kelvin from Wah Fung Trading Co., Ltd. in Kwun Tong.", "Wah Fung Trading Co., Ltd"],
  ["I work for Acme, Inc. and we need help", "Acme, Inc"],
  ["hi - I run a small chain of opticians, Brightwell Eyecare, 9 practices", "Brightwell Eyecare"],
  [
    "Reaching out for Riverbend Unified School District. We're ~1,100 employees.",
    "Riverbend Unified School District",
  ],
])("%s → %s", (said, want) => expect(companyFromMessages([said])).toBe(want));

it("a team described and people named after a comma is no company", () => {
  expect(companyFromMessages(["We're a small team, Jane and I, looking at tools"])).toBeUndefined();
});
