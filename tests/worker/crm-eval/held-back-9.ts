import { add, inSet, log, marcus, priya, sarah } from "./kit";

/**
 * Requests written with language-tuned-9.ts, before its fixes, in other words than it, and kept
 * out of tuning: its classes (an amount given vaguely; an activity's kind from the medium the verb
 * names) as a check of whether the fixes generalise. Seed pipeline: Northwind Logistics $125,000
 * Proposal 75 % closing Dec 15; Meridian Health Partners $85,000 Negotiation 90 % closing Dec 5;
 * Atlas Manufacturing $200,000 Discovery 30 % closing Feb 26, 2027. Today: Mon Nov 23, 2026.
 */
export const heldBack9Cases = inSet("held-back", [
  {
    say: "new deal Fallowmere Hotels, mid six figures, proposal",
    expect: add({ company: "Fallowmere Hotels", amount: 500_000, stage: "Proposal" }),
  },
  {
    say: "Quarry Lane Books for just shy of 30 grand",
    expect: add({ company: "Quarry Lane Books", amount: 30_000 }),
  },
  {
    say: "left sarah a voice message re the renewal",
    expect: log({ type: "call", contact: sarah, subject: /renewal/i }),
  },
  {
    say: "DM'd marcus on linkedin about the case study",
    expect: log({ type: "note", contact: marcus, subject: /case study/i }),
  },
  {
    say: "swung by the atlas plant with priya to walk the line",
    expect: log({ type: "meeting", contact: priya, subject: /walk the line/i }),
  },
]);
