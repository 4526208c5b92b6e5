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
            return input?.placeholder === p && !input.disabled;
          },
          [p],
        );
      /**
       * Types an answer and sends it once the box holds it whole. Under load a key pressed as the
       * form moves on to the next question can land before the box is cleared for it (seen in
       * WebKit: "ana@acme.io"); a person would see it and retype, and so does the flow.
       */
      const answer = async (text: string) => {
        for (let attempt = 0; attempt < 3; attempt++) {
          await tab.type("#contact-input", text);
          const typed = await tab.run(
            () => document.querySelector<HTMLInputElement>("#contact-input")?.value ?? "",
          );
          if (typed === text) return tab.enter("#contact-input");
          await tab.run(() => {
            const input = document.querySelector<HTMLInputElement>("#contact-input");
            if (!input) return;
            // Through the native setter, so React sees the change as the visitor's.
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(
              input,
              "",
            );
            input.dispatchEvent(new Event("input", { bubbles: true }));
          });
        }
        throw new Error(`the box would not hold "${text}"`);
      };
      await placeholder("Enter name...");
      await answer("Dana Reyes");
      await placeholder("Enter email...");
      await answer("dana@acme.io");
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
