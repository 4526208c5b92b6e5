import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-modules";

const html =
  '<head><link rel="modulepreload" href="/assets/entry.js"/><link rel="preload" as="image" href="/logo.svg"/>' +
  '<link rel="modulepreload" href="/assets/route.js"/></head><body><script>if (a < b) go();</script></body>';

async function throughTransform(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(lowPriorityModulePreloads())).text();
}

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low and leaves everything else as it was", async () => {
    const out = await throughTransform([html]);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out.replaceAll(' fetchpriority="low"', "")).toBe(html);
  });

  it("matches tags split across chunks at any byte", async () => {
    const expected = await throughTransform([html]);
    for (let at = 1; at < html.length; at++) {
      expect(await throughTransform([html.slice(0, at), html.slice(at)])).toBe(expected);
    }
  });

  it("keeps multi-byte characters split across chunks intact", async () => {
    const bytes = new TextEncoder().encode("<p>Clarity — café</p>");
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 14));
        controller.enqueue(bytes.slice(14));
        controller.close();
      },
    });
    expect(await new Response(source.pipeThrough(lowPriorityModulePreloads())).text()).toBe(
      "<p>Clarity — café</p>",
    );
  });
});
