/** The visitor cookie's name (the browser never reads it: HttpOnly; tests do). */
export const VISITOR_COOKIE = "clarity_visitor";

/** What one erasure removed. */
export interface ErasedData {
  draft: boolean;
  conversations: number;
  leads: number;
}

/**
 * DELETE /api/visitor: what was erased. `found` is false when the browser had nothing stored here
 * (no cookie, or one the site did not sign): then nothing was erased, and the counts say so.
 */
export interface EraseResponse {
  found: boolean;
  erased: ErasedData;
}
