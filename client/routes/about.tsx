import { PageIntro } from "../components/layout/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/about");

export default function AboutPage() {
  return (
    <main id="main" className="flex-1">
      <PageIntro path="/about" />
    </main>
  );
}
