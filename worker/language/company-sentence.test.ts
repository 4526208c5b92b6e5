import { describe, expect, it } from "vitest";
import { companyFromMessages } from "./names";

describe("a company named before the sentence ends", () => {
  it.each([
    ["Hi, I'm Dana from Harbour Foods. Please call me on +44 7700 900123", "Harbour Foods"],
    ["Dana here, I work for Nordlicht GmbH. Call me back tomorrow", "Nordlicht GmbH"],
    ["I'm Sam from Acme.", "Acme"],
  ])("%s", (text, company) => expect(companyFromMessages([text])).toBe(company));
});
