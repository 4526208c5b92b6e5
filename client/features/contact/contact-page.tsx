import { lazy, Suspense, useCallback, useState } from "react";
import { contactCopy } from "../../../content/contact";
import { site } from "../../../content/site";
import { visitorDataCopy } from "../../../content/visitor-data";
import { ExternalButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { YourData } from "../visitor-data/your-data";
import { EntryStep } from "./entry-step";
import { LoadFailed } from "./load-failed";
import { ReviewPanel } from "./review-panel";
import { loadSuccessScreen, useContactForm } from "./use-contact-form";

// Needed only after a submit or on a reload after one: not in the page's first load.
const SuccessScreen = lazy(() => loadSuccessScreen().then((m) => ({ default: m.SuccessScreen })));

/** /try: the conversational form, then review, then success; and the "Ready to Get Started?" block. */
export function ContactPage() {
  const { state, addValue, edit, addInReview, submit, restart, retryLoad, forgetDraft } =
    useContactForm();
  // "Send another request", "Try again" or "Delete my data" replaces what had the focus: it goes
  // to the input.
  const [focusEntry, setFocusEntry] = useState(false);
  // After an erasure the entry step starts over, with nothing half-typed left in its input.
  const [erasures, setErasures] = useState(0);
  const startOver = useCallback(() => {
    setFocusEntry(true);
    setErasures((n) => n + 1);
    restart();
  }, [restart]);
  return (
    <div className="container-page grid grid-cols-1 gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-3">
        <Card className="p-5 sm:p-8">
          {state.mode === "loading" && <Loading />}
          {state.mode === "loadFailed" && (
            <LoadFailed
              onRetry={() => {
                setFocusEntry(true);
                retryLoad();
              }}
            />
          )}
          {state.mode === "entry" && (
            <EntryStep key={erasures} state={state} onAdd={addValue} focusFirst={focusEntry} />
          )}
          {(state.mode === "review" || state.mode === "submitting") && (
            <ReviewPanel state={state} onEdit={edit} onAdd={addInReview} onSubmit={submit} />
          )}
          {state.mode === "submitted" && (
            <Suspense fallback={<Loading />}>
              <SuccessScreen
                values={state.values}
                restored={state.restored}
                onRestart={() => {
                  setFocusEntry(true);
                  restart();
                }}
              />
            </Suspense>
          )}
        </Card>
        <YourData
          notice={visitorDataCopy.formNotice}
          beforeDelete={forgetDraft}
          onDeleted={startOver}
          className="px-1"
        />
      </div>
      <aside
        aria-labelledby="ready-title"
        className="h-fit rounded-2xl border border-border bg-primary-soft p-6"
      >
        <h2 id="ready-title" className="text-lg font-semibold">
          {contactCopy.ready.title}
        </h2>
        <p className="mt-2 text-sm text-fg-muted">{contactCopy.ready.body}</p>
        <ExternalButtonLink href={site.calendarUrl} className="mt-4">
          {contactCopy.ready.cta}
        </ExternalButtonLink>
      </aside>
    </div>
  );
}

function Loading() {
  return (
    <div className="flex h-40 items-center justify-center text-fg-muted">
      <Spinner label="Loading your details" />
    </div>
  );
}
