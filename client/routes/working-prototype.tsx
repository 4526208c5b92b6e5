import { PageIntro } from "../components/layout/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/working-prototype");

export default function WorkingPrototypePage() {
  return (
    <main id="main" className="flex-1">
      <PageIntro path="/working-prototype" />
    </main>
  );
}
