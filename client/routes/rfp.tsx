import { PageIntro } from "../components/layout/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/rfp");

export default function RfpPage() {
  return (
    <main id="main" className="flex-1">
      <PageIntro path="/rfp" />
    </main>
  );
}
