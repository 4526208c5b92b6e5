import type { ClarityDemo } from "../../../content/page-copy";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/cn";
import { Tabs } from "./tabs";

/** A sample scoping conversation with Clarity. */
export function DemoConversation({ conversation }: { conversation: ClarityDemo["conversation"] }) {
  return (
    <figure className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <figcaption className="font-semibold">Sample scoping conversation</figcaption>
      <ol className="mt-4 space-y-3">
        {conversation.map((m, i) => (
          <li key={i} className={cn("flex", m.role === "user" ? "justify-end" : "justify-start")}>
            <p
              className={cn(
                "max-w-[85%] rounded-2xl px-4 py-2 text-sm",
                m.role === "user" ? "bg-primary text-primary-fg" : "bg-surface-muted",
              )}
            >
              <span className="sr-only">{m.role === "user" ? "Visitor: " : "Clarity: "}</span>
              {m.content}
            </p>
          </li>
        ))}
      </ol>
    </figure>
  );
}

/** The hidden dependencies Clarity found in that conversation, rated by risk. */
export function DependencyPanel({
  dependencies,
  assessment,
}: Pick<ClarityDemo, "dependencies" | "assessment">) {
  return (
    <section
      aria-labelledby="deps-title"
      className="rounded-2xl border border-border bg-surface p-5 shadow-sm"
    >
      <h3 id="deps-title" className="font-semibold">
        Hidden dependencies
      </h3>
      <ul className="mt-4 space-y-3">
        {dependencies.map((d) => (
          <li
            key={d.source}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border p-3"
          >
            <span className="text-sm">
              <span className="font-semibold">{d.source}</span> <span aria-hidden="true">→</span>
              <span className="sr-only">depends on</span> {d.targets.join(", ")}
            </span>
            <Badge tone={d.risk === "high" ? "danger" : "warning"}>
              {d.risk === "high" ? "High risk" : "Medium risk"}
            </Badge>
          </li>
        ))}
      </ul>
      <div className="mt-4 rounded-xl bg-primary-soft p-4 text-sm">
        <p className="font-semibold text-primary">Assessment</p>
        <p className="mt-1">{assessment}</p>
      </div>
    </section>
  );
}

/** The /clarity page's two views of the sample: the conversation and its dependencies. */
export function ClarityDemoTabs({ demo }: { demo: ClarityDemo }) {
  return (
    <div className="container-page pt-10">
      <Tabs
        label="Clarity views"
        tabs={[
          { title: "Overview", content: <DemoConversation conversation={demo.conversation} /> },
          { title: "Visualize", content: <DependencyPanel {...demo} /> },
        ]}
      />
    </div>
  );
}
