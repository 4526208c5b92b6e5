import { CrmDashboard } from "../features/crm/crm-dashboard";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/working-prototype");

export default function WorkingPrototypePage() {
  return (
    <main id="main" className="flex-1">
      <CrmDashboard />
    </main>
  );
}
