import { describe, expect, it } from "vitest";
import { platformsIn } from "./clarity-platforms";

describe("platformsIn", () => {
  it.each([
    ["We're moving to NetSuite", ["ERP"], ["NetSuite"]],
    ["Replacing our old SAP Business One", ["ERP"], ["SAP"]],
    ["Salesforce rollout for the sales team", ["CRM"], ["Salesforce"]],
    ["thinking about HubSpot", ["CRM"], ["HubSpot"]],
    ["Dynamics 365 Sales for account managers", ["CRM"], ["Dynamics 365 Sales"]],
    ["Microsoft Dynamics 365 Business Central", ["ERP"], ["Microsoft Dynamics"]],
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
});
