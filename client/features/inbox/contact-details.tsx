import { contactFields } from "#contracts/contact-fields";
import { type LeadContact, type LeadDetail, UNCONFIRMED_OTHER_BROWSER } from "#contracts/inbox";
import { contactCopy } from "../../../content/contact";
import { splitJoined, telHref } from "./lead-format";

const link = "font-medium text-primary underline underline-offset-2 wrap-anywhere";
const row = "grid gap-1 py-2.5 sm:grid-cols-[7rem_minmax(0,1fr)] sm:gap-4";

/** The contact details, email and phone as links (a field may hold several, joined). */
export function ContactDetails({
  contact,
  emailConfirmed,
}: {
  contact: LeadContact;
  emailConfirmed: boolean;
}) {
  const shown = contactFields.filter((f) => contact[f]?.trim());
  if (shown.length === 0) return <p className="text-sm text-fg-muted">No contact details.</p>;
  return (
    <dl className="divide-y divide-border text-sm">
      {shown.map((field) => (
        <div key={field} className={row}>
          <dt className="font-semibold text-fg-muted">{contactCopy.labels[field]}</dt>
          <dd className="min-w-0 wrap-anywhere whitespace-pre-line">
            {field === "email" || field === "phone" ? (
              <span className="flex flex-wrap gap-x-3 gap-y-1">
                {splitJoined(contact[field]).map((value) => (
                  <a
                    key={value}
                    href={field === "email" ? `mailto:${value}` : telHref(value)}
                    className={link}
                  >
                    {value}
                  </a>
                ))}
                {field === "email" && emailConfirmed && (
                  <span
                    className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success"
                    title="The prospect opened the link in their confirmation email"
                  >
                    Confirmed
                  </span>
                )}
              </span>
            ) : (
              contact[field]
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A request sent from another browser with the prospect's address, not confirmed
 * (docs/decisions/028): what it says is its sender's, not the prospect's contact details.
 */
export function UnconfirmedNotice() {
  return (
    <p className="rounded-md bg-warning-soft px-3 py-2 text-sm text-fg">
      <strong>{UNCONFIRMED_OTHER_BROWSER}.</strong> The details below are this request's own: they
      did not change the prospect's contact details, status or owner. They will once the address is
      confirmed through the link in this request's confirmation email.
    </p>
  );
}

/** The contact form's answers as entered: every value of every field, in the form's order. */
export function FormAnswers({ values }: { values: NonNullable<LeadDetail["values"]> }) {
  return (
    <dl className="divide-y divide-border text-sm">
      {contactFields.map((field) => (
        <div key={field} className={row}>
          <dt className="font-semibold text-fg-muted">{contactCopy.labels[field]}</dt>
          <dd className="min-w-0">
            {values[field].length === 0 ? (
              <span className="text-fg-muted italic">{contactCopy.notProvided}</span>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {values[field].map((value: string, i: number) => (
                  <li
                    key={`${i}-${value}`}
                    className="max-w-full rounded-full bg-primary-soft px-3 py-1 font-medium text-primary wrap-anywhere whitespace-pre-line"
                  >
                    {value}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
