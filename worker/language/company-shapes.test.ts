/**
 * Companies told by the shape of the words around them: a name set beside a count or what it is,
 * a name ending in the kind of organisation it is (a figure in it, "The" before it), a dotted
 * legal form in any language keeping its dot, and a signature whose contact lines carry labels.
 */
import { describe, expect, it } from "vitest";
import { companyFromMessages } from "./company-names";

describe("companies by their shape", () => {
  it.each([
    ["Can you call me today? Pemberton & Lowe, 55 solicitors and staff.", "Pemberton & Lowe"],
    ["Hi. Halden Marine, a small family boatyard on the Clyde.", "Halden Marine"],
    ["Route 66 Logistics here, 180 employees.", "Route 66 Logistics"],
    ["Hello from The Hartley Group. Headcount: 120.", "The Hartley Group"],
    ["Buenos días, I work for Grupo Alcántara S.A. in Madrid.", "Grupo Alcántara S.A."],
    ["We're Takumi Systems K.K., based in Osaka.", "Takumi Systems K.K."],
    ["I work for Lindqvist Bygg A/S in Aarhus.", "Lindqvist Bygg A/S"],
    ["I'm the COO at Kovac Trans s.r.o., 120 staff.", "Kovac Trans s.r.o."],
    ["Schmidt Maschinenbau GmbH & Co. KG, 400 Mitarbeiter.", "Schmidt Maschinenbau GmbH & Co. KG"],
    ["Brightwater Sdn Bhd here, 80 employees.", "Brightwater Sdn Bhd"],
    ["Hi, Carrick & Dunn, a 30-person practice in Leeds.", "Carrick & Dunn"],
    ["Thanks. Northwind Traders, 250 staff, need a CRM.", "Northwind Traders"],
    ["I'm with the Riverside Medical Practice.", "Riverside Medical Practice"],
    ["The company's Halcyon Data, 90 people.", "Halcyon Data"],
    ["Working for 4Sight Analytics as CTO.", "4Sight Analytics"],
    ["I'm CFO, Ostrander Paper Mills.", "Ostrander Paper Mills"],
    ["Quick one from Delacroix Wines: budget 50k.", "Delacroix Wines"],
    ["From Vantage Point Retail (UK)", "Vantage Point Retail"],
    [
      "Budget €120k.\n\nBest regards,\nMarta Rossi\nOperations Director | Vetreria Lucchese S.p.A.\nSwitchboard: +39 0583 123456\nMobile: +39 347 123 4567",
      "Vetreria Lucchese S.p.A.",
    ],
  ])("%s → %s", (text, company) => {
    expect(companyFromMessages([text])).toBe(company);
  });

  it.each([
    "Budget, about 200k dollars.",
    "Budget, 200 thousand.",
    "Headcount, 90 people.",
    "Ideally, 6 months from now.",
    "Sorry, 3 weeks late on this.",
    "Thanks, 40 people is right.",
    "We're part of the group.",
    "The Group has 300 staff.",
  ])("%s → none", (text) => {
    expect(companyFromMessages([text])).toBeUndefined();
  });
});
