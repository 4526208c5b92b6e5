import type { LeadContact } from "#contracts/inbox";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The name a lead is listed under: the name, else the email (chat leads), else a placeholder. */
export const leadTitle = (contact: LeadContact) =>
  contact.name?.trim() || contact.email?.trim() || "Unnamed lead";

const midnight = (t: number) => new Date(t).setHours(0, 0, 0, 0);

/**
 * "just now", "5 min ago", "3 h ago" (today), "yesterday", "4 days ago", then "Mar 5" or
 * "Mar 5, 2025". Days are calendar days in local time, not 24-hour spans.
 */
export function relativeTime(iso: string, now = Date.now()): string {
  const then = new Date(iso);
  const ago = now - then.getTime();
  if (Number.isNaN(ago)) return iso;
  if (ago < MINUTE) return "just now";
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  const days = Math.round((midnight(now) - midnight(then.getTime())) / DAY);
  if (days === 0) return `${Math.floor(ago / HOUR)} h ago`;
  if (days === 1) return "yesterday";
  if (days < 7) return `${days} days ago`;
  const day = `${MONTHS[then.getMonth()]} ${then.getDate()}`;
  return then.getFullYear() === new Date(now).getFullYear() ? day : `${day}, ${then.getFullYear()}`;
}

/** The full local date and time, for a title and the attempts table: "Nov 24, 2026, 8:41 PM". */
export const fullDate = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/** The values of a joined contact string ("a@x.io, b@y.io"), each for its own link. */
export const splitJoined = (joined: string | undefined) =>
  (joined ?? "")
    .split(/,\s*/)
    .map((v) => v.trim())
    .filter(Boolean);

/** A phone number as a tel: URL: digits and a leading +, the rest dropped. */
export const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, "")}`;

/** "1 lead", "12 leads". */
export const countText = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The local time of day: "8:41 PM". */
export const timeOfDay = (iso: string) =>
  new Date(iso).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });

/** The list's count line: "12 prospects", or "1 prospect matches these filters". */
export const prospectCountText = (total: number, filtered: boolean) =>
  `${countText(total, "prospect")}${filtered ? ` ${total === 1 ? "matches" : "match"} these filters` : ""}`;

/** A wait in minutes as people say it: "under a minute", "12 min", "3 h 5 min", "2 days". */
export function waitText(minutes: number): string {
  if (minutes < 1) return "under a minute";
  if (minutes < 60) return `${Math.round(minutes)} min`;
  if (minutes < 48 * 60) {
    const h = Math.floor(minutes / 60);
    const m = Math.round(minutes % 60);
    return m ? `${h} h ${m} min` : `${h} h`;
  }
  return `${Math.round(minutes / (24 * 60))} days`;
}

/** The tab's title with the count of new leads in front: "(3) Sales inbox · Clarity". */
export const countedTitle = (title: string, count: number) => {
  const base = title.replace(/^\(\d+\) /, "");
  return count > 0 ? `(${count}) ${base}` : base;
};
