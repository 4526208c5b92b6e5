import { PageIntro } from "../components/layout/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/who");

export default function WhoPage() {
  return (
    <main id="main" className="flex-1">
      <PageIntro path="/who" />
    </main>
  );
}
