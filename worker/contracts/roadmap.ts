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
}

export const emptyRoadmap = (): RoadmapFacts => ({
  systems: [],
  drivers: [],
  departments: [],
  risks: [],
});
