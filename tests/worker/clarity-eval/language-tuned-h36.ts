/**
 * Round h36 (`tuned`): what a thing refers back to. A kind of system named in one sentence and
 * replaced in the next by "it" ("our PMS is an old on-prem thing … we want to move off it"), or in
 * the next message ("an MIS nobody likes" then "we need to replace it by september"); a kind said
 * while being left ("we must to change it", "replace our WMS") is that kind's project, not an ERP
 * nor a system to integrate; whoever built it gone ("made in 2012 by one programmer who is not
 * working with us anymore") is a key-person risk; the thing disliked in a list of what they run
 * is the reason, not the list; "same as before" is no reason. Written and played before any fix
 * of the round (first play: 18 of 36 replies right, 30 of 52 roadmap fields right). Voices: a
 * hotel group's ops manager, a school trust's business manager, a Polish logistics firm.
 */
import { type Conversation, heard, t } from "./script";

export const languageTunedH36: Conversation[] = [
  {
    name: "LTH36-1-hotel-group-ops-manager",
    set: "tuned",
    turns: [
      t("hi, I'm the ops manager for a group of 6 hotels, about 420 staff"),
      // First play: "I've added PMS to the systems it has to live with", no project.
      heard(
        "our PMS is an old on-prem thing the previous IT manager set up before he left. we want to move off it before summer season",
        { hears: [/\*\*PMS\*\* project/], never: [/added PMS/i] },
      ),
      t("it crashes most weekends and reception hate it"),
      t("budget is around 400k"),
    ],
    roadmap: {
      project: /PMS/,
      notSystems: ["PMS"],
      risks: [/key person/i],
      timeline: "before summer season",
      companySize: "420 people",
    },
  },
  {
    name: "LTH36-2-school-trust-business-manager",
    set: "tuned",
    turns: [
      t("Hello, I'm the business manager at a multi academy trust, 9 schools and 640 staff"),
      // First play: "Why now, as you put it: we use sage 50 and an MIS nobody likes".
      heard("we use sage 50 and an MIS nobody likes", {
        hears: [/an MIS nobody likes/],
        never: [/we use sage 50 and/i],
      }),
      // First play read no project: "it" is the MIS.
      heard("we need to replace it by september because the licence ends", {
        hears: [/an \*\*MIS\*\* project/],
      }),
    ],
    roadmap: {
      project: /MIS/,
      systems: ["Sage 50"],
      drivers: [/MIS nobody likes/, /licence/i],
      notDrivers: [/sage 50/i],
      timeline: "September",
    },
  },
  {
    name: "LTH36-3-poznan-logistics-second-language",
    set: "tuned",
    turns: [
      t("Hello, we are logistic company from Poznan, 150 workers"),
      // First play: "I've added warehouse management and homegrown system to the systems".
      heard(
        "WMS is homegrown system, made in 2012 by one programmer who is not working with us anymore. we must to change it before peak in november",
        { hears: [/\*\*WMS\*\* project/, /key-person/i], never: [/warehouse management/i] },
      ),
      t("also we have TMS, this one is ok, we keep it"),
    ],
    roadmap: {
      project: /WMS/,
      systems: ["TMS"],
      notSystems: ["warehouse management", "homegrown system"],
      risks: [/key person/i],
      timeline: "before peak in November",
    },
  },
  {
    name: "LTH36-4-food-manufacturer-wms-by-letters",
    set: "tuned",
    turns: [
      // The brief's case: read as an ERP project with the WMS on the integration list.
      heard("we need to replace our WMS, 210 staff", {
        hears: [/\*\*WMS\*\* project/],
        never: [/\*\*ERP\*\*/, /integration list/i],
      }),
    ],
    roadmap: { project: /WMS/, notProject: /ERP/, notSystems: ["warehouse management"] },
  },
];
