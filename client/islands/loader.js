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
  function start() {
    if (started) return;
    started = true;
    import(src);
  }
  // Set once React's own listeners are attached ("hydrating"), or once given up ("unavailable").
  const handed = () => Boolean(root.dataset.island);
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

  function intent(event) {
    const el = handed() ? null : inIsland(event);
    if (!el) return;
    const button = event.type === "click" && el.closest('button[type="button"]');
    if (button) clicks.push(button);
    // Enter in a one-line field sends its form, even where the page disables the form's button
    // until React knows the field is filled in.
    if (event.type === "keydown" && event.key === "Enter" && el.tagName === "INPUT" && el.form) {
      event.preventDefault();
      hold(el.form, null);
    }
    start();
  }
  for (const type of ["pointerdown", "focusin", "keydown", "click"])
    document.addEventListener(type, intent, true);

  document.addEventListener("submit", (event) => {
    const form = handed() ? null : inIsland(event);
    if (!form) return;
    event.preventDefault();
    hold(form, event.submitter);
  });

  window.__islandHeld = { clicks, submits };
  if (document.visibilityState === "hidden") start();
  else requestAnimationFrame(() => setTimeout(start, 0));
});
