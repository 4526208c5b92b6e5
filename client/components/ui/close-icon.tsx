/**
 * The × of a button that closes or removes something, in the text's colour. The button carries
 * the label; the icon is hidden from assistive technology.
 */
export function CloseIcon({
  className = "size-4",
  strokeWidth = 2,
}: {
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <path
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        d="M6 6l12 12M18 6 6 18"
      />
    </svg>
  );
}
