import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { home } from "../../../content/home";
import { siteMap } from "../../../content/site-map";
import { Spinner } from "../../components/ui/spinner";
import { latestConversation } from "./continue-conversation";
import { HomeForm, TRANSFORMATION_PARAM } from "./home-form";
import type { Resume } from "./use-clarity-chat";

/**
 * The chat's code (the AI SDK runtime, the view, markdown): fetched as soon as the visitor reaches
 * for the form, so by the time they send it is there (docs/decisions/029). The browser fetches a
 * module once, however often it is imported.
 */
const loadChatView = () => import("./chat-view");
const ChatView = lazy(loadChatView);
/** Ahead of time; should the fetch fail, opening the chat asks for it again. */
const prefetchChatView = () => void loadChatView().catch(() => undefined);

/**
 * Home: the hero form until the visitor starts, then the Clarity chat (loaded on demand). After
 * "Delete my data" the fresh form comes back with the focus in its box.
 */
export function ClarityHome() {
  const [firstMessage, setFirstMessage] = useState<string | null>(null);
  const [resume, setResume] = useState<Resume | null>(null);
  const [resumable, setResumable] = useState<Resume | null>(null);
  const [erased, setErased] = useState(false);
  const startOver = useCallback(() => {
    setErased(true);
    setFirstMessage(null);
    setResume(null);
    setResumable(null);
  }, []);
  // The hero form sent before the page was live arrives as `/?transformation=…` (a native GET),
  // as does a shared link: the chat starts with it, and the address loses it (a reload must not
  // send it again).
  useEffect(() => {
    const message = takeTransformationParam();
    if (message) setFirstMessage(message);
  }, []);
  // The fresh form stays the default; a recent conversation is offered beside it.
  useEffect(() => {
    let live = true;
    latestConversation().then((found) => live && setResumable(found));
    return () => {
      live = false;
    };
  }, []);

  if (firstMessage !== null || resume !== null) {
    return (
      <div className="container-page py-6 sm:py-8">
        <h1 className="sr-only">{siteMap["/"].heading}</h1>
        <Suspense
          fallback={
            <div className="flex h-64 items-center justify-center text-fg-muted">
              <Spinner label="Starting the conversation" />
            </div>
          }
        >
          <ChatView
            {...(resume ? { resume } : { firstMessage: firstMessage ?? "" })}
            onErased={startOver}
          />
        </Suspense>
      </div>
    );
  }

  return (
    <>
      <section className="relative overflow-hidden border-b border-border bg-surface">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-40 h-96 bg-[radial-gradient(ellipse_at_top,var(--primary-soft),transparent_70%)]"
        />
        <div className="container-page relative flex flex-col items-center py-14 text-center sm:py-20">
          <p className="rounded-full border border-border bg-surface px-3 py-1 text-xs font-semibold text-accent">
            {home.eyebrow}
          </p>
          <h1 className="mt-5 max-w-3xl text-title font-bold text-balance sm:text-display">
            {siteMap["/"].heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-fg-muted">{home.subline}</p>
          <HomeForm onStart={setFirstMessage} onReach={prefetchChatView} focusFirst={erased} />
          {resumable && !erased && (
            <button
              type="button"
              onClick={() => setResume(resumable)}
              className="mt-4 text-sm font-semibold text-primary underline-offset-2 hover:underline"
            >
              Continue your conversation <span aria-hidden="true">→</span>
            </button>
          )}
        </div>
      </section>
      <section aria-label="Why Clarity" className="container-page grid gap-5 py-14 md:grid-cols-3">
        {home.highlights.map((h) => (
          <div key={h.title} className="rounded-2xl border border-border bg-surface p-6">
            <h2 className="font-semibold">{h.title}</h2>
            <p className="mt-2 text-sm text-fg-muted">{h.text}</p>
            <a
              href={h.to}
              className="mt-4 inline-block text-sm font-semibold text-primary hover:underline"
            >
              {h.link} <span aria-hidden="true">→</span>
            </a>
          </div>
        ))}
      </section>
    </>
  );
}

/**
 * The `transformation` query parameter, removed from the address bar; null when absent or blank.
 * A quick start sent natively comes after the box's text (form order) and, as with JavaScript, wins.
 */
function takeTransformationParam(): string | null {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(TRANSFORMATION_PARAM)) return null;
  const sent = url.searchParams.getAll(TRANSFORMATION_PARAM).map((v) => v.trim());
  const message = sent.filter(Boolean).at(-1);
  url.searchParams.delete(TRANSFORMATION_PARAM);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  return message || null;
}
