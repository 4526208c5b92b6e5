import { PageIntro } from "../components/layout/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/what-changed");

export default function WhatChangedPage() {
  return (
    <main id="main" className="flex-1">
      <PageIntro path="/what-changed" />
    </main>
  );
}
