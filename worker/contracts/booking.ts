import { z } from "./zod";

/**
 * Cal.com's booking webhook as the site takes it (`POST /api/webhooks/cal`): the three triggers
 * that book, move and cancel a meeting, and only what the ledger reads of their payload. Cal.com
 * sends more (title, organizer, responses …), which is let through unread.
 */
export const bookingTriggers = [
  "BOOKING_CREATED",
  "BOOKING_RESCHEDULED",
  "BOOKING_CANCELLED",
] as const;
export type BookingTrigger = (typeof bookingTriggers)[number];

/** What a booking event does to the prospect's meeting, as its history and alert say it. */
export type BookingChange = "booked" | "rescheduled" | "cancelled";
export const bookingChange: Record<BookingTrigger, BookingChange> = {
  BOOKING_CREATED: "booked",
  BOOKING_RESCHEDULED: "rescheduled",
  BOOKING_CANCELLED: "cancelled",
};

/** The most a booking event may weigh; Cal.com's are a few KB. */
export const BOOKING_BODY_MAX_BYTES = 64 * 1024;
/** An event created longer ago than this (or as far ahead) is refused as stale: 10 minutes. */
export const BOOKING_MAX_AGE_MS = 10 * 60 * 1000;

const isoTime = z.iso.datetime({ offset: true, error: "must be an ISO time" });
const uid = z.string().min(1).max(200);

export const calBookingEvent = z.object({
  triggerEvent: z.string().max(60),
  createdAt: isoTime,
  payload: z.object({
    uid,
    rescheduleUid: uid.nullish(),
    startTime: isoTime,
    attendees: z
      .array(
        z.object({
          email: z.string().trim().max(254, { error: "an attendee's email is too long" }),
          name: z.string().max(200).nullish(),
        }),
      )
      .max(50),
  }),
});
export type CalBookingEvent = z.infer<typeof calBookingEvent>;

/** What the Worker hands the ledger of one booking event. */
export interface BookingEvent {
  uid: string;
  /** The booking this one replaces (a reschedule), if Cal.com says. */
  previousUid: string | null;
  change: BookingChange;
  /** The meeting's start, ms. */
  at: number;
  /** The attendees' addresses, as Cal.com sent them. */
  emails: string[];
}
