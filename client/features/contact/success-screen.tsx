import { useEffect, useRef } from "react";
import { contactCopy } from "../../../content/contact";
import { site } from "../../../content/site";
import type { ContactDraft } from "../../../worker/contracts/contact";
import { contactFields, joinValues } from "../../../worker/contracts/contact-fields";
import { ExternalButtonLink } from "../../components/ui/button";
import { celebrate } from "./celebrate";

/** After a successful submit: "Great!", how to reschedule, a recap, and the calendar. */
export function SuccessScreen({ values }: { values: ContactDraft }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    heading.current?.focus();
    let stop: (() => void) | undefined;
    if (canvas.current) void celebrate(canvas.current).then((s) => (stop = s));
    return () => stop?.();
  }, []);
  return (
    <section aria-labelledby="success-title" className="space-y-6 text-center">
      <div
        aria-hidden="true"
        className="pointer-events-none fixed inset-0 z-[60] motion-reduce:hidden"
      >
        <canvas ref={canvas} className="size-full" />
      </div>
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
          {contactCopy.success.title}
        </h2>
        <p className="mt-2 text-lg">{contactCopy.success.body}</p>
        <p className="mt-2 text-sm text-fg-muted">
          <a
            href={site.messagingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline"
          >
            {contactCopy.success.reschedule}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
      <div className="rounded-xl border border-border p-4 text-left">
        <h3 className="text-sm font-semibold text-fg-muted">{contactCopy.success.recap}</h3>
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
      <ExternalButtonLink href={site.calendarUrl} size="lg">
        {contactCopy.success.scheduleCta}
      </ExternalButtonLink>
    </section>
  );
}
