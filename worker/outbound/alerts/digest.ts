import type { SentLead } from "../../contracts/lead-record";
import { alertContent } from "./alert-content";

/**
 * The digest of a burst of leads from one client address (docs/decisions/028): what every
 * channel says, plain strings as typed (each renderer makes them inert and escapes them).
 */
export interface DigestContent {
  /** "7 more leads from one address in 2 minutes". */
  headline: string;
  leads: { who: string; via: string; unconfirmed: boolean; link: string }[];
  /** The inbox, where they all are. */
  inbox: string;
}

const MINUTE_MS = 60_000;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function digestContent(leads: SentLead[], origin: string): DigestContent {
  const times = leads.map((l) => l.createdAt);
  const minutes = Math.max(1, Math.ceil((Math.max(...times) - Math.min(...times)) / MINUTE_MS));
  return {
    headline: `${leads.length} more ${leads.length === 1 ? "lead" : "leads"} from one address in ${plural(minutes, "minute")}`,
    leads: [...leads]
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((lead) => {
        const content = alertContent(lead, "new", origin);
        return {
          who: content.who,
          via: lead.kind === "contact" ? "the contact form" : "the Clarity chat",
          unconfirmed: lead.summary.unconfirmedOtherBrowser === true,
          link: content.link,
        };
      }),
    inbox: `${origin.replace(/\/$/, "")}/inbox`,
  };
}
