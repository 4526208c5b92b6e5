import { PageIntro } from "../components/layout/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/");

export default function HomePage() {
  return (
    <main id="main" className="flex-1">
      <PageIntro path="/" />
    </main>
  );
}
