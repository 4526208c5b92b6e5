/** A share off the price is no probability ("asked for 10% off" had set Northwind's odds to 10%); given, it cuts the amount. */
import { expect, it } from "vitest";
import { replyTo } from "./crm-chat.test-kit";

it.each([
  ["northwind asked for 10% off, drop it to 108k", { amount: 108_000 }],
  ["atlas wants a 15% discount, otherwise 80% likely", { probability: 80 }],
  ["give meridian a discount of 5% and set it to 95%", { amount: 80_750, probability: 95 }],
])("%s", (message, updates) => {
  expect(replyTo([message])).toEqual(expect.objectContaining({ updates }));
});
