import { useId } from "react";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";

/**
 * Undo for one assistant action. When a later change means undoing no longer fits (the deal was
 * deleted or changed again), it stays in place but is disabled, with a tooltip (on hover after
 * 700 ms, or at once on focus) and an accessible description saying why. aria-disabled
 * rather than `disabled`, so it keeps the focus and the reason can be read.
 */
export function UndoButton({
  onUndo,
  staleBecause,
}: {
  onUndo: () => void;
  staleBecause?: string;
}) {
  const tipId = useId();
  return (
    <span className="group relative inline-flex shrink-0">
      <Button
        size="sm"
        variant="ghost"
        aria-disabled={staleBecause ? true : undefined}
        aria-describedby={staleBecause ? tipId : undefined}
        onClick={staleBecause ? undefined : onUndo}
        className={cn(staleBecause && "cursor-not-allowed opacity-55 hover:bg-transparent")}
      >
        Undo
      </Button>
      {staleBecause && (
        <span
          id={tipId}
          role="tooltip"
          className="pointer-events-none invisible absolute right-0 bottom-full z-10 mb-1.5 w-56 rounded-md bg-fg px-2.5 py-1.5 text-xs font-normal text-bg opacity-0 shadow-lg transition-[opacity,visibility] group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 group-hover:delay-700"
        >
          {staleBecause}
        </span>
      )}
    </span>
  );
}
