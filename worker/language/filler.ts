/**
 * A message that is only a sound or a shrug: "hmm", "umm", "erm…", "meh", "huh", "lol". It
 * answers nothing it follows, so no reader keeps it as a reason, a team or a system.
 */
const FILLER =
  /^(?:h+m+|h+u+h+|u+h+m*|u+m+|e+r+m*|e+h+|a+h+|o+h+|m+e+h+|pf+t?|u+g+h+|l+o+l+|h(?:a|e){2,}|welp|well+|dunno|idk|no idea|shrug)(?:[\s,.!?…-]+(?:h+m+|u+m+|e+r+m*|well+|lol|idk))*[\s.!?…-]*$/i;

/** Whether the message is only a sound of hesitation or a shrug. */
export const onlyFiller = (text: string): boolean => FILLER.test(text.trim());
