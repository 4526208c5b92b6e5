import { useEffect, useRef } from "react";
import { bookingLink } from "#contracts/booking-link";
import type { ContactDraft } from "#contracts/contact";
import { contactFields, joinValues } from "#contracts/contact-fields";
import { contactCopy } from "../../../content/contact";
import { promised, type SitePromises } from "../../../content/promises";
import { site } from "../../../content/site";
import { Button, ExternalButtonLink } from "../../components/ui/button";
import { celebrate } from "./celebrate";
import type { FormState } from "./form-machine";
import { sentWhen } from "./sent-when";

const copy = contactCopy.success;

/**
 * After a successful submit: "Great!", how to reschedule, a recap, and the calendar. On a reload
 * within 24 h (`restored` set) it comes back without confetti, saying who sent the request and
 * when, and without the recap: the details are not sent back, so a shared computer never shows
 * the last person's email or phone.
 */
export function SuccessScreen({
  values,
  restored,
  promises,
  onRestart,
}: {
  values: ContactDraft;
  restored: FormState["restored"];
  /** When to expect the call: within the minute only where sales are alerted. */
  promises: SitePromises;
  onRestart: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const justSent = restored === null;
  useEffect(() => {
    if (!justSent) return;
    heading.current?.focus();
    let stop: (() => void) | undefined;
    if (canvas.current) void celebrate(canvas.current).then((s) => (stop = s));
    return () => stop?.();
  }, [justSent]);
  return (
    <section aria-labelledby="success-title" className="space-y-6 text-center">
      {justSent && (
        <div
          aria-hidden="true"
          className="pointer-events-none fixed inset-0 z-[60] motion-reduce:hidden"
        >
          <canvas ref={canvas} className="size-full" />
        </div>
      )}
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-7">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="m5 12.5 4.5 4.5L19 7.5"
          />
        </svg>
      </div>
      <div>
        <h2
          id="success-title"
          ref={heading}
          tabIndex={-1}
          className="text-title font-bold focus:outline-none"
        >
          {justSent ? copy.title : copy.restoredTitle}
        </h2>
        {restored ? (
          <p className="mt-2 text-lg">
            {copy.sentBy} <span className="font-semibold wrap-anywhere">{restored.firstName}</span>{" "}
            {sentWhen(restored.submittedAt)}. {promised.restoredBody(promises)}
          </p>
        ) : (
          <p className="mt-2 text-lg">{promised.successBody(promises)}</p>
        )}
        <p className="mt-2 text-sm text-fg-muted">
          <a
            href={site.messagingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline"
          >
            {copy.reschedule}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
      {justSent && (
        <div className="rounded-xl border border-border p-4 text-left">
          <h3 className="text-sm font-semibold text-fg-muted">{copy.recap}</h3>
          <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[7rem_1fr]">
            {contactFields
              .filter((f) => values[f].length > 0)
              .map((f) => (
                <div key={f} className="contents">
                  <dt className="font-semibold">{contactCopy.labels[f]}</dt>
                  <dd className="wrap-anywhere">{joinValues(values[f])}</dd>
                </div>
              ))}
          </dl>
        </div>
      )}
      <div className="flex flex-col items-center gap-3">
        <ExternalButtonLink
          href={bookingLink(site.calendarUrl, {
            name: joinValues(values.name),
            email: joinValues(values.email),
            project: joinValues(values.note),
          })}
          size="lg"
        >
          {copy.scheduleCta}
        </ExternalButtonLink>
        <Button variant="ghost" onClick={onRestart}>
          {copy.another}
        </Button>
      </div>
    </section>
  );
}
