/**
 * Round h52 (`tuned`): systems tried before, and support ending. A system tried and dropped ("we
 * tried Dynamics 365 with a partner and stopped after five months", "a Salesforce pilot we
 * abandoned") is history, a risk, neither a system run today nor the project's platform; a system
 * whose support ends ("get off Navision 2009 before Microsoft stops patching our server", "Exact
 * Globe is being discontinued") runs today and is what the project replaces, never one it has to
 * live with, and its ending is why now, said whole. Written and played before any fix of the
 * round (first play: 1 of 8 tried-and-dropped openers right, 0 of 7 support-ending openers right;
 * one more, left out here, stays open: "the Oracle suite we use will lose extended support" cut
 * short). A price told of what they had ("let it go because it was too expensive") was read as
 * an objection to our fee.
 */
import { type Conversation, heard } from "./script";

export const languageTunedH52: Conversation[] = [
  {
    name: "LTH52-1-dynamics-partner-stopped",
    set: "tuned",
    turns: [
      // First play: "Microsoft Dynamics goes on the integration list".
      heard(
        "Last year we tried to implement Dynamics 365 with a partner and stopped after five months.",
        { never: [/integration list|systems it has to live with|It will need to work with/] },
      ),
    ],
    roadmap: {
      project: /ERP/,
      notSystems: ["Microsoft Dynamics"],
      risks: [/^History:/],
    },
  },
  {
    name: "LTH52-2-pipeliner-nobody-used",
    set: "tuned",
    turns: [
      // First play: right (no system, a history risk).
      heard("We tried Pipeliner two years ago but nobody used it so we dropped it.", {
        never: [/integration list|systems it has to live with|It will need to work with/],
      }),
    ],
    roadmap: {
      notSystems: ["Pipeliner"],
      risks: [/^History:/],
    },
  },
  {
    name: "LTH52-3-salesforce-pilot-abandoned",
    set: "tuned",
    turns: [
      // First play: "a **Salesforce (CRM)** project".
      heard(
        "We ran a Salesforce pilot in 2022 and abandoned it after the sales team refused to log anything.",
        { never: [/integration list|systems it has to live with|It will need to work with/] },
      ),
    ],
    roadmap: {
      project: /^CRM$/,
      notSystems: ["Salesforce"],
      risks: [/^History:/],
    },
  },
  {
    name: "LTH52-4-sap-b1-cancelled",
    set: "tuned",
    turns: [
      // First play: "an **SAP (ERP)** project", the attempt a concern.
      heard("A previous attempt to roll out SAP Business One was cancelled halfway through.", {
        never: [/integration list|systems it has to live with|It will need to work with/],
      }),
    ],
    roadmap: {
      project: /^ERP$/,
      notSystems: ["SAP"],
      risks: [/^History:/],
    },
  },
  {
    name: "LTH52-5-odoo-went-back",
    set: "tuned",
    turns: [
      // First play: "Odoo goes on the integration list", no history risk.
      heard("Our earlier go at Odoo failed and we went back to spreadsheets.", {
        never: [/integration list|systems it has to live with|It will need to work with/],
      }),
    ],
    roadmap: {
      project: /^ERP$/,
      notSystems: ["Odoo"],
      risks: [/^History:/],
    },
  },
  {
    name: "LTH52-6-zoho-not-continued",
    set: "tuned",
    turns: [
      // First play: "a **Zoho CRM (CRM)** project", no history risk.
      heard("We evaluated Zoho CRM last spring and decided not to continue.", {
        never: [/integration list|systems it has to live with|It will need to work with/],
      }),
    ],
    roadmap: {
      project: /^CRM$/,
      notSystems: ["Zoho CRM"],
      risks: [/^History:/],
    },
  },
  {
    name: "LTH52-7-netsuite-plug-pulled",
    set: "tuned",
    turns: [
      // First play: "a **NetSuite (ERP)** project".
      heard("In 2021 we started moving to NetSuite but pulled the plug after the budget was cut.", {
        never: [/integration list|systems it has to live with|It will need to work with/],
      }),
    ],
    roadmap: {
      project: /^ERP$/,
      notSystems: ["NetSuite"],
      risks: [/^History:/],
    },
  },
  {
    name: "LTH52-8-navision-patching",
    set: "tuned",
    turns: [
      // First play: "Dynamics NAV goes on the integration list", no driver.
      heard(
        "We need to get off Navision 2009 before Microsoft stops patching our server. 230 people.",
        {
          hears: [/Noted that it replaces Dynamics NAV, which runs today/],
          never: [/integration list/],
        },
      ),
    ],
    roadmap: {
      project: /^ERP$/,
      systems: ["Dynamics NAV"],
      drivers: [/^Microsoft stops patching our server/],
    },
  },
  {
    name: "LTH52-9-navision-no-longer",
    set: "tuned",
    turns: [
      // First play: driver "our current system Navision is no longer", NAV on the integration list.
      heard("erp project. our current system Navision is no longer supported by microsoft", {
        hears: [/Noted that it replaces Dynamics NAV, which runs today/],
        never: [/integration list/],
      }),
    ],
    roadmap: {
      project: /^ERP$/,
      systems: ["Dynamics NAV"],
      drivers: [/^Navision is no longer supported/],
    },
  },
  {
    name: "LTH52-10-sage-200-out-of-support",
    set: "tuned",
    turns: [
      // First play: "Sage 200 goes on the integration list".
      heard("Our Sage 200 version goes out of support next year so we have to replace it.", {
        hears: [/Noted that it replaces Sage 200, which runs today/],
        never: [/integration list/],
      }),
    ],
    roadmap: {
      project: /^ERP$/,
      systems: ["Sage 200"],
      drivers: [/^Sage 200 version goes out of support/],
    },
  },
  {
    name: "LTH52-11-gp-support-ends",
    set: "tuned",
    turns: [
      // First play: "a **Dynamics GP (ERP)** project".
      heard("Microsoft ends support for Dynamics GP in 2026 and we run our finance on it.", {
        hears: [/Noted that it replaces Dynamics GP, which runs today/],
        never: [/integration list/],
      }),
    ],
    roadmap: {
      project: /^ERP$/,
      systems: ["Dynamics GP"],
      drivers: [/^Microsoft ends support for Dynamics GP/],
    },
  },
  {
    name: "LTH52-12-ax-end-of-life",
    set: "tuned",
    turns: [
      // First play: "AX goes on the integration list".
      heard("We still run AX 2012, which is end of life, and need a new ERP.", {
        // h62: "AX 2012" is read as Dynamics AX, its family, as "NAV 2009" is Dynamics NAV.
        hears: [/Noted that it replaces Dynamics AX, which runs today/],
        never: [/integration list/],
      }),
    ],
    roadmap: {
      project: /^ERP$/,
      systems: ["Dynamics AX"],
      drivers: [/^AX 2012 is end of life/],
    },
  },
  {
    name: "LTH52-13-exact-discontinued",
    set: "tuned",
    turns: [
      // First play: driver "Globe is being discontinued by the vendor", Exact on the integration list.
      heard(
        "Our accounting package Exact Globe is being discontinued by the vendor, so we must move.",
        {
          hears: [/Noted that it replaces Exact Globe, which runs today/],
          never: [/integration list/],
        },
      ),
    ],
    roadmap: {
      project: /^ERP$/,
      // "Exact Globe" kept as said since h54 (was "Exact", the family).
      systems: ["Exact Globe"],
      drivers: [/^Exact Globe is being discontinued/],
    },
  },
  {
    name: "LTH52-14-navision-server-audit",
    set: "tuned",
    turns: [
      // First play: "Dynamics NAV goes on the integration list".
      heard("Our Navision server is out of support and the auditors flagged it.", {
        hears: [/Noted that it replaces Dynamics NAV, which runs today/],
        never: [/integration list/],
      }),
    ],
    roadmap: {
      project: /^ERP$/,
      systems: ["Dynamics NAV"],
      drivers: [/Navision server is out of support/],
    },
  },
  {
    name: "LTH52-15-hubspot-too-expensive",
    set: "tuned",
    turns: [
      // First play: "$25K–$50K is real money, …" and "a **HubSpot (CRM)** project".
      heard("We had HubSpot for a year and then let it go because it was too expensive.", {
        never: [/real money|\$25K/, /HubSpot \(CRM\)/],
      }),
    ],
    roadmap: {
      project: /^CRM$/,
      notSystems: ["HubSpot"],
      risks: [/^History:/],
    },
  },
];
