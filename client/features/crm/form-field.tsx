import type { ReactNode } from "react";

export const inputClass =
  "h-10 w-full rounded-lg border border-border bg-surface px-3 text-sm text-fg placeholder:text-fg-muted aria-[invalid=true]:border-danger";

/**
 * Marks the dialog's first field with the HTML `autofocus` attribute, which `showModal()` honours.
 * React's `autoFocus` focuses on mount instead, while the dialog is not yet open, so it is lost.
 */
export function focusFirst(el: HTMLInputElement | HTMLSelectElement | null): void {
  el?.setAttribute("autofocus", "");
}

/** A labelled form control with its inline error. */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** Field errors from a zod result: the first message per top-level field. */
export function fieldErrors(
  issues: readonly { path: PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}
