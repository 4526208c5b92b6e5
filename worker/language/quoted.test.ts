/**
 * A thread pasted or forwarded under the prospect's words is someone else's: its budget, team,
 * phone and "call me anytime" are not the prospect's. Left out once, where the words are taken
 * (the lead's `prospectSaid`, `prospectWords`, Clarity's `learnFrom`): the readers take what is left.
 */
import { describe, expect, it } from "vitest";
import { callWishIn } from "./calls";
import { companyFromMessages } from "./company-names";
import { readPhone } from "./phones";
import { ownWords } from "./quoted";
import { readCompanySize } from "./size";

const forwarded =
  "Our side: 340 staff across Sweden. Please ring me on my mobile.\n\n---------- Forwarded message ---------\nFrom: Tom Reed <tom@bigvendor.example>\nWe quoted you €480k with a team of 12 consultants. Call me anytime on +44 20 7946 0311.";
const quoted =
  "Pasting our thread for context:\n\n> On 3 Nov, Mark Ellis <mark@oldagency.example> wrote:\n> We'd staff it with a team of 600 people from Acme Consulting Ltd.\n> Ring me on +44 20 7946 0999.\n\nFor us: about 150 employees, and I'd rather not get a call.";

describe("the prospect's own words", () => {
  it("drops a forwarded message and lines quoted under 'wrote:'", () => {
    expect(ownWords(forwarded)).not.toMatch(/Tom Reed|480k/);
    expect(ownWords(quoted)).not.toMatch(/Mark Ellis|600/);
    expect(ownWords(quoted)).toMatch(/about 150 employees/);
  });

  it("keeps a message with no thread, and one line opening with '>' (more than)", () => {
    expect(ownWords("We're > 500 staff\nbudget 200k")).toBe("We're > 500 staff\nbudget 200k");
    expect(ownWords("> 500 staff, budget 200k")).toBe("> 500 staff, budget 200k");
  });

  it("the size, phone, call and company readers, given them, find only the prospect's facts", () => {
    expect(readCompanySize(ownWords(forwarded))).toBe(340);
    expect(readCompanySize(ownWords(quoted))).toBe(150);
    expect(readPhone(ownWords(forwarded))).toBeUndefined();
    expect(callWishIn(ownWords(quoted))).toBe(false);
    expect(companyFromMessages([ownWords(quoted)])).toBeUndefined();
  });
});

describe("a thread forwarded from the prospect's own side", () => {
  it("speaks for them: 'from our MD'", () => {
    const text =
      "Forwarding this from our MD:\n\n---------- Forwarded message ---------\nFrom: Daniel <daniel@brightmoor.example>\n\nWe're ~200 people. Can you get someone to call me after 3pm?";
    expect(ownWords(text)).toBe(text);
    expect(callWishIn(ownWords(text))).toBe(true);
  });
});
