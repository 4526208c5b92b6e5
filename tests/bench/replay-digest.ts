/**
 * A digest of everything Clarity says and notes on the eval's own conversations (the `old` and
 * `tuned` sets; the held-back and held-out sets are not played): each reply, and each turn's
 * memory and roadmap, played as the route does (tests' kit: memory, then the reply from it), into
 * one sha256. A change made for speed alone must leave it as it was.
 *
 *   npx esbuild tests/bench/replay-digest.ts --bundle --platform=node --format=esm \
 *     --outfile=/tmp/replay-digest.mjs --log-level=warning && node /tmp/replay-digest.mjs
 *
 * Prints the digest, the count of conversations and turns, and the CPU time the replay took.
 */
import { createHash } from "node:crypto";
import { NO_PROMISES } from "../../content/promises";
import { clarityReply } from "../../worker/ai/engines/clarity-reply";
import { learnFrom } from "../../worker/ai/memory/clarity-learn";
import { type ClarityMemory, emptyMemory } from "../../worker/ai/memory/clarity-memory";
import { roadmapOf } from "../../worker/ai/memory/clarity-roadmap";
import { searchSite } from "../../worker/language/site-search";
import { withSent } from "../../worker/lib/reply-hash";
import { languageTuned } from "../worker/clarity-eval/language-tuned";
import { languageTuned2 } from "../worker/clarity-eval/language-tuned-2";
import { languageTuned3 } from "../worker/clarity-eval/language-tuned-3";
import { languageTuned4 } from "../worker/clarity-eval/language-tuned-4";
import { languageTuned5 } from "../worker/clarity-eval/language-tuned-5";
import { languageTuned6 } from "../worker/clarity-eval/language-tuned-6";
import { languageTuned7All } from "../worker/clarity-eval/language-tuned-7";
import { languageTuned8 } from "../worker/clarity-eval/language-tuned-8";
import { languageTuned8More } from "../worker/clarity-eval/language-tuned-8-more";
import { languageTuned8Closed } from "../worker/clarity-eval/language-tuned-8-open";
import { languageTuned9 } from "../worker/clarity-eval/language-tuned-9";
import { languageTuned10 } from "../worker/clarity-eval/language-tuned-10";
import { languageTuned11 } from "../worker/clarity-eval/language-tuned-11";
import { languageTuned12 } from "../worker/clarity-eval/language-tuned-12";
import { languageTuned13 } from "../worker/clarity-eval/language-tuned-13";
import { languageTuned14 } from "../worker/clarity-eval/language-tuned-14";
import { languageTuned15 } from "../worker/clarity-eval/language-tuned-15";
import { languageTuned16 } from "../worker/clarity-eval/language-tuned-16";
import { languageTuned17 } from "../worker/clarity-eval/language-tuned-17";
import { languageTuned18 } from "../worker/clarity-eval/language-tuned-18";
import { languageTuned19 } from "../worker/clarity-eval/language-tuned-19";
import { languageTuned20 } from "../worker/clarity-eval/language-tuned-20";
import { languageTuned21 } from "../worker/clarity-eval/language-tuned-21";
import { languageTuned22 } from "../worker/clarity-eval/language-tuned-22";
import { languageTuned23 } from "../worker/clarity-eval/language-tuned-23";
import { languageTuned24 } from "../worker/clarity-eval/language-tuned-24";
import { languageTuned25 } from "../worker/clarity-eval/language-tuned-25";
import { languageTuned26 } from "../worker/clarity-eval/language-tuned-26";
import { languageTuned27 } from "../worker/clarity-eval/language-tuned-27";
import { languageTuned28 } from "../worker/clarity-eval/language-tuned-28";
import { languageTuned29 } from "../worker/clarity-eval/language-tuned-29";
import { newProspects } from "../worker/clarity-eval/new-prospects";
import { moreNewProspects } from "../worker/clarity-eval/new-prospects-more";
import { observedProspects } from "../worker/clarity-eval/observed-prospects";
import { offTrackProbes } from "../worker/clarity-eval/off-track-probes";
import { ownProspects } from "../worker/clarity-eval/own-prospects";

const NOW = Date.parse("2026-11-24T10:00:00Z");

const played = [
  ...observedProspects,
  ...offTrackProbes,
  ...ownProspects,
  ...newProspects,
  ...moreNewProspects,
  ...languageTuned,
  ...languageTuned2,
  ...languageTuned3,
  ...languageTuned4,
  ...languageTuned5,
  ...languageTuned6,
  ...languageTuned7All,
  ...languageTuned8,
  ...languageTuned8More,
  ...languageTuned8Closed,
  ...languageTuned9,
  ...languageTuned10,
  ...languageTuned11,
  ...languageTuned12,
  ...languageTuned13,
  ...languageTuned14,
  ...languageTuned15,
  ...languageTuned16,
  ...languageTuned17,
  ...languageTuned18,
  ...languageTuned19,
  ...languageTuned20,
  ...languageTuned21,
  ...languageTuned22,
  ...languageTuned23,
  ...languageTuned24,
  ...languageTuned25,
  ...languageTuned26,
  ...languageTuned27,
  ...languageTuned28,
  ...languageTuned29,
].filter((c) => c.set === undefined || c.set === "old" || c.set === "tuned");

/** Every conversation twice over: a reading kept from the first pass must give the same reply. */
export function replayDigest(passes = 2): { digest: string; conversations: number; turns: number } {
  const hash = createHash("sha256");
  let turns = 0;
  for (let pass = 0; pass < passes; pass++) {
    const pass_ = createHash("sha256");
    for (const convo of played) {
      let memory: ClarityMemory = emptyMemory();
      const messages = convo.turns.map((t) => t.say);
      messages.forEach((text, i) => {
        memory = learnFrom(memory, text, NOW);
        const previous = messages[i - 1];
        const earlier = messages.slice(Math.max(0, i - 2), i).reverse();
        const said = {
          text,
          passages: searchSite(text),
          ...(previous ? { previous } : {}),
          earlier,
        };
        const reply = clarityReply(memory, NO_PROMISES, said);
        memory = { ...memory, sent: withSent(memory.sent, reply) };
        pass_.update(`${convo.name}\u0000${i}\u0000${reply}\u0000`);
        pass_.update(`${JSON.stringify(memory)}\u0000${JSON.stringify(roadmapOf(memory))}\u0001`);
        if (pass === 0) turns++;
      });
    }
    const d = pass_.digest("hex");
    hash.update(d);
    if (pass > 0 && d !== firstPass) throw new Error(`pass ${pass + 1} differs from pass 1`);
    if (pass === 0) firstPass = d;
  }
  return { digest: firstPass, conversations: played.length, turns };
}
let firstPass = "";

const cpu = process.cpuUsage();
const { digest, conversations, turns } = replayDigest();
const used = process.cpuUsage(cpu);
console.log(
  `replay digest ${digest}  (${conversations} conversations, ${turns} turns, two passes, CPU ${((used.user + used.system) / 1000).toFixed(0)} ms)`,
);
