import { PageIntro } from "../components/layout/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/use-cases");

export default function UseCasesPage() {
  return (
    <main id="main" className="flex-1">
      <PageIntro path="/use-cases" />
    </main>
  );
}
