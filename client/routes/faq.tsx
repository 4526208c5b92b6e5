import { PageIntro } from "../components/layout/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/faq");

export default function FaqPage() {
  return (
    <main id="main" className="flex-1">
      <PageIntro path="/faq" />
    </main>
  );
}
