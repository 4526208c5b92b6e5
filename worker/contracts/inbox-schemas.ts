import { SOURCE_MAX_CHARS } from "./attribution";
import { cleanText } from "./clean-text";
import {
  activityKinds,
  activityOutcomes,
  deliveryStatuses,
  leadKinds,
  leadStatuses,
  MAX_NOTE_CHARS,
  MAX_REASON_CHARS,
  MAX_SEARCH_CHARS,
  nextStepKinds,
} from "./inbox";
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

/** The sorts of the prospect list (`activity`, the newest first, unless `sort` says). */
export const prospectSorts = [
  "activity",
  "created",
  "status",
  "project",
  "size",
  "budget",
  "timeline",
] as const;
export type ProspectSort = (typeof prospectSorts)[number];

/** Where a page starts: after the row with this sort value and id (opaque to clients). */
export type ListCursor = { value: string | number | null; id: string };

export const encodeCursor = (cursor: ListCursor) =>
  btoa(JSON.stringify([cursor.value, cursor.id]))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

export function decodeCursor(text: string): ListCursor | null {
  try {
    const value: unknown = JSON.parse(atob(text.replaceAll("-", "+").replaceAll("_", "/")));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [v, id] = value as unknown[];
    const ok = v === null || typeof v === "string" || typeof v === "number";
    return ok && typeof id === "string" && /^(lead|prospect)_[0-9a-f-]{36}$/.test(id)
      ? { value: v as ListCursor["value"], id }
      : null;
  } catch {
    return null;
  }
}

function validZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const deliveryFilter = [...deliveryStatuses, "none"] as const;
const statusFilter = [...leadStatuses, "open", "closed"] as const;
export type StatusFilter = (typeof statusFilter)[number];

/**
 * Query of GET /api/inbox/prospects, /leads and /leads.csv. `status` is sales' status (or `open`,
 * `closed`); the delivery's values there, and `handled`, are still taken from older scripts.
 */
export const inboxFilters = z
  .strictObject({
    kind: z.enum(leadKinds, { error: "kind must be contact or chat" }).optional(),
    delivery: z
      .enum(deliveryFilter, { error: "delivery must be pending, delivered, failed or none" })
      .optional(),
    status: z
      .enum([...statusFilter, ...deliveryFilter], {
        error: "status must be new, contacted, qualified, won, lost, open or closed",
      })
      .optional(),
    handled: z.enum(["true", "false"], { error: "handled must be true or false" }).optional(),
    /** "me", "none" (unassigned) or a person's name. */
    assignee: z.string().trim().min(1).max(MAX_PERSON_CHARS, "assignee is too long").optional(),
    q: z
      .string()
      .trim()
      .max(MAX_SEARCH_CHARS, `q must be at most ${MAX_SEARCH_CHARS} characters`)
      .optional(),
    /** Where the leads came from, as the funnel page and the lead name it (docs/decisions/026). */
    /** Only prospects who asked for a call not yet logged. */
    callRequested: z.enum(["true"], { error: "callRequested must be true" }).optional(),
    /** Prospects whose next step is overdue, or due today in `tz` (an IANA zone; UTC unless said). */
    due: z.enum(["overdue", "today"], { error: "due must be overdue or today" }).optional(),
    tz: z
      .string()
      .max(64, "tz is too long")
      .refine(validZone, { message: "tz must be an IANA time zone, such as Europe/Berlin" })
      .optional(),
    source: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, "source must not be empty")
      .max(SOURCE_MAX_CHARS, `source must be at most ${SOURCE_MAX_CHARS} characters`)
      .optional(),
    sort: z
      .enum(prospectSorts, { error: `sort must be one of ${prospectSorts.join(", ")}` })
      .optional(),
    order: z.enum(["asc", "desc"], { error: "order must be asc or desc" }).optional(),
    cursor: z
      .string()
      .max(600)
      .transform((text, ctx) => {
        const cursor = decodeCursor(text);
        if (!cursor)
          ctx.addIssue({ code: "custom", message: "cursor is not one this API gave out" });
        return cursor ?? { value: null, id: "" };
      })
      .optional(),
    limit: z.coerce
      .number({ error: "limit must be a number" })
      .int("limit must be a whole number")
      .min(1, "limit must be 1-500")
      .max(500, "limit must be 1-500")
      .optional(),
  })
  .transform(({ status, delivery, ...rest }) => {
    const old = (deliveryFilter as readonly string[]).includes(status ?? "");
    return {
      ...rest,
      delivery: old ? (status as (typeof deliveryFilter)[number]) : delivery,
      status: old ? undefined : (status as StatusFilter | undefined),
    };
  });
type ParsedFilters = z.infer<typeof inboxFilters>;
/** The filters as the ledger takes them (the delivery and status filters apart). */
export type InboxFilters = Omit<ParsedFilters, "delivery" | "status"> & {
  delivery?: ParsedFilters["delivery"];
  status?: StatusFilter;
};

const reason = cleanText("Reason").pipe(
  z
    .string()
    .trim()
    .max(MAX_REASON_CHARS, `The reason must be at most ${MAX_REASON_CHARS} characters.`),
);

/** POST /api/inbox/leads/:id/status. Lost needs a reason. */
export const statusBody = z
  .object({
    status: z.enum(leadStatuses, {
      error: "status must be new, contacted, qualified, won or lost",
    }),
    reason: reason.optional(),
  })
  .refine((b) => b.status !== "lost" || Boolean(b.reason), {
    message: "Say why the lead was lost.",
    path: ["reason"],
  });

/** POST /api/inbox/leads/:id/assign: a person of the inbox, or null for nobody. */
export const assignBody = z.object({
  assignee: personName.nullable(),
});

/** POST /api/inbox/leads/:id/notes and PATCH …/notes/:noteId: plain text. */
export const noteBody = z.object({
  text: cleanText("Note", true).pipe(
    z
      .string()
      .trim()
      .min(1, "Write the note first.")
      .max(MAX_NOTE_CHARS, `A note must be at most ${MAX_NOTE_CHARS} characters.`),
  ),
});

/** POST /api/inbox/leads/:id/handled, as older scripts send it: contacted, or back to new. */
export const handledBody = z.object({
  handled: z.boolean({ error: "handled must be true or false" }),
});

/** POST /api/inbox/leads/:id/next-step: what the owner does next, and when (an ISO time). */
export const nextStepBody = z.object({
  kind: z.enum(nextStepKinds, { error: "kind must be call, email or meeting" }),
  dueAt: z.iso.datetime({ offset: true, error: "dueAt must be an ISO date and time" }),
});

/** POST /api/inbox/leads/:id/activities: a call or email logged, how it went, and a note. */
export const activityBody = z.object({
  kind: z.enum(activityKinds, { error: "kind must be call or email" }),
  outcome: z.enum(activityOutcomes, { error: "outcome must be reached, voicemail or no_answer" }),
  note: cleanText("Note", true)
    .pipe(
      z.string().trim().max(MAX_NOTE_CHARS, `A note must be at most ${MAX_NOTE_CHARS} characters.`),
    )
    .optional(),
});
