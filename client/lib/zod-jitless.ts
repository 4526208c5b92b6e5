/**
 * Zod's object fast path probes `new Function`, which the site's CSP forbids; Chrome reports each
 * refused probe as a CSP issue (Lighthouse Best Practices). Zod keeps its settings on
 * `globalThis.__zod_globalConfig` (shared by every copy of zod), so setting `jitless` there turns
 * the probe off without loading zod on pages that never use it. zod-jitless.test.ts checks that
 * zod reads it. Route modules that build schemas at load also get it from worker/contracts/zod.ts.
 */
export function makeZodJitless(): void {
  const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  g.__zod_globalConfig = Object.assign(g.__zod_globalConfig ?? {}, { jitless: true });
}
