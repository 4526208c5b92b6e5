import { expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";

it("a system named as a plural goes on the integration list as one: 'Spreadsheets go'", () => {
  const reply = lastReply([
    "hey - ops manager at a 60 person HVAC contractor in Phoenix. quotes in excel, and the owners want a proper CRM. thinking hubspot but open.",
  ]);
  expect(reply).toContain("Spreadsheets go on the integration list.");
});
