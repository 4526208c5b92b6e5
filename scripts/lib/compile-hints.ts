/**
 * V8's explicit compile hint for the framework chunks (React, React DOM, React Router).
 *
 * V8 compiles a function lazily, on the main thread, the first time it is called. A file that
 * starts with the magic comment `//# allFunctionsCalledOnLoad` is compiled whole, eagerly, on the
 * background thread that streams the script in (Chrome 136+; other engines ignore the comment).
 * Hydration calls most of React DOM and React Router, so their lazy compiles were a large part
 * of the hydrating pages' main-thread time (docs/decisions/009). Route and feature chunks are
 * left lazy: much of their code runs only when the visitor does something.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

/**
 * Rolldown `output.postBanner` (added after minification, so the comment survives it): the hint
 * for a chunk that holds framework code, which every hydrating page runs at start.
 */
export function compileHintBanner(chunk: { moduleIds: readonly string[] }): string {
  return chunk.moduleIds.some((id) => FRAMEWORK.test(id)) ? COMPILE_HINT : "";
}
