import { spec } from "../../content/pages/documents";
import { DocumentPage } from "../features/documents/document-page";
import { pageMeta } from "../lib/meta";
import { staticPage } from "../lib/static-page";
import type { Route } from "./+types/spec-document";

// Prerendered as plain HTML: no JavaScript bundle (docs/decisions/005).
export const handle = staticPage;

export const meta = () => pageMeta("/spec-document");

export const loader = () => spec;

export default function SpecDocumentPage({ loaderData }: Route.ComponentProps) {
  return <DocumentPage path="/spec-document" document={loaderData} />;
}
