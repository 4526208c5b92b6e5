import { useTheme } from "../../lib/theme";

export function ThemeToggle() {
  const [theme, toggle] = useTheme();
  const next = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      onClick={toggle}
      // Static pages (no React in the browser) handle it in client/lib/enhance.js.
      data-theme-toggle
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-fg-muted transition hover:bg-surface-muted hover:text-fg"
    >
      {/* Both icons render; CSS picks by theme so the prerendered HTML is right before hydration. */}
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 dark:hidden">
        <path
          fill="currentColor"
          d="M21 14.5A8.5 8.5 0 0 1 9.5 3a.5.5 0 0 0-.6-.6A9.5 9.5 0 1 0 21.6 15.1a.5.5 0 0 0-.6-.6Z"
        />
      </svg>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="hidden size-5 dark:block">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
        />
      </svg>
    </button>
  );
}
