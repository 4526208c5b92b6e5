import { offer } from "../../../content/offer-facts";
import { createScriptedModel } from "./scripted-model";

/** What each chat says once the visitor's daily budget of model messages is spent. */
export const budgetReplies = {
  clarity: `We've covered a lot today, and I've reached my limit of messages for one day. Please leave your details on the [contact page](/try): a consultant will continue this conversation by email, with your roadmap within ${offer.roadmapWithin}.`,
  crm: "The demo assistant has reached its limit of messages for today. You can still change the dashboard by hand, or [tell us](/try) what you'd like to see and we'll walk you through it.",
} as const;

/** A model that only says the budget reply: the route's streaming path stays the same. */
export const budgetModel = (text: string) =>
  createScriptedModel({ modelId: "daily-budget", respond: () => ({ text }) });
