import { createContext } from "react-router";
import type { FunnelReport } from "./funnel";

/**
 * What the Worker hands the funnel page's render (`worker/routes/funnel-page.ts` →
 * `client/routes/inbox-funnel.tsx`): the counts for a signed-in person of the inbox, or why the
 * page shows none.
 */
export type FunnelPageView =
  | {
      signedIn: true;
      report: FunnelReport;
    }
  | { signedIn: false; status: 401 | 403; message: string };

export const funnelPageContext = createContext<FunnelPageView | undefined>(undefined);

/** The page's query: `days` (7, 30, 90) and `source` (one source only). */
export const FUNNEL_PAGE_PATH = "/inbox/funnel";
