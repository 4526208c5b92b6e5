/**
 * Marks React Router's `<link rel="modulepreload">` tags `fetchpriority="low"` as the HTML streams
 * out (docs/decisions/008-lighter-feature-page-start.md). Every page is complete server-rendered
 * HTML with its CSS inline; the modules only add interactivity, so they should not compete with
 * what paints first. `<Scripts>` has no prop for it, hence a stream transform.
 */
const PRELOAD = '<link rel="modulepreload"';
const LOW = `${PRELOAD} fetchpriority="low"`;

export function markModulePreloadsLow(source: string): string {
  return source.replaceAll(PRELOAD, LOW);
}

/** The same, on a byte stream whose chunks may split a tag anywhere. */
export function lowPriorityModulePreloads(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let carry = "";
  return new TransformStream({
    transform(chunk, controller) {
      const text = carry + decoder.decode(chunk, { stream: true });
      // Hold back an unfinished tag at the end so a split `<link rel=...` is matched next time.
      const open = text.lastIndexOf("<");
      const cut = open >= 0 && !text.includes(">", open) ? open : text.length;
      carry = text.slice(cut);
      const out = markModulePreloadsLow(text.slice(0, cut));
      if (out) controller.enqueue(encoder.encode(out));
    },
    flush(controller) {
      const rest = markModulePreloadsLow(carry + decoder.decode());
      if (rest) controller.enqueue(encoder.encode(rest));
    },
  });
}
