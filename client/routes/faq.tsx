import { faq, faqItems } from "../../content/pages/faq";
import { ContentPage } from "../features/content/content-page";
import { pageMeta } from "../lib/meta";
import { staticPage } from "../lib/static-page";
import type { Route } from "./+types/faq";

// Prerendered as plain HTML: no JavaScript bundle (docs/decisions/005).
export const handle = staticPage;

export const meta = () =>
  pageMeta("/faq", [
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: faqItems.map((f) => ({
          "@type": "Question",
          name: f.question,
          acceptedAnswer: { "@type": "Answer", text: f.answer },
        })),
      },
    },
  ]);

export const loader = () => faq;

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage path="/faq" page={loaderData} />;
}
