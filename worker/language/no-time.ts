/**
 * No time to take it on (docs/decisions/033): "we can't take on anything else", "no bandwidth
 * for another project", "too busy for this right now" — the objection the /who page answers ("We
 * don't have time for another project."), never a reason for the project. A busy team at work
 * ("the warehouse can't take on more orders in December") is no such thing.
 */
import { guarded } from "./guarded";

const NO_TIME = guarded(
  /take on|time|bandwidth|capacity|busy|swamped|room/i,
  /\bcan(?:'?t| ?not) take on (?:anything (?:else|more|new)|any more(?: projects?)?\b(?! \w)|another (?:project|thing|initiative|workstream)|more (?:projects?|right now|at the moment)|this|that|a (?:new |another )?project)\b|\b(?:no |haven'?t (?:got )?(?:the )?|don'?t have (?:the )?|not enough )(?:time|bandwidth|capacity|room) (?:for|to (?:take on|run|do|start)) (?:another|a new|this|that|it|more|any(?:thing)? (?:else|more)|projects?|simulation|study|assessment)\b|\btoo (?:busy|swamped|stretched) (?:for|to (?:take on|do|start|run)) (?:this|that|it|another|anything|a (?:new )?project|projects?)\b/i,
);

/** Whether a text says they have no time to take this (or any project) on. */
export const noTimeFor = (text: string) => NO_TIME.test(text);
