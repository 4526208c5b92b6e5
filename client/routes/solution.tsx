import { PageIntro } from "../components/layout/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/solution");

export default function SolutionPage() {
  return (
    <main id="main" className="flex-1">
      <PageIntro path="/solution" />
    </main>
  );
}
