import { contactCopy } from "../../content/contact";
import { PageIntro } from "../components/layout/page-intro";
import { ContactPage } from "../features/contact/contact-page";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("/try");

export default function TryPage() {
  return (
    <main id="main" className="flex-1">
      <PageIntro path="/try" lead={contactCopy.intro} />
      <ContactPage />
    </main>
  );
}
