import { describe, expect, it } from "vitest";
import { contactCopy } from "./contact";
import { home } from "./home";
import { callAction } from "./next-step";
import { contentPages, sampleDocuments } from "./page-copy";
import { prototypeCopy } from "./prototype";
import { site } from "./site";
import type { Block, Link } from "./types";

/**
 * The buttons and links SPEC.md names, with its exact words: a better wording goes beside the label
 * (`Link.note`), never instead of it.
 */

const blocks = (path: keyof typeof contentPages): Block[] =>
  contentPages[path].sections.flatMap((s) => s.blocks);
const actions = (path: keyof typeof contentPages): Link[] => [
  ...blocks(path).flatMap((b) => (b.type === "actions" ? b.items : [])),
  ...contentPages[path].next.actions,
];
const strip = ({ label, to }: Link) => ({ label, to });

describe("the spec's button labels", () => {
  it('/who: "Get Free Assessment" to /try and "Schedule Call" to the calendar', () => {
    expect(contentPages["/who"].next.actions.map(strip)).toEqual([
      { label: "Get Free Assessment", to: "/try" },
      { label: "Schedule Call", to: site.calendarUrl },
    ]);
  });

  it("/why: calls to action to /try and the 30-minute call", () => {
    const targets = actions("/why").map((a) => a.to);
    expect(targets).toContain("/try");
    expect(targets).toContain(site.calendarUrl);
  });

  it('/how: "Start My Readiness Simulation" to #try-it-yourself, "Contact Us About Partnerships" to /try', () => {
    expect(blocks("/how")).toContainEqual({
      type: "scroll",
      label: "Start My Readiness Simulation",
      target: "try-it-yourself",
    });
    expect(actions("/how").map(strip)).toContainEqual({
      label: "Contact Us About Partnerships",
      to: "/try",
    });
  });

  it('/try: "Schedule Call" under "Ready to Get Started?", "Schedule a Call" on the success screen', () => {
    expect(contactCopy.ready.title).toBe("Ready to Get Started?");
    expect(contactCopy.ready.cta).toBe("Schedule Call");
    expect(contactCopy.success.title).toBe("Great!");
    expect(contactCopy.success.scheduleCta).toBe("Schedule a Call");
    expect(contactCopy.looksGood).toBe("Looks Good");
    expect(contactCopy.sending).toBe("Sending...");
  });

  it("/: the four quick-start buttons and the chat's labels", () => {
    expect(home.quickStarts).toEqual(["AI Implementation", "CPQ", "ERP", "CRM"]);
    expect(home.chatTitle).toBe("Chat with Clarity");
    expect(home.chatPlaceholder).toBe("Type your message...");
  });

  it("/working-prototype: the spec's buttons", () => {
    expect(prototypeCopy).toMatchObject({
      badge: "Demo Ready",
      subtitle: "Interactive CRM Dashboard - Core Features",
      launch: "Launch Full Demo",
      back: "Back to Home",
      assistantTitle: "CRM AI Assistant",
      demoWalkthrough: "Schedule Demo Walkthrough",
      requestFeatures: "Request Feature Additions",
    });
  });

  it("every page's link to the calendar says the spec's \"Schedule Call\", the call's length beside it", () => {
    expect(callAction.label).toBe("Schedule Call");
    expect(callAction.note).toMatch(/30-minute call/);
    const pages = { ...contentPages, ...sampleDocuments };
    for (const [path, page] of Object.entries(pages)) {
      const links = [
        ...page.sections
          .flatMap((s) => s.blocks)
          .flatMap((b) => (b.type === "actions" ? b.items : [])),
        ...page.next.actions,
      ];
      for (const link of links.filter((l) => l.to === site.calendarUrl)) {
        expect(link, path).toEqual(callAction);
      }
    }
  });
});
