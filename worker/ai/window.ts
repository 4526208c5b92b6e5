/** The model sees the newest messages that fit this much text, plus the first message. */
export const MODEL_WINDOW_CHARS = 12_000;

/** One message of a conversation as a model reads it. */
export interface Turn {
  role: "user" | "assistant";
  content: string;
}

/**
 * A conversation cut to fit the model's budget: the first message (it says what the project is)
 * and the newest messages that fit `budget` characters, oldest first. `later` gives the messages
 * after the first, newest first, and is read only as far as the window reaches (a stored
 * conversation is not read whole). The newest message is always kept.
 */
export function windowTurns<T extends Turn>(
  first: T | undefined,
  later: Iterable<T>,
  budget = MODEL_WINDOW_CHARS,
): T[] {
  if (!first) return [];
  const picked: T[] = [];
  let used = first.content.length;
  for (const turn of later) {
    if (picked.length > 0 && used + turn.content.length > budget) break;
    picked.push(turn);
    used += turn.content.length;
  }
  return [first, ...picked.reverse()];
}
