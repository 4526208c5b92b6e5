import {
  clarityPage,
  demoAssessment,
  demoConversation,
  demoDependencies,
} from "./pages/clarity-up-front";
import { about, trust } from "./pages/company";
import { rfp, type SampleDocument, spec } from "./pages/documents";
import { faq } from "./pages/faq";
import { how } from "./pages/how";
import { investment } from "./pages/investment";
import { privacy, terms } from "./pages/legal";
import { outcomes, solution, useCases, whatChanged } from "./pages/offer";
import { who } from "./pages/who";
import { why } from "./pages/why";
import type { SitePath } from "./site-map";
import type { PageContent } from "./types";

/** Every content page's copy, by path; pages render these and /ai-readable repeats them. */
export const contentPages = {
  "/who": who,
  "/why": why,
  "/how": how,
  "/about": about,
  "/trust": trust,
  "/clarity": clarityPage,
  "/solution": solution,
  "/what-changed": whatChanged,
  "/use-cases": useCases,
  "/outcomes": outcomes,
  "/investment": investment,
  "/faq": faq,
  "/privacy": privacy,
  "/terms": terms,
} satisfies Partial<Record<SitePath, PageContent>>;

export type ContentPath = keyof typeof contentPages;

/** The sample deliverables, by path. */
export const sampleDocuments = {
  "/rfp": rfp,
  "/spec-document": spec,
} satisfies Partial<Record<SitePath, SampleDocument>>;

export type DocumentPath = keyof typeof sampleDocuments;

/** The /clarity page's sample conversation and what Clarity found in it. */
export const clarityDemo = {
  conversation: demoConversation,
  dependencies: demoDependencies,
  assessment: demoAssessment,
};
export type ClarityDemo = typeof clarityDemo;

export const isContentPath = (path: string): path is ContentPath =>
  Object.hasOwn(contentPages, path);
export const isDocumentPath = (path: string): path is DocumentPath =>
  Object.hasOwn(sampleDocuments, path);
