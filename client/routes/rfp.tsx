import { rfp } from "../../content/pages/documents";
import { DocumentPage } from "../features/documents/document-page";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/rfp";

export const meta = () => pageMeta("/rfp");

export const loader = () => rfp;

export default function RfpPage({ loaderData }: Route.ComponentProps) {
  return <DocumentPage path="/rfp" document={loaderData} />;
}
