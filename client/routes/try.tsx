import { useActionData } from "react-router";
import { contactCopy } from "../../content/contact";
import { PageIntro } from "../components/layout/page-intro";
import { ContactPage } from "../features/contact/contact-page";
import { sendPlainForm } from "../features/contact/plain-form.server";
import { Island, islandPage } from "../islands/island";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/try";

export const meta = () => pageMeta("/try");
export const handle = islandPage;

/** The form posted without JavaScript (docs/decisions/017). */
export const action = ({ context }: Route.ActionArgs) => sendPlainForm(context);

export default function TryPage() {
  const plain = useActionData<typeof action>();
  return (
    <main id="main" className="flex-1">
      <PageIntro path="/try" lead={contactCopy.intro} />
      <Island name="contact" props={{ plain }}>
        <ContactPage plain={plain} />
      </Island>
    </main>
  );
}
