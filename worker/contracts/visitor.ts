/** The visitor cookie's name (the browser never reads it: HttpOnly; tests do). */
export const VISITOR_COOKIE = "clarity_visitor";

/** DELETE /api/visitor. */
export interface EraseResponse {
  erased: true;
}
