import type { SitePath } from "./site-map";

/** Copy of the "Your data" notice under the Clarity chat and the contact form, and its erasure. */
export const visitorDataCopy = {
  /** The notice's link to what is kept, for how long, and by whom. */
  privacy: { label: "Privacy", to: "/privacy" satisfies SitePath },
  chatNotice: "Clarity keeps this conversation so our team can prepare your roadmap.",
  formNotice:
    "We keep what you enter here so you can pick up where you left off and our team can call you.",
  delete: "Delete my data",
  confirmTitle: "Delete your data?",
  confirmBody:
    "This erases what this site keeps from this browser: your conversations with Clarity, the details you've entered and the requests you've sent. Any link we emailed you to finish the form stops working. It can't be undone.",
  cancel: "Cancel",
  deleting: "Deleting...",
  deleted: "Your data has been deleted",
  nothingStored: "Nothing was stored for this browser, so there was nothing to delete",
  failed: "Your data could not be deleted. Please try again.",
} as const;
