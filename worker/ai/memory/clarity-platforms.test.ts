import { describe, expect, it } from "vitest";
import { platformsIn } from "./clarity-platforms";

describe("platformsIn", () => {
  it.each([
    ["We're moving to NetSuite", ["ERP"], ["NetSuite"]],
    ["Salesforce rollout for the sales team", ["CRM"], ["Salesforce"]],
    ["thinking about HubSpot", ["CRM"], ["HubSpot"]],
    ["Dynamics 365 Sales for account managers", ["CRM"], ["Dynamics 365 Sales"]],
    ["Microsoft Dynamics 365 Business Central", ["ERP"], ["Business Central"]],
    ["Dynamics 365 Finance", ["ERP"], ["Microsoft Dynamics"]],
    ["We need a CPQ tool for quoting", ["CPQ"], []],
    ["Salesforce CPQ", ["CPQ"], ["Salesforce CPQ"]],
    ["AI Implementation", ["AI adoption"], []],
    ["roll out Copilot and an internal chatbot", ["AI adoption"], ["Copilot"]],
    ["new ERP and CRM", ["ERP", "CRM"], []],
  ])("%s", (text, types, products) => {
    const f = platformsIn(text);
    expect(f.projectTypes).toEqual(types);
    expect(f.products).toEqual(products);
  });

  it.each([
    ["HubSpot CRM that has to sync with NetSuite", ["CRM"], ["HubSpot"], ["NetSuite"]],
    ["Salesforce, integrated with our existing SAP", ["CRM"], ["Salesforce"], ["SAP"]],
    ["NetSuite ERP connected to Shopify", ["ERP"], ["NetSuite"], ["Shopify"]],
  ])("%s: a platform to connect to is an integration", (text, types, products, systems) => {
    const f = platformsIn(text);
    expect(f.projectTypes).toEqual(types);
    expect(f.products).toEqual(products);
    expect(f.integrations).toEqual(systems);
  });

  it("reads the systems named outright beside the platforms to connect to", () => {
    const f = platformsIn(
      "HubSpot CRM because everything is in spreadsheets. It must sync with NetSuite and Shopify.",
    );
    expect(f.integrations).toEqual(["Shopify", "spreadsheets", "NetSuite"]);
  });

  it.each([
    // A system being left: the project is one of its kind, the system stays a system.
    ["Replacing our old SAP Business One", ["ERP"], [], ["SAP"]],
    ["We've outgrown Pipedrive", ["CRM"], [], ["Pipedrive"]],
    // Systems run today beside a target named by its kind or its platform.
    ["We use Salesforce and HubSpot and want to add a CPQ", ["CPQ"], [], ["Salesforce", "HubSpot"]],
    ["Our CRM is Zoho; we need an ERP", ["ERP"], [], ["Zoho"]],
    ["We're on Sage today, moving to Acumatica", ["ERP"], ["Acumatica"], ["Sage"]],
    ["HubSpot stays, the ERP is what we need", ["ERP"], [], ["HubSpot"]],
  ])("%s: today's systems are kept apart from the target", (text, types, products, systems) => {
    const f = platformsIn(text);
    expect(f.projectTypes).toEqual(types);
    expect(f.products).toEqual(products);
    expect(f.integrations).toEqual(systems);
  });

  it.each([
    ["Epicor or Infor — which would you pick?", ["Epicor", "Infor"]],
    ["We're comparing Zoho and Pipedrive", ["Zoho", "Pipedrive"]],
    ["Odoo vs. NetSuite", ["Odoo", "NetSuite"]],
  ])("%s: options compared, not a decision", (text, products) => {
    const f = platformsIn(text);
    expect(f.products).toEqual(products);
    expect(f.comparing).toBe(true);
  });

  it("is not a comparison when one platform is chosen beside a system", () => {
    expect(platformsIn("NetSuite, and it has to talk to HubSpot or Zoho").comparing).toBe(false);
  });
});
