import { PageIntro } from "../components/layout/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/clarity");

export default function ClarityPage() {
  return (
    <main id="main" className="flex-1">
      <PageIntro path="/clarity" />
    </main>
  );
}
