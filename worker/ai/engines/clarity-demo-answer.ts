/**
 * A demo asked of us (worker/language/demo-asked.ts) is answered with what the site has: no demo
 * of the service itself, since a simulation runs on the buyer's own project, but the samples it
 * shows and a free call with a person — never the vendor-selection answer it had been given.
 */
import { demoAsked } from "../../language/demo-asked";
import { links } from "./clarity-answers";

export function demoAnswer(question: string): string | null {
  if (!demoAsked(question)) return null;
  return `There's no demo of the service itself to book: a simulation runs on your own project with your own team, so there's nothing generic to show. What the site does show: a sample scoping conversation on [Clarity up front](/clarity), a sample [RFP](/rfp) and [technical specification](/spec-document), and a sample CRM on the [working prototype](/working-prototype). To walk someone through it with a person, ${links.call}.`;
}
