const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The bodies of a page's inline scripts that run (JSON and JSON-LD data blocks left out). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(inlineScript)]
    .filter(([, attrs]) => !/type="application\/(ld\+)?json"/.test(attrs ?? ""))
    .map(([, , body]) => body ?? "");
}
