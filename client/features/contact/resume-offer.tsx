import { type FormEvent, useEffect, useRef, useState } from "react";
import { emailPattern } from "#contracts/contact-fields";
import { resumeLinkCopy } from "../../../content/resume-link";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { emailLink, type ResumeOutcome } from "./resume-link";

const copy = resumeLinkCopy;

/**
 * "Email me a link to finish later" under the form (docs/decisions/023): asks where to send it
 * (the address already given, if any, filled in), sends it, and says where it went. Shown only
 * once there is an answer and when the site can send email.
 */
export function ResumeOffer({ email, className }: { email: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState(email);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const offerButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const sentNote = useRef<HTMLParagraphElement>(null);
  // Where the focus goes when the panel changes: into it, back to the offer, or to what was sent.
  const [focus, setFocus] = useState<"input" | "offer" | "sent" | null>(null);
  useEffect(() => {
    if (focus === "input") input.current?.focus();
    if (focus === "offer") offerButton.current?.focus();
    if (focus === "sent") sentNote.current?.focus();
    setFocus(null);
  }, [focus]);

  const start = () => {
    setAddress(email);
    setProblem(null);
    setSentTo(null);
    setOpen(true);
    setFocus("input");
  };
  const cancel = () => {
    setOpen(false);
    setFocus("offer");
  };
  const send = async (e: FormEvent) => {
    e.preventDefault();
    const to = address.trim();
    if (!emailPattern.test(to)) {
      setProblem(copy.invalidEmail);
      input.current?.focus();
      return;
    }
    setSending(true);
    setProblem(null);
    const result = await emailLink(to);
    setSending(false);
    if (result.ok) {
      setSentTo(result.sent.sentTo);
      setOpen(false);
      setFocus("sent");
    } else {
      setProblem(result.message);
      input.current?.focus();
    }
  };

  return (
    <div className={cn("text-sm", className)}>
      {sentTo !== null && !open && (
        <p
          ref={sentNote}
          tabIndex={-1}
          role="status"
          className="mb-2 rounded-lg bg-success-soft px-3 py-2 text-fg outline-none"
        >
          {copy.sent(sentTo)}
        </p>
      )}
      {open ? (
        <form
          onSubmit={(e) => void send(e)}
          noValidate
          aria-label={copy.offer}
          className="space-y-2 rounded-xl border border-border bg-surface p-4"
        >
          <label htmlFor="resume-email" className="block font-semibold text-fg">
            {copy.label}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              id="resume-email"
              type="email"
              autoComplete="email"
              value={address}
              maxLength={255}
              onChange={(e) => {
                setAddress(e.target.value);
                setProblem(null);
              }}
              aria-invalid={problem !== null}
              aria-describedby={problem ? "resume-problem resume-hint" : "resume-hint"}
              disabled={sending}
              className="h-10 min-w-0 flex-[1_1_14rem] rounded-lg border border-border bg-surface px-3 text-fg placeholder:text-fg-muted focus-visible:border-primary"
              placeholder="you@company.com"
            />
            <Button type="submit" disabled={sending}>
              {sending ? copy.sending : copy.send}
            </Button>
            <Button variant="ghost" onClick={cancel} disabled={sending}>
              {copy.cancel}
            </Button>
          </div>
          {problem && (
            <p id="resume-problem" role="alert" className="font-medium text-danger">
              {problem}
            </p>
          )}
          <p id="resume-hint" className="text-xs text-fg-muted">
            {copy.hint}
          </p>
        </form>
      ) : (
        <button
          ref={offerButton}
          type="button"
          onClick={start}
          className="inline-flex min-h-6 items-center gap-1.5 font-semibold text-primary underline underline-offset-2 hover:text-primary-hover"
        >
          <MailIcon />
          {copy.offer}
        </button>
      )}
    </div>
  );
}

function MailIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <rect x="2.5" y="4.5" width="15" height="11" rx="2" />
      <path d="m3 5.5 7 5.5 7-5.5" strokeLinejoin="round" />
    </svg>
  );
}

const noticeText: Record<ResumeOutcome, string> = {
  opened: copy.opened,
  kept: copy.kept,
  expired: copy.expired,
  gone: copy.gone,
  invalid: copy.invalid,
  failed: copy.openFailed,
};

/** What became of the emailed link this page was opened with. */
export function ResumeNotice({ outcome }: { outcome: ResumeOutcome }) {
  const ok = outcome === "opened" || outcome === "kept";
  return (
    <p
      role={ok ? "status" : "alert"}
      className={cn(
        "mb-5 rounded-lg px-3 py-2 text-sm",
        ok ? "bg-primary-soft text-fg" : "bg-warning-soft text-fg",
      )}
    >
      {noticeText[outcome]}
    </p>
  );
}
