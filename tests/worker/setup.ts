/**
 * The Worker test files of one Vitest worker share a workerd, its storage and the Worker's
 * module state (`isolate: false` in vitest.config.ts: one runtime instead of one a file, the
 * Worker tests' time more than halved). Each file starts from the module state of a fresh
 * isolate, as when it had its own; storage is shared, so a test uses names and addresses of its own.
 */
import { beforeAll } from "vitest";
import { modelOverrides } from "../../worker/ai/models";
import { providerHealth } from "../../worker/ai/providers/provider-health";

beforeAll(() => {
  providerHealth.now = () => Date.now();
  providerHealth.reset();
  modelOverrides.clarity = undefined;
  modelOverrides.crm = undefined;
  modelOverrides.clarityWordDelayMs = undefined;
});
