import { cn } from "../../lib/cn";

/** An indeterminate spinner with an accessible label. */
export function Spinner({ label = "Loading", className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center", className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-[spin_2s_linear_infinite]"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
