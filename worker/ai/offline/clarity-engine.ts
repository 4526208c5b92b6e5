import { createScriptedModel } from "./scripted-model";

/** Placeholder until the built-in Clarity interviewer lands (issue: Clarity chat). */
export function createClarityEngine() {
  return createScriptedModel({
    modelId: "clarity-interviewer",
    respond: () => ({ text: "Tell me about the transformation you want to achieve." }),
  });
}
