import {
  parseJsonEventStream,
  readUIMessageStream,
  type UIMessageChunk,
  uiMessageChunkSchema,
} from "ai";

/** The chunks of a UI message stream response, parsed and validated by the AI SDK's own reader. */
export async function uiChunks(res: Response): Promise<UIMessageChunk[]> {
  if (!res.body) throw new Error(`no body (status ${res.status})`);
  const chunks: UIMessageChunk[] = [];
  const parsed = parseJsonEventStream({ stream: res.body, schema: uiMessageChunkSchema });
  const reader = parsed.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    if (!read.value.success) throw read.value.error;
    chunks.push(read.value.value);
  }
  return chunks;
}

/** The assistant's text in a UI message stream response, as `useChat` would assemble it. */
export async function streamedText(res: Response): Promise<string> {
  const chunks = await uiChunks(res);
  const stream = new ReadableStream<UIMessageChunk>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  let text = "";
  for await (const message of readUIMessageStream({ stream })) {
    text = message.parts.flatMap((p) => (p.type === "text" ? [p.text] : [])).join("");
  }
  return text;
}
