import { PageIntro } from "../components/layout/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/try");

export default function TryPage() {
  return (
    <main id="main" className="flex-1">
      <PageIntro path="/try" />
    </main>
  );
}
