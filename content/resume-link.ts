import { retention } from "./site";

const linkDays = `${retention.resumeLinkDays} days`;

/**
 * Copy of "Email me a link to finish later" on /try (docs/decisions/023), shown only when the site
 * can send email; its own file, so the contact page's first load does not carry it.
 */
export const resumeLinkCopy = {
  offer: "Email me a link to finish later",
  label: "Email for the link",
  hint: `We'll email a link that opens these answers on any device for ${linkDays}. It stops working once you send the form or delete your data.`,
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
  gone: "This link no longer opens a form: the answers it saved were sent, or deleted with “Delete my data”.",
  invalid: "This link isn't valid. Open it straight from the email, or ask for a new one.",
  openFailed: "We couldn't open your link. Check your connection and reload the page.",
} as const;
