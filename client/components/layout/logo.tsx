/**
 * The Clarity logo: the mark as inline SVG and the name as text, coloured by the theme tokens.
 * Inline rather than `<img src="/logo-*.svg">`: an SVG image is a separate document that the
 * browser builds, lays out and resolves fonts for before it can paint it, inside the page's first
 * paint. (`public/logo-*.svg` stay for the Organization data and anyone who links them.)
 */
export function Logo() {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 32 32" className="h-7 w-7 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" className="fill-primary" />
        <path
          d="M21.5 10.6a8 8 0 1 0 0 10.8"
          fill="none"
          className="stroke-primary-fg"
          strokeWidth="3.2"
          strokeLinecap="round"
        />
        <circle cx="22.4" cy="16" r="2.2" className="fill-[#2bb3aa] dark:fill-[#0b7a75]" />
      </svg>
      <span className="text-lg font-bold tracking-tight text-fg">Clarity</span>
    </span>
  );
}
