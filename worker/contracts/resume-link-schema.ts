import { cleanText } from "./clean-text";
import { emailPattern, entryMessages } from "./contact-fields";
import { z } from "./zod";

/** POST /api/contact/resume-link: where to send the link (see resume-link.ts). */
export const resumeLinkRequest = z.object({
  email: cleanText("Email").pipe(
    z
      .string()
      .trim()
      .pipe(z.email({ pattern: emailPattern, error: entryMessages.email }))
      .pipe(z.string().max(255, "Email must be less than 255 characters")),
  ),
});
export type ResumeLinkRequest = z.infer<typeof resumeLinkRequest>;

/**
 * POST /api/contact/resume: the link's token, by its shape (`<payload>.<signature>`, base64url);
 * whether it is genuine, current and still alive is the Worker's check. `replace`: the visitor
 * chose to replace the answers their browser holds with the link's (asked after a 409).
 */
export const resumeOpenRequest = z.object({
  token: z
    .string()
    .max(512, "This link is not valid.")
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, "This link is not valid."),
  replace: z.boolean({ error: "Say whether to replace your answers." }).optional(),
});
export type ResumeOpenRequest = z.infer<typeof resumeOpenRequest>;
