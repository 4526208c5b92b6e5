/** The contact form's flow: /try keeps each answer, so a reload resumes where the visitor was. */
import type { Flow } from "../flow.ts";
import { expectNoProblems, open, reload, untilText, waitFor } from "../page.ts";

export const contactFlows: Flow[] = [
  {
    name: "/try: an answer, a reload, the form resumes where it was",
    async run({ tab, base, shot }) {
      await open(tab, base, "/try");
      const placeholder = (p: string) =>
        waitFor(
          tab,
          `the box to ask "${p}"`,
          (p: string) => {
            const input = document.querySelector<HTMLInputElement>("#contact-input");
            return input?.placeholder === p;
          },
          [p],
        );
      await placeholder("Enter name...");
      // A hurried visitor: the next answer typed the moment Enter is down, no pause for the chip.
      await tab.type("#contact-input", "Dana Reyes");
      await tab.enter("#contact-input");
      await tab.type("#contact-input", "dana@acme.io");
      await tab.enter("#contact-input");
      await placeholder("Enter company...");
      await waitFor(
        tab,
        "the server to hold the draft",
        async () => {
          const res = await fetch("/api/contact/draft");
          const { draft } = await res.json();
          return draft?.email?.[0] === "dana@acme.io";
        },
        [],
      );
      await reload(tab);
      await untilText(tab, 'ul[aria-label="Name"]', "Dana Reyes");
      await untilText(tab, 'ul[aria-label="Email"]', "dana@acme.io");
      await placeholder("Enter company...");
      await shot("try-resumed");
      await expectNoProblems(tab);
    },
  },
];
