/** `run`, called at most once: later calls get the first call's promise. */
export function once<T>(run: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => {
    result ??= run();
    return result;
  };
}
