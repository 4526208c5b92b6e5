/**
 * What a cross-engine flow is, and what it gets to work with: the engine's page, the server, a
 * page without JavaScript when it asks for one, and a way to save a picture for the docs.
 */
import type { EngineName, Tab } from "./tab.ts";

export interface FlowContext {
  tab: Tab;
  base: string;
  /** A page of the same engine without JavaScript (for flows marked `withoutJavaScript`). */
  withoutJavaScript(): Promise<Tab>;
  /** Saves a picture for the docs (docs/screens/engines/) when the run is asked to. */
  shot(name: string): Promise<void>;
  /** What one flow leaves for a later one (the company of the lead sent without JavaScript). */
  shared: { company?: string };
}

export interface Flow {
  name: string;
  /** Only in this engine (the defect it guards showed there). */
  only?: EngineName;
  /** Uses the page without JavaScript (its browser starts beside the first flows). */
  withoutJavaScript?: true;
  run(ctx: FlowContext): Promise<void>;
}
