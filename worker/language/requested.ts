/**
 * A request made of us ("send me the RFP sample", "show us an example", "can I see the report?"):
 * neither an answer to the question just asked nor a reason or a worry of theirs — "send me the
 * RFP sample" after "what's pushing this now?" had been noted as the driver.
 */
const REQUESTED =
  /^(?:(?:ok(?:ay)?|great|cool|thanks)[,!.]?\s+)?(?:please\s+|pls\s+|plz\s+)?(?:send|show|share|forward|give|e-?mail|mail|link)\s+(?:me|us|over)\b|^(?:(?:can|could|may)\s+(?:i|we)\s+(?:see|get|have|download|grab)|(?:can|could)\s+you\s+(?:send|show|share|forward|give))\b/i;

/** Whether the text opens with a request made of us. */
export const requested = (text: string) => REQUESTED.test(text.trim());

/** A verb a request made of us opens with, anywhere: a cheap test before reading sentence by sentence. */
export const MAYBE_REQUESTED =
  /\b(?:send|show|share|forward|give|e-?mail|mail|link|see|get|have|download|grab)\b/i;
