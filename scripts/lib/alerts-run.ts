/**
 * What `npm run bench:alerts` (scripts/bench-alerts.ts) runs with: its settings, a lead's and an
 * alert's shape, the clock both are timed on.
 */
import { randomBytes } from "node:crypto";

export const SEQUENTIAL = 20;
export const BURST = 30;
/** Lead indexes (0-based, over both phases) whose name is markup. */
export const HOSTILE = new Set([5, SEQUENTIAL + 10]);
/** How long the sequential phase waits for a lead's alerts before sending the next. */
export const SEQUENTIAL_WAIT_MS = 5_000;
export const TARGET_MS = 60_000;
export const ORIGIN = "http://clarity.test";
export const SALES = "sales@clarity.test";
export const SENDER = "alerts@clarity.test";
export const HOSTILE_NAME = "<script>alert(1)</script>";
/** Opens the inbox API, to read back when each lead was created. */
export const SALES_TOKEN = randomBytes(32).toString("base64url");
/** Epoch milliseconds with a fraction: comparable with the Worker's Date.now(). */
export const clock = () => performance.timeOrigin + performance.now();

export const channels = ["email", "slack", "teams"] as const;
export type Channel = (typeof channels)[number];

export interface Lead {
  index: number;
  phase: "sequential" | "burst";
  contact: { name: string; email: string; company: string; phone: string; note: string };
  hostile: boolean;
  leadId?: string;
  /** When the submit was sent and when it answered (clock()). */
  sentAt?: number;
  answeredAt?: number;
  /** When the Worker created the lead (its createdAt, epoch ms). */
  createdAt?: number;
}

export interface Arrival {
  channel: Channel;
  leadId: string | null;
  at: number;
  /** What the channel carried: the JSON body, or the email's headers and files. */
  body: string;
  email?: { from: string; to: string; subject: string; text: string; html: string };
}

/** An alert that arrived for a lead of this run, once. */
export type Timed = { lead: Lead; at: number };

/** The lead an alert is about: the id in its link to the inbox. */
export const leadIdIn = (text: string) => /\/inbox\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;
