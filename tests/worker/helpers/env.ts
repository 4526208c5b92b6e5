import { env } from "cloudflare:workers";
import { afterEach, beforeEach } from "vitest";

/**
 * Sets these bindings (settings, or a stand-in for a binding such as `EMAIL`) before each test of
 * the file and puts the originals back after it. The Worker and its Durable Objects read the same
 * `env`, so a test sees the configured site; other test files are unaffected.
 */
export function withBindings(bindings: Record<string, unknown>, afterEachTest?: () => void): void {
  const saved: Record<string, unknown> = {};
  beforeEach(() => {
    for (const [name, value] of Object.entries(bindings)) {
      saved[name] = Reflect.get(env, name);
      Reflect.set(env, name, value);
    }
  });
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) Reflect.set(env, name, value);
    afterEachTest?.();
  });
}
