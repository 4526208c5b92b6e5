import { useLocation } from "react-router";
import { ClarityHome } from "../features/clarity/clarity-home";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/");

export default function HomePage() {
  // Every arrival at "/" (including the logo on the home page itself) starts fresh.
  const { key } = useLocation();
  return (
    <main id="main" className="flex-1">
      <ClarityHome key={key} />
    </main>
  );
}
