import { PageIntro } from "../components/layout/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/how");

export default function HowPage() {
  return (
    <main id="main" className="flex-1">
      <PageIntro path="/how" />
    </main>
  );
}
