import type { ContactField } from "../worker/contracts/contact";

/** Copy of the contact page (/try): the conversational form, review and success screens. */
export const contactCopy = {
  // Static: promises no speed (content/promises.ts says what the configured site can).
  intro: "Five quick answers and we'll call you back to plan your readiness simulation.",
  labels: {
    name: "Name",
    email: "Email",
    company: "Company",
    phone: "Phone",
    note: "Note",
  } satisfies Record<ContactField, string>,
  questions: {
    name: "What's your name?",
    email: "What's the best email to reach you?",
    company: "Which company are you with?",
    phone: "What number should we call?",
    note: "Anything we should know before the call? (optional)",
  } satisfies Record<ContactField, string>,
  entryHint:
    "Press Enter to send each answer. You can change or add to any of them before we call.",
  loadFailed: {
    title: "We couldn't load your details",
    body: "Anything you already told us is kept safe. Check your connection and try again.",
    retry: "Try again",
  },
  reviewTitle: "Review your details",
  reviewHint:
    "Select an answer to change it: Enter saves, Escape cancels, an empty answer is removed. Add another number or contact with “Add”.",
  add: "Add",
  notProvided: "Not provided",
  addNote: "Add a note (optional)",
  looksGood: "Looks Good",
  /** The send button of the plain form shown without JavaScript. */
  plainSend: "Send",
  sending: "Sending...",
  success: {
    title: "Great!",
    reschedule: "Can't talk right now? Message us on Telegram to pick another time.",
    recap: "What you sent us",
    scheduleCta: "Schedule a Call",
    /** Shown instead of the title when the page is reloaded after sending (body: promises.ts). */
    restoredTitle: "We have your request",
    /** "Sent by Dana today at 11:52." — only the first name comes back, never the details. */
    sentBy: "Sent by",
    another: "Send another request",
  },
  ready: {
    title: "Ready to Get Started?",
    body: "Prefer to pick a time yourself? Book a free 30-minute call with our team.",
    cta: "Schedule Call",
  },
} as const;
