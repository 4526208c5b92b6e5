import { clarityPage } from "./pages/clarity";
import { about, trust } from "./pages/company";
import { faq } from "./pages/faq";
import { how } from "./pages/how";
import { investment, outcomes, solution, useCases, whatChanged } from "./pages/offer";
import { who } from "./pages/who";
import { why } from "./pages/why";
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
} satisfies Record<string, PageContent>;

export type ContentPath = keyof typeof contentPages;
