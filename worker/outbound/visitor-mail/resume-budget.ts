import {
  RESUME_LINKS_PER_RECIPIENT_PER_DAY,
  RESUME_LINKS_PER_VISITOR_PER_DAY,
} from "../../contracts/resume-link";
import { addressBudgetStub } from "../../durable-objects/stubs";
import type { Bindings } from "../../lib/app-env";
import { ApiError } from "../../lib/errors";
import { mailboxOf } from "../../lib/mailbox";
import { sha256Hex } from "../../lib/sha256";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seconds until the next UTC day, when the daily counts start again. */
const untilTomorrow = (now: number) => String(Math.ceil((DAY_MS - (now % DAY_MS)) / 1000));

const dailyLimit = (now: number, message: string) =>
  new ApiError("rate_limit:resume_daily", message, {
    headers: { "Retry-After": untilTomorrow(now) },
  });

/**
 * Spends one of today's links to finish the form (docs/decisions/023) of the visitor who asks and
 * one of the recipient's mailbox (`Victim+1@` is `victim@`, lib/mailbox.ts): daily counts in
 * AddressBudget objects, which no erasure reaches, named by a hash, never by the address or the
 * visitor's id. A 429 once either is spent.
 */
export async function spendDailyLinks(
  env: Bindings,
  visitorId: string,
  email: string,
  now: number,
): Promise<void> {
  const budget = async (name: string, value: string) =>
    addressBudgetStub(env, `${name}:${await sha256Hex(value)}`);
  const asker = await budget("resume-by", visitorId);
  if (!(await asker.spendDaily(RESUME_LINKS_PER_VISITOR_PER_DAY)))
    throw dailyLimit(
      now,
      `You've asked for ${RESUME_LINKS_PER_VISITOR_PER_DAY} links today, the most we send in a day. Use one of them, or ask again tomorrow.`,
    );
  const recipient = await budget("resume-to", mailboxOf(email));
  if (!(await recipient.spendDaily(RESUME_LINKS_PER_RECIPIENT_PER_DAY)))
    throw dailyLimit(
      now,
      `We've already sent ${RESUME_LINKS_PER_RECIPIENT_PER_DAY} links to this address today, the most we send to one address in a day. Use one of them, or ask again tomorrow.`,
    );
}
