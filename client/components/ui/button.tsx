import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-55";
const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary text-primary-fg hover:bg-primary-hover",
  secondary: "border border-border bg-surface text-fg hover:bg-surface-muted",
  ghost: "text-fg-muted hover:bg-surface-muted hover:text-fg",
  danger: "bg-danger text-white hover:opacity-90 dark:text-bg",
};
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-8 px-3 py-1 text-sm",
  md: "min-h-10 px-4 py-2 text-sm",
  lg: "min-h-12 px-6 py-2.5 text-base",
};

/** Class names of a button, for elements that must look like one. */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md") {
  return cn(base, variants[variant], sizes[size]);
}

type Style = { variant?: ButtonVariant; size?: ButtonSize };

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & Style) {
  return <button type={type} className={cn(buttonClass(variant, size), className)} {...props} />;
}

/**
 * A link to another page of the site, styled as a button. A plain link: every page is prerendered
 * HTML, and the pages that hydrate do so as islands without a client router (docs/decisions/019).
 */
export function ButtonLink({
  variant,
  size,
  className,
  to,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & Style & { to: string }) {
  return <a href={to} className={cn(buttonClass(variant, size), className)} {...props} />;
}

/** An external link styled as a button; opens in a new tab. */
export function ExternalButtonLink({
  variant,
  size,
  className,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & Style) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonClass(variant, size), className)}
      {...props}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
