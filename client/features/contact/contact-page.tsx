import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { hasValues } from "#contracts/contact-fields";
import { contactCopy } from "../../../content/contact";
import { site } from "../../../content/site";
import { visitorDataCopy } from "../../../content/visitor-data";
import { ExternalButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { YourData } from "../visitor-data/your-data";
import { EntryStep } from "./entry-step";
import { LoadFailed } from "./load-failed";
import { PlainAnswer, PlainContactForm, type PlainFormResult } from "./plain-contact-form";
import { loadSuccessScreen, useContactForm } from "./use-contact-form";

// Needed from the fourth answer on (or a restored draft that is complete): not in the first load,
// fetched while the visitor answers the phone question.
const loadReviewPanel = () => import("./review-panel");
const ReviewPanel = lazy(() => loadReviewPanel().then((m) => ({ default: m.ReviewPanel })));
// "Email me a link to finish later" and what became of an opened link: only where the site can
// email, or the page was opened through a link, so not in the first load either.
const loadResumeOffer = () => import("./resume-offer");
const ResumeOffer = lazy(() => loadResumeOffer().then((m) => ({ default: m.ResumeOffer })));
const ResumeNotice = lazy(() => loadResumeOffer().then((m) => ({ default: m.ResumeNotice })));
// Needed only after a submit or on a reload after one: not in the page's first load.
const SuccessScreen = lazy(() => loadSuccessScreen().then((m) => ({ default: m.SuccessScreen })));

/**
 * The plain form is only ever shown where scripts do not run (inside <noscript>, or as the answer
 * to a post made without JavaScript), so only the server renders it: the browser's bundle leaves it
 * out, as it leaves out the noscript content when it hydrates.
 */
const Plain = import.meta.env.SSR ? { Form: PlainContactForm } : null;

/**
 * /try: the conversational form, then review, then success; and the "Ready to Get Started?" block.
 * Without JavaScript the plain five-field form takes its place; `plain` is the action's answer to
 * it (docs/decisions/017).
 */
export function ContactPage({ plain }: { plain?: PlainFormResult | undefined }) {
  return (
    <div className="container-page grid grid-cols-1 gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-3">
        {plain ? (
          <Card className="p-5 sm:p-8">
            <PlainAnswer plain={plain} />
          </Card>
        ) : (
          <>
            <noscript>
              <Card className="p-5 sm:p-8">{Plain && <Plain.Form />}</Card>
            </noscript>
            <ConversationalForm />
          </>
        )}
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

/**
 * The form with JavaScript; its card is hidden where scripting is off, which gets the plain form
 * instead. The data notice below it stays.
 */
function ConversationalForm() {
  const form = useContactForm();
  const { state, promises, addValue, typed, edit, addInReview, submit, restart } = form;
  const { retryLoad, forgetDraft, canEmailLink, resumed } = form;
  // "Email me a link to finish later": once there is an answer to keep, while the form is open.
  const offerLink =
    canEmailLink && (state.mode === "entry" || state.mode === "review") && hasValues(state.values);
  // "Send another request", "Try again" or "Delete my data" replaces what had the focus: it goes
  // to the input.
  const [focusEntry, setFocusEntry] = useState(false);
  // After an erasure the entry step starts over, with nothing half-typed left in its input.
  const [erasures, setErasures] = useState(0);
  const reviewNear = state.step === "phone" || state.step === "note" || state.mode === "review";
  useEffect(() => {
    if (reviewNear) void loadReviewPanel();
  }, [reviewNear]);
  const startOver = useCallback(() => {
    setFocusEntry(true);
    setErasures((n) => n + 1);
    restart();
  }, [restart]);
  return (
    <div className="space-y-3">
      <Card className="p-5 noscript:hidden sm:p-8">
        {resumed && !(resumed === "opened" && state.mode === "submitted") && (
          <Suspense fallback={null}>
            <ResumeNotice outcome={resumed} />
          </Suspense>
        )}
        {state.mode === "loadFailed" && (
          <LoadFailed
            onRetry={() => {
              setFocusEntry(true);
              retryLoad();
            }}
          />
        )}
        {(state.mode === "entry" || state.mode === "loading") && (
          <EntryStep
            key={erasures}
            state={state}
            onAdd={addValue}
            onType={typed}
            focusFirst={focusEntry}
          />
        )}
        {(state.mode === "review" || state.mode === "submitting") && (
          <ReviewPanel state={state} onEdit={edit} onAdd={addInReview} onSubmit={submit} />
        )}
        {state.mode === "submitted" && (
          <Suspense fallback={<Loading />}>
            <SuccessScreen
              values={state.values}
              restored={state.restored}
              promises={promises}
              onRestart={() => {
                setFocusEntry(true);
                restart();
              }}
            />
          </Suspense>
        )}
      </Card>
      {offerLink && (
        <Suspense fallback={null}>
          <ResumeOffer email={state.values.email.at(-1) ?? ""} className="px-1" />
        </Suspense>
      )}
      <YourData
        notice={visitorDataCopy.formNotice}
        beforeDelete={forgetDraft}
        onDeleted={startOver}
        className="px-1"
      />
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
