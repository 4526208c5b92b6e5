import { PageIntro } from "../components/layout/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/why");

export default function WhyPage() {
  return (
    <main id="main" className="flex-1">
      <PageIntro path="/why" />
    </main>
  );
}
