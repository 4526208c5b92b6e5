/**
 * The eighth round's later cases (`tuned`), written after the first fixes and measured before
 * the next ones: doubts in other words (go straight to a vendor, a negative result, wariness after
 * a project that went wrong, a study that can't pay for itself), several questions of a few words
 * each, and shorthand with a slash ("cost/timeline?").
 */
import { type Conversation, heard } from "./script";

const shrug = /^(?:Good to know|Thanks, that helps|Understood — that's useful)/;

export const languageTuned8More: Conversation[] = [
  {
    name: "LT8-19-doubts-in-other-words",
    set: "tuned",
    turns: [
      heard("We're 240 people moving off Sage to a new ERP.", {}),
      heard("Couldn't we just let the vendor's team figure all this out during implementation?", {
        hears: [/vendor/i, /simulat|test/i],
        never: [shrug],
      }),
      heard("And if your report comes back saying we're not ready, then what? Wasted money?", {
        hears: [/no-go|not ready|re-run|keep/i],
        never: [shrug],
      }),
      heard("Our last ERP project blew up badly, so forgive me for being wary of anything new.", {
        hears: [/before you sign|evidence/i],
        never: [shrug],
      }),
    ],
    roadmap: { project: /ERP/, companySize: "240 people" },
  },
  {
    name: "LT8-20-pay-off-doubts",
    set: "tuned",
    turns: [
      heard("I can't see how $40k on a study pays for itself.", {
        hears: [/wrong start|no-go|\$500K|discovery/i],
        never: [shrug],
      }),
      heard("Feels like something our IT manager could do in a spreadsheet for free.", {
        hears: [/simulat|prototype|test/i],
        never: [shrug],
      }),
    ],
    roadmap: {},
  },
  {
    name: "LT8-21-straight-to-a-vendor",
    set: "tuned",
    turns: [
      heard("We run a 150-person food wholesaler and need a new ERP.", {}),
      heard("Why don't we just go straight to choosing a vendor and skip all this?", {
        hears: [/vendor/i, /requirements|RFP|test/i],
        never: [shrug],
      }),
      heard("What happens if the result is negative — do we lose what we paid?", {
        hears: [/no-go/i, /keep/i],
        never: [shrug],
      }),
    ],
    roadmap: { project: /ERP/, companySize: "150 people" },
  },
  {
    name: "LT8-22-payback-and-next",
    set: "tuned",
    turns: [
      heard("What's the payback on this, and what's the next step once we've talked?", {
        asks: ["roi", "next"],
      }),
    ],
    roadmap: {},
  },
  {
    name: "LT8-23-tiny-data-who",
    set: "tuned",
    turns: [
      heard(
        "We're tiny, 35 staff. Do we even qualify? Who sees our data? And who are you people?",
        {
          asks: ["fit", "data", "who"],
          hears: [/35/],
        },
      ),
    ],
    roadmap: {},
  },
  {
    name: "LT8-24-slash-shorthand",
    set: "tuned",
    turns: [heard("cost/timeline?", { asks: ["price", "duration"] })],
    roadmap: {},
  },
  {
    name: "LT8-25-not-convinced-after-failure",
    set: "tuned",
    turns: [
      heard(
        "Our previous implementation went sideways and honestly I'm not convinced this would be any different.",
        { hears: [/before you sign|evidence/i], never: [shrug] },
      ),
    ],
    roadmap: {},
  },
];
