/**
 * Scripted prospects for `npm run eval:clarity`: the three observed in the field
 * (/work/shared/conversations/clarity-observed.md, plus its gibberish, off-topic and injection
 * probes) and prospects of our own — terse, rambling, hostile, question-heavy (the `old` set);
 * new paraphrases of the failure classes the engines were then tuned on (`tuned`), and more
 * kept out of tuning (`held-back`). Each turn may say which direct questions it asks (the reply
 * must answer them); each conversation says what its roadmap must and must not show at the end.
 */
import { heldBackProspects } from "./held-back";
import { heldOutProspects } from "./held-out";
import { languageTuned } from "./language-tuned";
import { languageTuned2 } from "./language-tuned-2";
import { languageTuned3 } from "./language-tuned-3";
import { languageTuned4 } from "./language-tuned-4";
import { languageTuned5 } from "./language-tuned-5";
import { languageTuned6 } from "./language-tuned-6";
import { languageTuned7All } from "./language-tuned-7";
import { languageTuned8 } from "./language-tuned-8";
import { languageTuned8More } from "./language-tuned-8-more";
import { languageTuned8Closed } from "./language-tuned-8-open";
import { languageTuned9 } from "./language-tuned-9";
import { languageTuned10 } from "./language-tuned-10";
import { languageTuned11 } from "./language-tuned-11";
import { languageTuned12 } from "./language-tuned-12";
import { languageTuned13 } from "./language-tuned-13";
import { languageTuned14 } from "./language-tuned-14";
import { languageTuned15 } from "./language-tuned-15";
import { languageTuned16 } from "./language-tuned-16";
import { languageTuned17 } from "./language-tuned-17";
import { languageTuned18 } from "./language-tuned-18";
import { languageTuned19 } from "./language-tuned-19";
import { languageTuned20 } from "./language-tuned-20";
import { languageTuned21 } from "./language-tuned-21";
import { languageTuned22 } from "./language-tuned-22";
import { languageTuned23 } from "./language-tuned-23";
import { languageTuned24 } from "./language-tuned-24";
import { languageTuned25 } from "./language-tuned-25";
import { languageTuned26 } from "./language-tuned-26";
import { languageTuned27 } from "./language-tuned-27";
import { languageTuned28 } from "./language-tuned-28";
import { languageTuned29 } from "./language-tuned-29";
import { languageTuned30 } from "./language-tuned-30";
import { languageTuned31 } from "./language-tuned-31";
import { languageTunedH21 } from "./language-tuned-h21";
import { languageTunedH22 } from "./language-tuned-h22";
import { languageTunedH23 } from "./language-tuned-h23";
import { languageTunedH24 } from "./language-tuned-h24";
import { languageTunedH27 } from "./language-tuned-h27";
import { languageTunedH30 } from "./language-tuned-h30";
import { languageTunedH32 } from "./language-tuned-h32";
import { languageTunedH33 } from "./language-tuned-h33";
import { languageTunedH36 } from "./language-tuned-h36";
import { languageTunedH38 } from "./language-tuned-h38";
import { languageTunedH39 } from "./language-tuned-h39";
import { languageTunedH40 } from "./language-tuned-h40";
import { languageTunedH41 } from "./language-tuned-h41";
import { languageTunedH43 } from "./language-tuned-h43";
import { languageTunedH44 } from "./language-tuned-h44";
import { languageTunedH45 } from "./language-tuned-h45";
import { languageTunedH46 } from "./language-tuned-h46";
import { languageTunedH47 } from "./language-tuned-h47";
import { languageTunedH48 } from "./language-tuned-h48";
import { languageTunedH51 } from "./language-tuned-h51";
import { languageTunedH52 } from "./language-tuned-h52";
import { languageTunedH53 } from "./language-tuned-h53";
import { languageTunedH54 } from "./language-tuned-h54";
import { languageTunedH55 } from "./language-tuned-h55";
import { languageTunedH56 } from "./language-tuned-h56";
import { languageTunedH58 } from "./language-tuned-h58";
import { languageTunedH59 } from "./language-tuned-h59";
import { languageTunedH61 } from "./language-tuned-h61";
import { languageTunedH62 } from "./language-tuned-h62";
import { languageTunedH63 } from "./language-tuned-h63";
import { languageTunedTeamsSystems } from "./language-tuned-teams-systems";
import { languageTunedWhyRisk } from "./language-tuned-why-risk";
import { newProspects } from "./new-prospects";
import { moreNewProspects } from "./new-prospects-more";
import { observedProspects } from "./observed-prospects";
import { offTrackProbes } from "./off-track-probes";
import { ownProspects } from "./own-prospects";
import type { Conversation } from "./script";

export type { Conversation, EvalSet, ExpectedRoadmap, ScriptedTurn } from "./script";

export const conversations: Conversation[] = [
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
  ...languageTuned10,
  ...languageTuned8Closed,
  ...languageTuned9,
  ...languageTuned11,
  ...languageTuned12,
  ...languageTuned13,
  ...languageTuned14,
  ...languageTuned15,
  ...languageTuned16,
  ...languageTuned17,
  ...languageTuned19,
  ...languageTuned20,
  ...languageTuned22,
  ...languageTuned23,
  ...languageTuned24,
  ...languageTuned25,
  ...languageTuned26,
  ...languageTuned27,
  ...languageTuned28,
  ...languageTuned29,
  ...languageTuned30,
  ...languageTuned31,
  ...languageTunedTeamsSystems,
  ...languageTunedWhyRisk,
  ...languageTunedH21,
  ...languageTunedH22,
  ...languageTunedH23,
  ...languageTunedH24,
  ...languageTunedH27,
  ...languageTunedH30,
  ...languageTunedH32,
  ...languageTunedH33,
  ...languageTunedH36,
  ...languageTunedH62,
  ...languageTunedH59,
  ...languageTunedH63,
  ...languageTunedH38,
  ...languageTunedH39,
  ...languageTunedH40,
  ...languageTunedH41,
  ...languageTunedH43,
  ...languageTunedH44,
  ...languageTunedH45,
  ...languageTunedH47,
  ...languageTunedH48,
  ...languageTunedH46,
  ...languageTunedH51,
  ...languageTunedH52,
  ...languageTunedH54,
  ...languageTunedH53,
  ...languageTunedH55,
  ...languageTunedH58,
  ...languageTunedH56,
  ...languageTunedH61,
  ...languageTuned18,
  ...languageTuned21,
  ...heldBackProspects,
  ...heldOutProspects,
];
