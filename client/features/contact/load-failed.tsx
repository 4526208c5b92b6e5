import { contactCopy } from "../../../content/contact";
import { Button } from "../../components/ui/button";

const copy = contactCopy.loadFailed;

/** The saved form could not be loaded: say so and offer a retry, rather than an empty form. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <h2 className="text-lg font-semibold">{copy.title}</h2>
      <p className="text-sm text-fg-muted">{copy.body}</p>
      <Button onClick={onRetry}>{copy.retry}</Button>
    </div>
  );
}
