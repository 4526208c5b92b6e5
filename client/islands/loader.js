// The island loader (docs/decisions/019), inlined at the end of <body> of a page with an island
// and called with the client entry's URL. It starts the modules after the first frame, so they
// are never parsed during the page's first style and layout, or at once when the visitor reaches
// for the island. Until React has the island, what the visitor does there is kept: a button
// clicked, a form sent (the island does both again once live). Should the island not come alive
// within 8 s, a kept form goes the way it goes without JavaScript. Plain ES2020, no build step:
// the text below is what the browser runs.
(function loadIsland(src) {
  const root = document.documentElement;
  const clicks = [];
  const submits = [];
  let started = false;
  // Every chunk the island needs, as the server named them (docs/decisions/029), asked for at
  // once: one wave of requests, not three (the entry, then its preload helper, then the island's
  // chunks). After the first frame, as the entry, so the first layout never waits on them.
  function start() {
    if (started) return;
    started = true;
    const island = document.querySelector("[data-island]");
    for (const href of island?.dataset.modules?.split(" ") ?? []) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    import(src);
  }
  // Live once the island has hydrated (IslandRoot sets data-hydrated), or given up
  // ("unavailable"). While React is still hydrating, its listeners are attached but a form it has
  // not reached yet would go natively (a GET /try?), so the loader keeps what is done until then.
  const handed = () => root.dataset.hydrated === "true" || root.dataset.island === "unavailable";
  const inIsland = (event) =>
    event.target instanceof Element && event.target.closest("[data-island]") ? event.target : null;

  function hold(form, submitter) {
    submits.push({ form, submitter });
    start();
    setTimeout(() => {
      if (handed()) return;
      root.dataset.island = "unavailable";
      const last = submits.pop();
      last.form.requestSubmit(last.submitter);
    }, 8000);
  }

  // Kept events stop here, so React (which may be hydrating) does not act on them too: the island
  // does them once, when it is live.
  function keep(event) {
    event.preventDefault();
    event.stopPropagation();
  }

  // Enter sends from a one-line field, and from a text box whose Enter key says "send" (Shift+Enter
  // and an input method's Enter still write into it).
  const entersSend = (el, event) =>
    event.key === "Enter" &&
    !event.shiftKey &&
    !event.isComposing &&
    el.form &&
    (el.tagName === "INPUT" || (el.tagName === "TEXTAREA" && el.enterKeyHint === "send"));

  function intent(event) {
    const el = handed() ? null : inIsland(event);
    if (!el) return;
    const button = event.type === "click" && el.closest('button[type="button"]');
    if (button) {
      keep(event);
      clicks.push(button);
    }
    // Even where the page disables the form's button until React knows the field is filled in.
    if (event.type === "keydown" && entersSend(el, event)) {
      keep(event);
      hold(el.form, null);
    }
    start();
  }
  for (const type of ["pointerdown", "focusin", "keydown", "click"])
    document.addEventListener(type, intent, true);

  document.addEventListener(
    "submit",
    (event) => {
      const form = handed() ? null : inIsland(event);
      if (!form) return;
      keep(event);
      hold(form, event.submitter);
    },
    true,
  );

  // A view of a page a funnel starts on (/ and /try), counted once the page is shown and never
  // before (docs/decisions/026): a beacon with the tab's touch, which the browser sends on its own.
  const page = window.location.pathname;
  if (page === "/" || page === "/try") {
    const view = () => {
      try {
        const touch = JSON.parse(sessionStorage.getItem("clarity.touch") || "null");
        navigator.sendBeacon("/api/funnel/view", JSON.stringify({ page, touch }));
      } catch {
        // No beacon, or storage blocked: the view is not counted.
      }
    };
    if (document.readyState === "complete") setTimeout(view, 0);
    else window.addEventListener("load", () => setTimeout(view, 0), { once: true });
  }

  window.__islandHeld = { clicks, submits };
  if (document.visibilityState === "hidden") start();
  else requestAnimationFrame(() => setTimeout(start, 0));
});
