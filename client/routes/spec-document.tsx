import { PageIntro } from "../components/layout/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/spec-document");

export default function SpecDocumentPage() {
  return (
    <main id="main" className="flex-1">
      <PageIntro path="/spec-document" />
    </main>
  );
}
