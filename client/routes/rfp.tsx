import { rfp } from "../../content/pages/documents";
import { DocumentPage } from "../features/documents/document-page";
import { pageMeta } from "../lib/meta";
import { staticPage } from "../lib/static-page";
import type { Route } from "./+types/rfp";

// Prerendered as plain HTML: no JavaScript bundle (docs/decisions/005).
export const handle = staticPage;

export const meta = () => pageMeta("/rfp");

export const loader = () => rfp;

export default function RfpPage({ loaderData }: Route.ComponentProps) {
  return <DocumentPage path="/rfp" document={loaderData} />;
}
