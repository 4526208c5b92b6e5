/** The shape of all page copy: pages are sections of blocks, rendered as HTML and as plain text. */

export interface Link {
  /** The button's words; where SPEC.md names a label, exactly its words (content/spec-labels.test.ts). */
  label: string;
  /** In-site path ("/try") or an external URL (opens in a new tab). */
  to: string;
  /** A line beside the button that says more than the label (small, muted), e.g. how long a call is. */
  note?: string;
}

export interface Card {
  title: string;
  text?: string;
  /** Small label above the title, e.g. a role or a number. */
  eyebrow?: string;
  badge?: { label: string; tone: "success" | "warning" | "danger" | "primary" | "neutral" };
  lists?: { heading: string; items: string[] }[];
}

export interface Phase {
  number: number;
  title: string;
  timeline: string;
  description: string;
  youProvide: string[];
  activities: string[];
  projections: string[];
  revealed: string[];
  objectiveFeedback: string[];
  youReceive: string[];
  whyMatters: string;
}

export type Block =
  | { type: "text"; text: string }
  | { type: "list"; items: string[]; marker?: "check" | "cross" | "bullet" }
  | { type: "cards"; items: Card[]; columns?: 2 | 3 | 4 }
  | { type: "stats"; items: { value: string; label: string }[] }
  | { type: "table"; caption: string; columns: string[]; rows: string[][] }
  | {
      type: "compare";
      left: { title: string; items: string[] };
      right: { title: string; items: string[] };
    }
  | { type: "faq"; items: { question: string; answer: string }[] }
  | { type: "phases"; items: Phase[] }
  | { type: "actions"; items: Link[] }
  | { type: "scroll"; label: string; target: string };

export interface Section {
  /** The anchor (`#id`), when the section has one. */
  id?: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  blocks: Block[];
  tone?: "plain" | "muted" | "brand";
}

/**
 * How a page ends: one primary and one secondary call to action (a pair, never a row of five),
 * under a heading. Rendered as the page's last section.
 */
export interface NextStep {
  id?: string;
  title: string;
  intro?: string;
  actions: readonly [primary: Link, secondary: Link];
}

export interface PageContent {
  eyebrow?: string;
  lead: string;
  sections: Section[];
  next: NextStep;
}
