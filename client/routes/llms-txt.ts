import { llmsTxt } from "../../content/plain-text";

/** /llms.txt, generated from the content at build time. */
export function loader() {
  return new Response(llmsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
