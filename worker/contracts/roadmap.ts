import type { LeadFacts } from "./facts";
import { z } from "./zod";

/**
 * What a Clarity conversation established about the prospect's project: shown in the chat's
 * Strategic Roadmap panel and sent with the lead to sales. Every field is optional; lists empty.
 */
export interface RoadmapFacts {
  /** The project in a few words, e.g. "NetSuite (ERP)". */
  project?: string;
  systems: string[];
  drivers: string[];
  departments: string[];
  coreTeam?: string;
  companySize?: string;
  timeline?: string;
  budget?: string;
  email?: string;
  risks: string[];
  /**
   * The same facts as typed values (docs/decisions/033), for the lead: sales sort and export by
   * these, never by the words above.
   */
  facts?: LeadFacts;
}

export const emptyRoadmap = (): RoadmapFacts => ({
  systems: [],
  drivers: [],
  departments: [],
  risks: [],
});

/**
 * What a hosted model reports through the `update_roadmap` tool: the facts the prospect's newest
 * message established (each field optional; lists hold only what is new). The route merges it
 * into the conversation's stored memory and streams the result to the panel.
 */
export const roadmapUpdate = z.object({
  project: z
    .string()
    .max(120)
    .optional()
    .describe('The project in a few words, e.g. "NetSuite (ERP)"'),
  systems: z.array(z.string().max(80)).max(12).optional().describe("Systems it must work with"),
  drivers: z
    .array(z.string().max(120))
    .max(8)
    .optional()
    .describe("Why the project, measurable where possible"),
  departments: z
    .array(z.string().max(80))
    .max(12)
    .optional()
    .describe("Teams affected, with their size if given"),
  coreTeam: z
    .string()
    .max(80)
    .optional()
    .describe('People on the simulation\'s core team, e.g. "3 people"'),
  companySize: z.string().max(80).optional().describe('Company headcount, e.g. "300 people"'),
  timeline: z
    .string()
    .max(80)
    .optional()
    .describe('Go-live target as the prospect put it, e.g. "Q3 next year"'),
  budget: z.string().max(80).optional().describe('Budget range, e.g. "$400K"'),
  email: z
    .string()
    .max(254)
    .optional()
    .describe("The prospect's email address, only if they typed it"),
  risks: z
    .array(z.string().max(160))
    .max(8)
    .optional()
    .describe("Concerns named (adoption, jobs, ownership, data, security)"),
});
export type RoadmapUpdate = z.infer<typeof roadmapUpdate>;
