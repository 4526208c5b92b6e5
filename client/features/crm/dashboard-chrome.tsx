import { prototypeCopy } from "../../../content/prototype";
import { site } from "../../../content/site";
import { siteMap } from "../../../content/site-map";
import { Badge } from "../../components/ui/badge";
import { Button, ButtonLink, ExternalButtonLink } from "../../components/ui/button";
import { intentProps } from "../../lib/intent";

export function DashboardHeader({
  onLaunch,
  onAssistant,
  onIntent,
}: {
  onLaunch: () => void;
  onAssistant: () => void;
  /** The visitor is about to open the assistant: a good moment to fetch its code. */
  onIntent: () => void;
}) {
  const intent = intentProps(onIntent);
  return (
    <div className="space-y-4">
      <a href="/" className="text-sm font-medium text-primary hover:underline">
        <span aria-hidden="true">← </span>
        {prototypeCopy.back}
      </a>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Badge tone="success">{prototypeCopy.badge}</Badge>
          <h1 className="mt-2 text-title font-bold">{siteMap["/working-prototype"].heading}</h1>
          <p className="mt-1 text-fg-muted">{prototypeCopy.subtitle}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onAssistant} {...intent}>
            <span aria-hidden="true">✦</span> AI Assistant
          </Button>
          <Button onClick={onLaunch} {...intent}>
            {prototypeCopy.launch}
          </Button>
        </div>
      </div>
    </div>
  );
}

export function FeaturesPanel() {
  return (
    <section
      aria-labelledby="features-title"
      className="rounded-2xl border border-border bg-surface p-6"
    >
      <h2 id="features-title" className="font-semibold">
        Interactive features
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {prototypeCopy.features.map((f) => (
          <li key={f.title} className="flex gap-3">
            <span aria-hidden="true" className="mt-1 size-2 shrink-0 rounded-full bg-accent" />
            <span>
              <span className="block text-sm font-semibold">{f.title}</span>
              <span className="text-sm text-fg-muted">{f.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-2 border-t border-border pt-5">
        <ExternalButtonLink href={site.calendarUrl}>
          {prototypeCopy.demoWalkthrough}
        </ExternalButtonLink>
        <ButtonLink to="/try" variant="secondary">
          {prototypeCopy.requestFeatures}
        </ButtonLink>
      </div>
    </section>
  );
}
