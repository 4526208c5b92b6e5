import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { MAX_PERSON_CHARS } from "#contracts/inbox-people";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { retryText } from "../clarity/chat-errors";
import { InboxApiError, isAccessRefusal, signIn } from "./inbox-api";
import type { SessionState } from "./use-inbox-session";

/** The message for a failed sign-in: the API's own for a malformed entry, ours otherwise. */
function failureText(error: unknown): string {
  if (!(error instanceof InboxApiError)) return "Couldn't reach the inbox. Check your connection.";
  if (error.status === 401) return "That token is not valid. Check it and try again.";
  if (error.status === 429) return `Too many failed attempts. ${retryText(error.retryAfter ?? 60)}`;
  return error.message;
}

const field =
  "mt-1.5 h-11 w-full min-w-0 rounded-lg border border-border bg-surface px-3 text-fg focus-visible:border-primary aria-invalid:border-danger";

/**
 * Shown by any inbox page whose request was refused: the token form, which asks for the person's
 * name too (recorded with each of their actions), or, behind Cloudflare Access, why Access
 * refused. `onSignedIn` then loads what the page was asked for.
 */
export function SignInForm({
  onSignedIn,
  session,
}: {
  onSignedIn: () => void;
  session?: SessionState;
}) {
  if (session?.phase === "refused" && isAccessRefusal(session.error))
    return <AccessRefused message={session.error?.message ?? ""} />;
  return <TokenForm onSignedIn={onSignedIn} />;
}

function AccessRefused({ message }: { message: string }) {
  return (
    <Card className="mx-auto max-w-md p-5 sm:p-8">
      <h2 className="text-lg font-semibold">Signed out of Cloudflare Access</h2>
      <p role="alert" className="mt-2 text-sm">
        {message}
      </p>
      <p className="mt-2 text-sm text-fg-muted">
        Reload the page to sign in again through your team's Access login.
      </p>
      <Button className="mt-6 w-full" size="lg" onClick={() => location.reload()}>
        Reload
      </Button>
    </Card>
  );
}

function TokenForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [name, setName] = useState("");
  const [token, setToken] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ text: string; field: "name" | "token" } | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const tokenInput = useRef<HTMLInputElement>(null);
  const errorId = useId();

  useEffect(() => nameInput.current?.focus(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setError({ text: "Enter your name.", field: "name" });
      return nameInput.current?.focus();
    }
    setSending(true);
    setError(null);
    try {
      await signIn(token, name.trim());
      onSignedIn();
    } catch (failure) {
      if (!(failure instanceof InboxApiError)) console.error("Sign-in failed:", failure);
      const onName =
        failure instanceof InboxApiError && failure.status === 400 && /name/i.test(failure.message);
      setError({ text: failureText(failure), field: onName ? "name" : "token" });
      setSending(false);
      (onName ? nameInput : tokenInput).current?.focus();
    }
  };

  const invalid = (f: "name" | "token") =>
    error?.field === f ? { "aria-invalid": true, "aria-describedby": errorId } : {};
  const message = (f: "name" | "token") =>
    error?.field === f && (
      <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-danger">
        {error.text}
      </p>
    );

  return (
    <Card className="mx-auto max-w-md p-5 sm:p-8">
      <h2 className="text-lg font-semibold">Sign in</h2>
      <p className="mt-1 text-sm text-fg-muted">
        Your name goes with everything you do in the inbox.
      </p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        <div>
          <label htmlFor="sales-name" className="block text-sm font-semibold">
            Your name
          </label>
          <input
            ref={nameInput}
            id="sales-name"
            name="name"
            autoComplete="name"
            maxLength={MAX_PERSON_CHARS}
            value={name}
            onChange={(e) => setName(e.target.value)}
            className={field}
            {...invalid("name")}
          />
          {message("name")}
        </div>
        <div>
          <label htmlFor="sales-token" className="block text-sm font-semibold">
            Sales token
          </label>
          <input
            ref={tokenInput}
            id="sales-token"
            name="token"
            type="password"
            autoComplete="current-password"
            spellCheck={false}
            value={token}
            onChange={(e) => setToken(e.target.value)}
            className={`${field} font-mono`}
            {...invalid("token")}
          />
          {message("token")}
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={sending}>
          {sending ? "Signing in..." : "Sign in"}
        </Button>
      </form>
    </Card>
  );
}
