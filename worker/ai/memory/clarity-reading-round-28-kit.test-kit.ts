/** Round 28's reading cases: the round-27 kit plus what the reply must and must not say. */
import { lastReply } from "../engines/clarity-chat.test-kit";
import { type Case27, wrongIn27 } from "./clarity-reading-round-27-kit.test-kit";

export interface Case28 extends Case27 {
  /** What the reply to the last message must say, and must never say. */
  replies?: RegExp[];
  notReplies?: RegExp[];
}

/** A driver cut inside its clause ends on a verb's helper or a linking word. */
export const cutDriver =
  /\b(?:are|is|was|were|be|been|done|still|because|and|so|the|of|to|can't|cannot)$/i;

export function wrongIn28(c: Case28): string[] {
  const errs = wrongIn27(c);
  if (c.replies || c.notReplies) {
    const reply = lastReply(c.say);
    for (const r of c.replies ?? []) if (!r.test(reply)) errs.push(`reply lacks ${r}`);
    for (const r of c.notReplies ?? []) if (r.test(reply)) errs.push(`reply says ${r}`);
  }
  return errs;
}
