import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { retryText } from "../clarity/chat-errors";
import { InboxApiError, signIn } from "./inbox-api";

/** The message for a failed sign-in: the API's own for a malformed token, ours otherwise. */
function failureText(error: unknown): string {
  if (!(error instanceof InboxApiError)) return "Couldn't reach the inbox. Check your connection.";
  if (error.status === 401) return "That token is not valid. Check it and try again.";
  if (error.status === 429) return `Too many failed attempts. ${retryText(error.retryAfter ?? 60)}`;
  return error.message;
}

/**
 * The sales token form. Shown by any inbox page whose request was refused (401); `onSignedIn`
 * then loads what the page was asked for.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [token, setToken] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();

  useEffect(() => input.current?.focus(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    setError(null);
    try {
      await signIn(token);
      onSignedIn();
    } catch (failure) {
      if (!(failure instanceof InboxApiError)) console.error("Sign-in failed:", failure);
      setError(failureText(failure));
      setSending(false);
      input.current?.focus();
    }
  };

  return (
    <Card className="mx-auto max-w-md p-5 sm:p-8">
      <h2 className="text-lg font-semibold">Sign in</h2>
      <p className="mt-1 text-sm text-fg-muted">Enter the sales token to see the leads.</p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        <div>
          <label htmlFor="sales-token" className="block text-sm font-semibold">
            Sales token
          </label>
          <input
            ref={input}
            id="sales-token"
            name="token"
            type="password"
            autoComplete="current-password"
            spellCheck={false}
            value={token}
            onChange={(e) => setToken(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="mt-1.5 h-11 w-full min-w-0 rounded-lg border border-border bg-surface px-3 font-mono text-fg focus-visible:border-primary aria-invalid:border-danger"
          />
          {error && (
            <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-danger">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={sending}>
          {sending ? "Signing in..." : "Sign in"}
        </Button>
      </form>
    </Card>
  );
}
