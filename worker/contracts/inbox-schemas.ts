import { cleanText } from "./clean-text";
import { MAX_PERSON_CHARS } from "./inbox-people";
import { z } from "./zod";

/** The inbox's request bodies (the Worker validates them; the page imports only types). */

const personName = cleanText("Name").pipe(
  z
    .string()
    .trim()
    .min(1, "Enter your name.")
    .max(MAX_PERSON_CHARS, `Your name must be at most ${MAX_PERSON_CHARS} characters.`),
);

/** POST /api/inbox/session: sign in with the SALES_TOKEN secret and one's name. */
export const inboxSignIn = z.object({
  token: z
    .string({ error: "Enter the sales token." })
    .min(1, "Enter the sales token.")
    .max(512, "That token is too long."),
  name: z.string({ error: "Enter your name." }).pipe(personName),
});

/** A script's name with the bearer token (`X-Inbox-Person`), checked like the sign-in's. */
export const bearerPerson = personName;
