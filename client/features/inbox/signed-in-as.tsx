import { useState } from "react";
import { Button } from "../../components/ui/button";
import { toast } from "../../lib/toast";
import { signOut } from "./inbox-api";
import type { SessionState } from "./use-inbox-session";

/**
 * Who is signed in, and the way out: the token session ends on the server; a person of
 * Cloudflare Access signs out at Access (`/cdn-cgi/access/logout`).
 */
export function SignedInAs({
  state,
  onSignedOut,
}: {
  state: SessionState;
  onSignedOut: () => void;
}) {
  if (state.phase !== "signedIn") return null;
  const { actor } = state.session;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <p className="min-w-0 text-fg-muted wrap-anywhere">
        Signed in as <strong className="font-semibold text-fg">{actor.name}</strong>
        {actor.via === "access" && <span className="sr-only"> through Cloudflare Access</span>}
      </p>
      {actor.via === "token" ? (
        <SignOutButton onSignedOut={onSignedOut} />
      ) : (
        <a
          href="/cdn-cgi/access/logout"
          className="inline-flex min-h-8 items-center rounded-md px-2 font-medium text-primary hover:underline"
        >
          Sign out
        </a>
      )}
    </div>
  );
}

function SignOutButton({ onSignedOut }: { onSignedOut: () => void }) {
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    try {
      await signOut();
      onSignedOut();
    } catch (error) {
      console.error("Sign-out failed:", error);
      toast.error("Couldn't sign out", { description: "Please try again." });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="ghost" size="sm" onClick={leave} disabled={busy}>
      Sign out
    </Button>
  );
}
