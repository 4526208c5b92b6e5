import { useLocation } from "react-router";
import { ClarityHome } from "../features/clarity/clarity-home";
import { Island, islandPage } from "../islands/island";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/");
export const handle = islandPage;

export default function HomePage() {
  // Every arrival at "/" by a client-side navigation (from the inbox) starts fresh.
  const { key } = useLocation();
  return (
    <main id="main" className="flex-1">
      <Island name="clarity">
        <ClarityHome key={key} />
      </Island>
    </main>
  );
}
