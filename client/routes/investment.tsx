import { PageIntro } from "../components/layout/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/investment");

export default function InvestmentPage() {
  return (
    <main id="main" className="flex-1">
      <PageIntro path="/investment" />
    </main>
  );
}
