import { retention } from "./site";

const linkDays = `${retention.resumeLinkDays} days`;

/**
 * Copy of "Email me a link to finish later" on /try (docs/decisions/023), shown only when the site
 * can send email; its own file, so the contact page's first load does not carry it.
 */
export const resumeLinkCopy = {
  offer: "Email me a link to finish later",
  label: "Email for the link",
  hint: `We'll email a link that copies these answers to the device that opens it, once, within ${linkDays}. It stops working once you send the form or delete your data.`,
  send: "Send link",
  sending: "Sending...",
  cancel: "Cancel",
  invalidEmail: "Enter a valid email address",
  sent: (email: string) =>
    `Link sent to ${email}. Open it on any device within ${linkDays} to pick up here.`,
  failed: "The link could not be sent. Please try again.",
  /** What /try says when it was opened through an emailed link. */
  opened: "Welcome back: your answers are here. Pick up where you left off.",
  expired: `This link has expired: links to finish later work for ${linkDays}. Ask for a new one on the device where you started.`,
  gone: "This link no longer opens a form: it was already opened once (the answers went to that browser), or the answers it saved were sent, or deleted with “Delete my data”.",
  /** The visitor kept this browser's own answers over the link's. */
  kept: "We kept the answers in this browser. The link's answers stay where they were typed: open the link again to use them instead.",
  invalid: "This link isn't valid. Open it straight from the email, or ask for a new one.",
  openFailed: "We couldn't open your link. Check your connection and reload the page.",
  /** Asked when this browser holds answers of its own that the link's would replace. */
  choice: {
    title: "Which answers should this form keep?",
    body: (yours: number, link: number, total: number) =>
      `This browser already holds answers of its own (${yours} of ${total} questions). The link you opened brings ${link} of ${total}. Only one set stays in this form.`,
    replace: "Replace my answers with the ones from the link",
    keep: "Keep my answers",
  },
} as const;
