import { PageIntro } from "../components/layout/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/trust");

export default function TrustPage() {
  return (
    <main id="main" className="flex-1">
      <PageIntro path="/trust" />
    </main>
  );
}
