import { clarityPage } from "../../content/pages/clarity";
import { DemoConversation, DependencyPanel } from "../features/content/clarity-demo";
import { ContentPage } from "../features/content/content-page";
import { Tabs } from "../features/content/tabs";
import { pageMeta } from "../lib/meta";
import { staticPage } from "../lib/static-page";
import type { Route } from "./+types/clarity";

// Prerendered as plain HTML: no JavaScript bundle (docs/decisions/005).
export const handle = staticPage;

export const meta = () => pageMeta("/clarity");

export const loader = () => clarityPage;

export default function ClarityPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage path="/clarity" page={loaderData}>
      <div className="container-page pt-10">
        <Tabs
          label="Clarity views"
          tabs={[
            { title: "Overview", content: <DemoConversation /> },
            { title: "Visualize", content: <DependencyPanel /> },
          ]}
        />
      </div>
    </ContentPage>
  );
}
