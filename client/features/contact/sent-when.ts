const DAY_MS = 24 * 60 * 60 * 1000;

const startOfDay = (t: number) => new Date(t).setHours(0, 0, 0, 0);

/**
 * When a request was sent, in the visitor's clock and words: "today at 11:52",
 * "yesterday at 6:03 PM", else "on 21 Nov at 9:15" (in the browser's locale).
 */
export function sentWhen(at: number, now = Date.now(), locale?: string): string {
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }).format(at);
  const days = Math.round((startOfDay(now) - startOfDay(at)) / DAY_MS);
  if (days <= 0) return `today at ${time}`;
  if (days === 1) return `yesterday at ${time}`;
  const date = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short" }).format(at);
  return `on ${date} at ${time}`;
}
