import { PageIntro } from "../components/layout/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/ai-readable");

export default function AiReadablePage() {
  return (
    <main id="main" className="flex-1">
      <PageIntro path="/ai-readable" />
    </main>
  );
}
