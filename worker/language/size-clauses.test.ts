/** The clause and the part of it a figure stands in: thousands and decimals end neither. */
import { expect, it } from "vitest";
import { clauseAt, partAt } from "./size-clauses";

it("reads the clause around a figure, past the comma of a thousand", () => {
  const text = "Hello. 1,100 on payroll, 300 of them in the warehouse.";
  expect(clauseAt(text, text.indexOf("1,100")).trim()).toBe("1,100 on payroll");
});

it("reads the part of a clause a figure stands in, up to 'and'", () => {
  const text = "We're 90 people today and hiring 30 more.";
  expect(partAt(text, text.indexOf("90")).trim()).toBe("We're 90 people today");
  expect(partAt(text, text.indexOf("30")).trim()).toBe("and hiring 30 more");
});
