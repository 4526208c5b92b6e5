/**
 * The answer to a question about the prospect's situation (who takes part, where the project
 * stands, what a process or a part of the company gets), from the first reader that knows it:
 * clarity-situations.ts, clarity-company-parts.ts, clarity-process-scope.ts,
 * clarity-training-answer.ts. Null otherwise.
 */
import {
  partOfCompany,
  prototypeForReal,
  referencesAnswer,
  sectorNotNamed,
} from "./clarity-company-parts";
import { enoughPeople, everyoneNeeded, onlySome, othersIncluded } from "./clarity-enough";
import { forwardable } from "./clarity-forward";
import { coversProcess, talkAbout } from "./clarity-process-scope";
import {
  alreadyCommitted,
  choiceNotNeeded,
  decidersReject,
  othersDiscovery,
  thirdPartyPerson,
} from "./clarity-situations";
import { trainingNeeded } from "./clarity-training-answer";

/** Words one of the readers needs: a cheap test before any of their patterns. */
const GATE =
  /vendor|supplier|partner|integrator|consult|contractor|reseller|\bsis?\b|board|owner|director|investor|leadership|management|exec|ceo|cfo|coo|founder|committee|group|signed|committed|contracted|kicked|halfway|midway|partway|underway|under way|into|through|started|begun|progress|discovery|depart|dept|division|unit|subsidiar|entit|branch|site|plant|office|region|\bit\b|finance|sales|operations|procurement|hr\b|warehouse|team|prototype|chosen|picked|selected|decided|settled|case stud|reference|referee|testimonial|success stor|client|customer|track record|experience|background|worked|done|cover|includ|handle|test|simulat|look at|look into|dig|focus|every|all of|whole|just|only|send|forward|one-pager|one pager|brochure|deck|summary|interview|session|workshop|sit in|involv|includ|take part|join|deal with|go into|extend|stretch|work for|apply|talk|chat|speak|go over|go through|discuss/i;

/** `question`: one question of the message; `message`: all of it (where the project stands). */
export function situationAnswer(question: string, message: string): string | null {
  // "Will the field techs need training?": how a team of theirs takes to the change.
  const training = trainingNeeded(question);
  if (training) return training;
  if (!GATE.test(question)) return enoughPeople(question, message);
  return (
    enoughPeople(question, message) ??
    forwardable(question) ??
    everyoneNeeded(question) ??
    onlySome(question) ??
    othersIncluded(question) ??
    thirdPartyPerson(question) ??
    decidersReject(question) ??
    choiceNotNeeded(question) ??
    alreadyCommitted(question, message) ??
    othersDiscovery(question) ??
    prototypeForReal(question) ??
    referencesAnswer(question) ??
    sectorNotNamed(question) ??
    partOfCompany(question) ??
    coversProcess(question) ??
    talkAbout(question)
  );
}
