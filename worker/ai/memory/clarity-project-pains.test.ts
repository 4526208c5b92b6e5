import { describe, expect, it } from "vitest";
import { platformsOf } from "./clarity-platforms";

describe("the project by the trouble in the work", () => {
  it.each([
    ["our problem is the reps keep their customers in their heads", "CRM"],
    ["when someone leaves we lose the customers too", "CRM"],
    ["quotes take us two weeks and are always wrong", "CPQ"],
    ["we want the support inbox to answer itself, at least for the easy ones", "AI adoption"],
    ["when a rep is off sick nobody knows what deals they had going", "CRM"],
    ["leads from the website just sit in an inbox and get forgotten", "CRM"],
    ["our quotes go out late and full of mistakes", "CPQ"],
    ["it takes us 3 days to get a price out to a customer", "CPQ"],
    ["the quotes take about a week each", "CPQ"],
  ])("%s: %s", (text, kind) => {
    expect(platformsOf(text).projectTypes).toEqual([kind]);
  });

  it.each([
    "we take our clients seriously",
    "we lost a customer last year because of a delivery issue",
    "quotes are fine, invoices are the problem",
    "nobody knows which customers are profitable",
    "it takes a week to get the stock counted",
  ])("no project in: %s", (text) => {
    expect(platformsOf(text).projectTypes).toEqual([]);
  });
});
