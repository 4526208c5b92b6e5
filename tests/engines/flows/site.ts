/**
 * The flows across the site: the dark theme kept after a reload, a lead sent from /try without
 * JavaScript and then found in the inbox, and (Firefox) no module preload that fails.
 */
import { E2E_SALES_TOKEN } from "../../e2e/sales-token.ts";
import type { Flow } from "../flow.ts";
import { check, expectNoProblems, open, problems, reload, untilText, waitFor } from "../page.ts";

export const siteFlows: Flow[] = [
  {
    name: "dark theme, kept after a reload",
    async run({ tab, base, shot }) {
      await open(tab, base, "/");
      const dark = () => document.documentElement.classList.contains("dark");
      check(!(await tab.run(dark)), "the page was dark before the toggle (light is the default)");
      await tab.click("[data-theme-toggle]");
      await waitFor(tab, "the dark theme", dark, []);
      await reload(tab);
      check(await tab.run(dark), "the dark theme was lost on reload");
      await waitFor(
        tab,
        "the toggle to offer the light theme",
        () =>
          document.querySelector("[data-theme-toggle]")?.getAttribute("aria-label") ===
          "Switch to light theme",
        [],
      );
      await shot("dark-theme");
      await tab.click("[data-theme-toggle]");
      await waitFor(
        tab,
        "the light theme",
        () => !document.documentElement.classList.contains("dark"),
        [],
      );
      await expectNoProblems(tab);
    },
  },
  {
    name: "/try without JavaScript: the plain form sends a lead",
    withoutJavaScript: true,
    async run({ withoutJavaScript, base, shared }) {
      const tab = await withoutJavaScript();
      await tab.goto(`${base}/try`);
      const company = `Northwind Foundry ${tab.engine} ${Date.now().toString(36)}`;
      await tab.type("input[name=name]", "Sam Ortiz");
      // An address of each engine's own: another browser sending a prospect's address joins that
      // prospect flagged, and its company is not the prospect's (docs/decisions/028).
      await tab.type("input[name=email]", `sam.ortiz.${tab.engine}@northwind.example`);
      await tab.type("input[name=company]", company);
      await tab.type("input[name=phone]", "+1 555 0142");
      await tab.type("textarea[name=note]", "Mornings are best.");
      check(
        (await tab.run(() => document.documentElement.dataset.island ?? null)) === null,
        "JavaScript ran: the island loader marked the page",
      );
      // Enter in a field sends the form, as the browser does it (Firefox without JavaScript
      // never finishes Puppeteer's click, which measures the button with a script).
      await tab.enter("input[name=phone]");
      await untilText(tab, "h1, h2", "Great!");
      shared.company = company;
    },
  },
  {
    name: "inbox: sign in, the list shows the prospects",
    async run({ tab, base, shared }) {
      // The lead the flow without JavaScript sent; should it have failed, one sent from here.
      if (!shared.company) {
        const company = `Northwind Foundry ${tab.engine} ${Date.now().toString(36)}`;
        const res = await fetch(`${base}/try/send`, {
          method: "POST",
          body: new URLSearchParams({
            name: "Sam Ortiz",
            email: `sam.ortiz.${tab.engine}@northwind.example`,
            company,
            phone: "+1 555 0142",
            note: "",
          }),
        });
        check(res.ok, `sending a lead to look for answered ${res.status}`);
        shared.company = company;
      }
      await open(tab, base, "/inbox");
      await waitFor(tab, "the sign-in form", () => !!document.querySelector("#sales-token"), []);
      await tab.type("#sales-name", `Engines ${tab.engine}`);
      await tab.type("#sales-token", E2E_SALES_TOKEN);
      await tab.enter("#sales-token");
      await waitFor(
        tab,
        "the lead count",
        () =>
          Array.from(document.querySelectorAll("main [role=status]")).some((el) =>
            /^\d[\d,]* prospects?$/.test(el.textContent?.trim() ?? ""),
          ),
        [],
      );
      const rows = await tab.run(() => document.querySelectorAll("tbody tr").length);
      check(rows > 0, "the inbox lists no leads");
      if (shared.company) await untilText(tab, "tbody", shared.company);
      await expectNoProblems(tab);
    },
  },
  {
    name: "no modulepreload fires an error event (Firefox)",
    only: "firefox",
    async run({ tab, base }) {
      for (const path of ["/", "/try", "/working-prototype", "/inbox"]) {
        await open(tab, base, path);
        // The island's chunks are preloaded once it starts; wait until they have all settled.
        await waitFor(
          tab,
          `${path}'s module preloads`,
          () =>
            document.querySelectorAll('link[rel="modulepreload"]').length > 0 &&
            performance
              .getEntriesByType("resource")
              .filter((e) => e.name.endsWith(".js"))
              .every((e) => (e as PerformanceResourceTiming).responseEnd > 0),
          [],
        );
        await new Promise((r) => setTimeout(r, 300));
        const found = await problems(tab);
        check(found.length === 0, `${path}: ${found.join("; ")}`);
      }
    },
  },
];
