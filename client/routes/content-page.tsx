import { data, type MetaDescriptor } from "react-router";
import {
  clarityDemo,
  contentPages,
  isContentPath,
  isDocumentPath,
  sampleDocuments,
} from "../../content/page-copy";
import { faqItems } from "../../content/pages/faq";
import { siteText } from "../../content/plain-text";
import { ClarityDemoTabs } from "../features/content/clarity-demo";
import { ContentPage } from "../features/content/content-page";
import { SiteTextView } from "../features/content/site-text-view";
import { DocumentPage } from "../features/documents/document-page";
import { pageMeta } from "../lib/meta";
import { staticPage } from "../lib/static-page";
import type { Route } from "./+types/content-page";

/**
 * Every page of the site map without a module of its own (`client/routes.ts`): its copy, sample
 * document or plain text comes from `content/` as (prerendered) loader data, so none of it is in
 * the page's JavaScript. Prerendered as plain HTML with no bundle (docs/decisions/005).
 */
export const handle = staticPage;

const faqJsonLd: MetaDescriptor = {
  "script:ld+json": {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqItems.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  },
};

export function loader({ pattern }: Route.LoaderArgs) {
  // The matched route's path ("who"): which page of the site map this is, whatever the URL.
  const path = `/${pattern.replace(/^\//, "")}`;
  if (path === "/ai-readable") return { view: "text", path, chapters: siteText() } as const;
  if (isDocumentPath(path)) {
    return { view: "document", path, document: sampleDocuments[path] } as const;
  }
  if (!isContentPath(path)) throw data(null, { status: 404 });
  return {
    view: "content",
    path,
    page: contentPages[path],
    demo: path === "/clarity" ? clarityDemo : undefined,
    meta: path === "/faq" ? [faqJsonLd] : [],
  } as const;
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta(loaderData.path, loaderData.view === "content" ? [...loaderData.meta] : [])
    : [];

export default function ContentRoute({ loaderData: d }: Route.ComponentProps) {
  if (d.view === "text") return <SiteTextView chapters={d.chapters} />;
  if (d.view === "document") return <DocumentPage path={d.path} document={d.document} />;
  return (
    <ContentPage path={d.path} page={d.page}>
      {d.demo && <ClarityDemoTabs demo={d.demo} />}
    </ContentPage>
  );
}
