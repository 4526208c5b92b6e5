import { afterEach, describe, expect, it, vi } from "vitest";
import { type CrmMessage, crmAssistantRequest } from "#contracts/crm";
import { seedActivities, seedOpportunities } from "../../../content/prototype";
import { localDay } from "./local-day";
import { assistantRequest } from "./use-crm-assistant";

afterEach(() => vi.restoreAllMocks());

const ask: CrmMessage[] = [{ id: "u1", role: "user", parts: [{ type: "text", text: "hi" }] }];
const state = { opportunities: seedOpportunities, activities: seedActivities };

/** An engine whose locale data writes every date the US way, as WebKit with Debian's ICU does. */
function usDatesEverywhere() {
  const us = new Intl.DateTimeFormat("en-US", { dateStyle: "short" });
  return [
    vi.spyOn(Date.prototype, "toLocaleDateString").mockReturnValue("11/25/2026"),
    vi.spyOn(Date.prototype, "toLocaleString").mockReturnValue("11/25/2026, 12:00:00 PM"),
    vi.spyOn(Intl, "DateTimeFormat").mockImplementation(() => us),
  ];
}

describe("the CRM assistant's today", () => {
  it("is yyyy-mm-dd in the visitor's time zone, from the date's own fields", () => {
    expect(localDay(new Date(2026, 10, 25, 23, 59))).toBe("2026-11-25");
    expect(localDay(new Date(2027, 0, 1, 0, 0))).toBe("2027-01-01");
    expect(localDay(new Date(987, 8, 5))).toBe("0987-09-05");
  });

  it("is sent built without a locale formatter (WebKit's en-CA wrote 11/25/2026)", () => {
    const spies = usDatesEverywhere();
    const body = assistantRequest(ask, {}, state, new Date(2026, 10, 25, 12));
    expect(body.today).toBe("2026-11-25");
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(crmAssistantRequest.safeParse(body).success).toBe(true);
  });

  it("is what the Worker's contract takes; what WebKit sent before is refused", () => {
    expect(crmAssistantRequest.shape.today.safeParse(localDay()).success).toBe(true);
    expect(crmAssistantRequest.shape.today.safeParse("11/25/2026").success).toBe(false);
  });
});
