/**
 * Email addresses and links are contact details, never figures or dates: "sam+2024@acme.example",
 * "ops7@firm.example", "acme.example/q3-2027". Every reader of figures reads the text without
 * them, so digits in an address never become a budget, a headcount, a date or a phone
 * (docs/decisions/033).
 */
const ADDRESS = /[\w.%+'-]+@[\w-]+(?:\.[\w-]+)+|\b(?:https?:\/\/|www\.)\S+/gi;

/** The text with each email address or link said as one word that holds no figure. */
export const withoutAddresses = (text: string): string =>
  text.includes("@") || /https?:|www\./i.test(text)
    ? text.replace(ADDRESS, (a) => (a.includes("@") ? "email" : "link"))
    : text;
