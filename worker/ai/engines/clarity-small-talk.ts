/**
 * What a reply says when the message taught nothing: small talk said back in kind ("hi" gets a
 * hello, thanks a welcome, "idk" reassurance), else a plain acknowledgement.
 */
import { smallTalk } from "../../language/small-talk";
import { vary } from "./clarity-words";

const SAID_BACK = {
  greeting: ["Hi!", "Hello!", "Hi there!"],
  thanks: ["You're welcome.", "Glad to help.", "Any time.", "My pleasure."],
  assent: ["Okay.", "Right.", "Good.", "Sure.", "Great.", "Fine."],
  no: ["That's fine.", "Understood.", "No problem.", "Fair enough."],
  unsure: [
    "No problem — that's the kind of thing the simulation pins down.",
    "That's fine; it often isn't clear yet at this stage.",
    "No problem — we can come back to it.",
  ],
  pause: ["Take your time.", "No rush — I'll be here.", "Sure, take a moment."],
  nudge: ["Over to you.", "Still here.", "Go on."],
  farewell: [
    "Thanks for stopping by — goodbye!",
    "Goodbye, and good luck with the project.",
    "Bye for now — come back any time.",
  ],
} as const;

/** The words for a message that added nothing to the roadmap. */
export function plainAck(n: number, text: string | undefined): string {
  const talk = text ? smallTalk(text) : undefined;
  return vary(
    n,
    talk
      ? [...SAID_BACK[talk]]
      : ["Thanks, that helps.", "Understood — that's useful context.", "Good to know."],
  );
}
