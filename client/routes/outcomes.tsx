import { PageIntro } from "../components/layout/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/outcomes");

export default function OutcomesPage() {
  return (
    <main id="main" className="flex-1">
      <PageIntro path="/outcomes" />
    </main>
  );
}
