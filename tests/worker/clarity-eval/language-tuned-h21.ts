/**
 * Round h21 (`tuned`): a project of a kind the house offers no name for, read as named; a label
 * opening a line (the pain after it a reason, the systems under "Tools:" never one); a doubt
 * that the AI can do the job, a risk answered as one; a plain first statement asks nothing. A
 * regional opticians group's operations manager (brisk, labels) and a wholesale bakery's owner
 * (plain, an AI doubt), trades and voices the earlier files do not use.
 */
import type { Conversation } from "./script";
import { heard, t } from "./script";

export const languageTunedH21: Conversation[] = [
  {
    name: "LTH21-1-opticians",
    set: "tuned",
    turns: [
      heard("We're a 25-branch opticians group, about 300 staff.", {
        never: [/our pages|simulation|sprint|phase/i],
      }),
      heard("Our practice management system is end of life and the supplier won't renew it.", {
        hears: [/practice management system/i],
      }),
      t("Problem: recall letters go out weeks late.\nTools: Optix, Xero, Excel"),
      t("Ideally live by September 2027, budget around £120k."),
    ],
    roadmap: {
      project: /practice management system/i,
      companySize: "300 people",
      drivers: [/recall letters/i],
      notDrivers: [/Optix|Xero|Excel|spreadsheet/i],
      budget: /£120K/,
      timeline: /september 2027/i,
    },
  },
  {
    name: "LTH21-2-wholesale-bakery",
    set: "tuned",
    turns: [
      t("I own a wholesale bakery, 60 of us."),
      t("We'd like AI to read the orders that cafés send us by email and photo."),
      heard("My order clerks don't think AI can cope with the handwritten ones.", {
        hears: [/risk/i],
        never: [/Fair to question|slide deck|Figures on this site/i],
      }),
    ],
    roadmap: {
      project: /AI/,
      companySize: "60 people",
      risks: [/doubt that the AI can cope with the handwritten ones/i],
      notDrivers: [/don't think|cope/i],
    },
  },
];
