/**
 * What every engine's page offers the flows (`Tab`), and what both drivers share: the viewport
 * and a deadline for a call that may never answer. firefox.ts and webkit.ts implement `Tab`;
 * engines.ts picks one.
 */

export type EngineName = "firefox" | "webkit";

/** One page in one engine, with what the flows need and nothing more. */
export interface Tab {
  readonly engine: EngineName;
  readonly javaScript: boolean;
  /** Loads a URL; resolves at the load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs a function in the page (its source is sent; it closes over nothing). */
  run<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** A real click, through the engine's input, on the first element matching `selector`. */
  click(selector: string): Promise<void>;
  /** Real key presses into the element (focused first). */
  type(selector: string, text: string): Promise<void>;
  /** Presses Enter in the element. */
  enter(selector: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

export const VIEWPORT = { width: 1024, height: 720 };

/** Rejects when `promise` has not settled within `ms`. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
