import { createScriptedModel } from "./scripted-model";

/** Placeholder until the built-in CRM engine lands (issue: working prototype). */
export function createCrmEngine() {
  return createScriptedModel({
    modelId: "crm-assistant",
    respond: () => ({ text: "How can I help with your pipeline?" }),
  });
}
