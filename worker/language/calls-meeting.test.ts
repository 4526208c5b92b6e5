/**
 * A meeting asked for is a call wished, in whatever words (calls-meeting.ts): a request to us for
 * a live conversation — a meeting, a demo, an invite, time found, a person of ours to talk to —
 * and its refusal; beside the same words about something else, which ask for none.
 */
import { expect, it } from "vitest";
import { callWish, callWishIn } from "./calls";

it.each([
  "Can we set up a meeting?",
  "Could I book a demo with you?",
  "Send me a calendar invite for 30 minutes next week.",
  "Let's find half an hour, in person at our office or on Google Meet.",
  "Is there a human I could talk to?",
  "Could someone walk us through it?",
  "We'd like a live demo before the board meets.",
  "Would one of your consultants be free to meet next Thursday?",
  "Can we meet up with you in London?",
  "We need a meeting with your team before we sign.",
  "Any chance of a quick walkthrough on Teams?",
  "Grab 20 minutes in my diary whenever suits.",
  "Could we get some time in the diary next week?",
  "Is a demo possible this week?",
  "Drop me an invite for Thursday.",
  "When are you free for a chat?",
  "Would you have availability for a short session on Monday?",
  "I'd appreciate 15 mins of your time.",
  "Looking forward to speaking with you.",
  "Let me know a good time to connect.",
  "Prefer a face-to-face if you're ever in Bristol.",
  "Let me know when suits for a quick catch-up.",
  "Who can I speak to about pricing?",
  "Put me in touch with someone, please.",
  "Please arrange for someone to contact me.",
  "I'd like to discuss this further with your team.",
  "I'm free Thursday afternoon if you want to go through it.",
  "Book me in for Tuesday.",
])("asks: %s", (text) => {
  expect(callWishIn(text)).toBe(true);
});

it.each([
  "Can you walk me through the phases?",
  "Could you send the slides from the demo?",
  "We need to set up a meeting with our CFO first.",
  "Can we manage appointments in it?",
  "We need a system for booking appointments for our clinics.",
  "Please send the meeting notes.",
  "Can we get a demo account to try it?",
  "Will we meet the deadline if we start in March?",
  "Our board meeting is in March.",
  "We had a demo with another vendor last month.",
  "Is there a recorded demo I could watch?",
  "Our current system can't talk to our ERP.",
  "The report takes 30 minutes to run.",
  "Will your consultants talk about our numbers in the report?",
  "Send me a summary of the session.",
  "Are you available in Germany?",
  "Would you have time to read our spec?",
  "Can we connect Shopify to it next week?",
  "Look forward to hearing from you.",
  "We need to discuss this internally first.",
  "We'll discuss it with our board next week.",
])("asks none: %s", (text) => {
  expect(callWishIn(text)).toBeNull();
});

it.each([
  "No meetings please, just send the PDF.",
  "To be clear I'm not looking for a meeting or a demo.",
  "Not ready to talk yet, still gathering information.",
  "I don't need a demo, written answers are fine.",
  "I'll pass on a demo for now.",
  "Rather than a meeting, could you just email me the proposal?",
  "I'd prefer to keep things in writing for now.",
])("refuses: %s", (text) => {
  expect(callWishIn(text)).toBe(false);
});

it("a meeting refused after one asked for takes the ask back, and the other way round", () => {
  expect(callWish(["Can we book a demo?", "Actually, not ready to meet yet."])).toBe(false);
  expect(callWish(["No meetings for now.", "OK, could someone walk us through it Tuesday?"])).toBe(
    true,
  );
});

it("a meeting asked for in a /try note is a call wished", () => {
  expect(callWish([], "Budget £85k. Let's find half an hour next week.")).toBe(true);
});
