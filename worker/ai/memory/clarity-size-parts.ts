/**
 * Teams counted after the firm's size is known ("20 drivers on the road and 10 in the office"
 * once "just 45 of us" is said): parts of the whole, fewer than it, no new size of the company —
 * unless the words put the size right or count the whole ("actually we're 30 in total").
 */
import { isCorrection } from "../../language/corrections";
import { ORG } from "../../language/size-words";

/** Words that count the whole firm, not a part of it. */
const WHOLE = new RegExp(
  String.raw`\b(?:we|we're|we are|we've|us|ours?|${ORG}|headcount|staff|employees|in total|total|overall|all told|altogether|all in|in all|everyone|everybody|whole)\b`,
  "i",
);

/** Whether `size`, read from `text`, is only parts of the size `known` before. */
export function partsOfKnown(text: string, size: number | undefined, known: number | undefined) {
  return (
    size !== undefined &&
    known !== undefined &&
    size < known &&
    !WHOLE.test(text) &&
    !isCorrection(text)
  );
}
