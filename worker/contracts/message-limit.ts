/**
 * The longest message a visitor can send to either chat (the Clarity box counts down to it; the
 * CRM assistant's history is cut to it). Without zod, so pages import it on load.
 */
export const MAX_MESSAGE_CHARS = 4000;
