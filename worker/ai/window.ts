/** The model sees the newest messages that fit this much text, plus the first message. */
export const MODEL_WINDOW_CHARS = 12_000;

export interface Turn {
  role: "user" | "assistant";
  content: string;
}

/**
 * A conversation cut to fit the model's budget: the first message (it says what the project is)
 * and the newest messages that fit `budget` characters, oldest first. The newest message is
 * always kept. Linear in the messages looked at.
 */
export function windowTurns<T extends Turn>(turns: readonly T[], budget = MODEL_WINDOW_CHARS): T[] {
  if (turns.length <= 1) return [...turns];
  const first = turns[0]!;
  const picked: T[] = [];
  let used = first.content.length;
  for (let i = turns.length - 1; i > 0; i--) {
    const turn = turns[i]!;
    if (picked.length > 0 && used + turn.content.length > budget) break;
    picked.push(turn);
    used += turn.content.length;
  }
  return [first, ...picked.reverse()];
}
