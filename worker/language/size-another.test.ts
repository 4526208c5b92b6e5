import { describe, expect, it } from "vitest";
import { readCompanySize } from "./size";

describe("staff place by place, the next part joined by 'another' or 'a further'", () => {
  it("adds the parts", () => {
    expect(readCompanySize("We are roughly 60 in the UK and another 25 in Poland.")).toBe(85);
    expect(readCompanySize("We're about 120 at head office plus a further 40 in the field.")).toBe(
      160,
    );
    expect(readCompanySize("We're 50 in Leeds, and another 30 in York.")).toBe(80);
  });
});
