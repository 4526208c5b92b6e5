/**
 * A request to be told plainly — "in plain English", "in simple terms", "in a nutshell", "like
 * I'm five" — is how the answer should sound, not a language, a place or a subject asked about:
 * set aside before a question is read for those.
 */
const PLAIN =
  /\b(?:in|into|using)\s+(?:plain|simple|basic|normal|everyday|non-?technical|layman'?s?|laymen'?s|lay|human|real|regular)\s+(?:old\s+)?(?:english|terms|words|language)\b|\bin (?:a )?nutshell\b|\bin (?:one|a) (?:sentence|line)\b|\blike i'?m (?:five|5|an idiot)\b|\bfor (?:a|the) layman\b/gi;

/** `text` with any request for a plain answer taken out. */
export const withoutPlainSpeech = (text: string): string => text.replace(PLAIN, " ");

/** Whether `text` asks to be told plainly. */
export const asksPlainly = (text: string): boolean => {
  PLAIN.lastIndex = 0;
  const found = PLAIN.test(text);
  PLAIN.lastIndex = 0;
  return found;
};

/** Words around a request for plainness that ask nothing themselves: "explain it", "please". */
const AROUND =
  /^(?:explain|explained|describe|put|say|tell|it|this|that|please|pls|plz|can|could|would|you|u|me|us|to|just|so|and|ok|okay|simply|again|for|a|the)$/i;

/** Whether `text` only asks to be told plainly ("Explain it like I'm five."): no question of its own. */
export const onlyPlainly = (text: string): boolean =>
  asksPlainly(text) &&
  (withoutPlainSpeech(text).match(/[\p{L}']+/gu) ?? []).every((w) => AROUND.test(w));
