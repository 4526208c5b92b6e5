import { type ReactNode, useState } from "react";

export const inputClass =
  "h-10 w-full rounded-lg border border-border bg-surface px-3 text-sm text-fg placeholder:text-fg-muted aria-[invalid=true]:border-danger";

/**
 * Marks the dialog's first field with the HTML `autofocus` attribute, which `showModal()` honours.
 * React's `autoFocus` focuses on mount instead, while the dialog is not yet open, so it is lost.
 */
export function focusFirst(el: HTMLInputElement | HTMLSelectElement | null): void {
  if (!el) return;
  el.setAttribute("autofocus", "");
  // A form that mounts into an already open dialog (its code was still loading) focuses itself.
  if (el.closest("dialog")?.open) el.focus();
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
export function fieldErrors(issues: Issues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

type Issues = readonly { path: PropertyKey[]; message: string }[];

/**
 * The state of a dialog form: its text values, the errors of the last failed check, and `control`,
 * the props that wire a control to both (id `${prefix}-${name}`, value, onChange, ARIA, style).
 */
export function useFormFields<K extends string>(prefix: string, initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const control = (name: K) => ({
    id: `${prefix}-${name}`,
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby": errors[name] ? `${prefix}-${name}-error` : undefined,
    value: values[name],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
    className: inputClass,
  });
  const showErrors = (issues: Issues) => setErrors(fieldErrors(issues));
  return { values, errors, control, showErrors };
}
