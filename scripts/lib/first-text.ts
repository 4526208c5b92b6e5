/**
 * bench:chat's clients: the time to the first streamed words of an OpenAI chat stream or an AI SDK
 * UI message stream, and the server-sent-event reader they share.
 */

/** Reads a server-sent-event stream; `onData` gets each event's data until it returns true. */
export async function readEvents(
  res: Response,
  onData: (data: string) => boolean | undefined,
): Promise<void> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      for (const line of event.split("\n")) {
        if (line.startsWith("data: ") && onData(line.slice(6))) {
          await reader.cancel();
          return;
        }
      }
      end = buffer.indexOf("\n\n");
    }
  }
}

/** A measured request: started and first text, on this process's `performance.now()`. */
export interface Timing {
  started: number;
  firstText: number;
}

/** Time until the first chunk with words of an OpenAI chat stream (the upstream's own format). */
export async function openAIFirstText(endpoint: string): Promise<Timing> {
  const started = performance.now();
  const res = await fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer sk-bench" },
    body: JSON.stringify({
      model: "m",
      stream: true,
      messages: [{ role: "user", content: "We need a new CRM for 40 sales reps" }],
    }),
  });
  if (!res.ok || !res.body) throw new Error(`upstream: ${res.status} ${await res.text()}`);
  let elapsed = 0;
  await readEvents(res, (data) => {
    if (data === "[DONE]") return true;
    const content = JSON.parse(data).choices?.[0]?.delta?.content;
    if (content && !elapsed) elapsed = performance.now() - started;
    return false;
  });
  if (!elapsed) throw new Error("upstream: no text");
  return { started, firstText: started + elapsed };
}

/** Time until the first `text-delta` of a UI message stream (the bare Worker's /sdk). */
export async function uiStreamFirstText(endpoint: string): Promise<Timing> {
  const started = performance.now();
  const res = await fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ text: "We need a new CRM for 40 sales reps" }),
  });
  if (!res.ok || !res.body) throw new Error(`floor: ${res.status} ${await res.text()}`);
  let elapsed = 0;
  await readEvents(res, (data) => {
    const event = JSON.parse(data) as { type: string; delta?: string };
    if (event.type === "text-delta" && event.delta) elapsed = performance.now() - started;
    return elapsed > 0;
  });
  if (!elapsed) throw new Error("floor: no text");
  return { started, firstText: started + elapsed };
}
