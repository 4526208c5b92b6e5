/**
 * A head count as it is typed, made plain before the size readers read it: a hedge's stop glued
 * to the figure ("headcount c.180" is "c. 180", no decimal), a decimal comma before thousands
 * ("roughly 1,8k staff" is 1.8k, as much of Europe writes it).
 */
const GLUED_HEDGE = /\b(c|ca|approx)\.(?=\d)/gi;
const DECIMAL_COMMA_K = /(?<![\d.,])(\d{1,3}),(\d{1,2})(?=\s*k\b)/gi;

export const sizeWritten = (text: string): string =>
  text.replace(GLUED_HEDGE, "$1. ").replace(DECIMAL_COMMA_K, "$1.$2");
