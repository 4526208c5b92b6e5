// The few interactions of a page that ships no JavaScript bundle (docs/decisions/005): the theme
// toggle, tabs, the Export PDF button and smooth in-page links. Inlined at the end of <body> of
// those pages only (allowed by CSP hash); on hydrated pages React does the same. Plain ES2020, no
// build step: the text below is what the browser runs, called with the theme storage key.
(function enhance(themeKey) {
  const root = document.documentElement;
  const tabSelector = '[role="tab"]';

  function labelToggles() {
    const label = `Switch to ${root.classList.contains("dark") ? "light" : "dark"} theme`;
    for (const button of document.querySelectorAll("[data-theme-toggle]")) {
      button.setAttribute("aria-label", label);
      button.setAttribute("title", label);
    }
  }

  function tabsOf(tab) {
    const list = tab.closest('[role="tablist"]');
    return list ? Array.from(list.querySelectorAll(tabSelector)) : [tab];
  }

  function selectTab(tab) {
    for (const t of tabsOf(tab)) {
      const selected = t === tab;
      t.setAttribute("aria-selected", String(selected));
      t.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(t.getAttribute("aria-controls") || "");
      if (panel) panel.hidden = !selected;
    }
  }

  document.addEventListener("click", (event) => {
    const el = event.target instanceof Element ? event.target : null;
    if (!el) return;
    if (el.closest("[data-theme-toggle]")) {
      const dark = root.classList.toggle("dark");
      try {
        localStorage.setItem(themeKey, dark ? "dark" : "light");
      } catch {
        // Private mode: the choice lasts for this page only.
      }
      labelToggles();
    } else if (el.closest('[data-action="print"]')) {
      window.print();
    } else if (el.closest(tabSelector)) {
      selectTab(el.closest(tabSelector));
    } else {
      const link = el.closest("a[data-scroll]");
      const target = link && document.getElementById(link.hash.slice(1));
      if (!target) return;
      event.preventDefault();
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
      history.replaceState(null, "", link.hash);
    }
  });

  // WAI-ARIA tabs: arrow keys, Home and End move between tabs.
  document.addEventListener("keydown", (event) => {
    const tab = event.target instanceof Element ? event.target.closest(tabSelector) : null;
    if (!tab) return;
    const tabs = tabsOf(tab);
    const i = tabs.indexOf(tab);
    const last = tabs.length - 1;
    const moves = {
      ArrowRight: i === last ? 0 : i + 1,
      ArrowLeft: i === 0 ? last : i - 1,
      Home: 0,
      End: last,
    };
    const next = tabs[moves[event.key]];
    if (!next) return;
    event.preventDefault();
    selectTab(next);
    next.focus();
  });

  // Where this visit came from (docs/decisions/026): the landing page, the referring site's host,
  // the UTM parameters and a `?transformation=` link from elsewhere, kept in this tab's session
  // storage (the key is TOUCH_STORAGE_KEY of worker/contracts/touch.ts). It leaves the
  // browser only with an answer or message the visitor stores. A visit from elsewhere starts a
  // new touch; moving between the site's pages keeps it. The inbox is no visit.
  try {
    const here = window.location;
    const query = new URLSearchParams(here.search);
    const from = document.referrer ? new URL(document.referrer) : null;
    const elsewhere = from && from.host !== here.host ? from.hostname : null;
    const utm = {};
    for (const k of ["source", "medium", "campaign", "term", "content"]) {
      const v = query.get(`utm_${k}`);
      if (v) utm[k] = v.slice(0, 300);
    }
    const link = query.has("transformation") && !(from && !elsewhere);
    const fresh = elsewhere || link || Object.keys(utm).length > 0;
    if (!here.pathname.startsWith("/inbox") && (fresh || !sessionStorage.getItem("clarity.touch")))
      sessionStorage.setItem(
        "clarity.touch",
        JSON.stringify({
          landing: here.pathname,
          referrer: elsewhere,
          utm,
          via: link ? "link" : null,
        }),
      );
  } catch {
    // Storage blocked: the visit's calls go without a touch.
  }

  labelToggles();
  // E2E tests wait for this (or data-hydrated) before they click.
  root.dataset.enhanced = "true";
});
