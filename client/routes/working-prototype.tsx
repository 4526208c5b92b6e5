import { CrmDashboard } from "../features/crm/crm-dashboard";
import { Island, islandPage } from "../islands/island";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/working-prototype");
export const handle = islandPage;

export default function WorkingPrototypePage() {
  return (
    <main id="main" className="flex-1">
      <Island name="crm">
        <CrmDashboard />
      </Island>
    </main>
  );
}
