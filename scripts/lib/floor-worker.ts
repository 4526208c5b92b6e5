/**
 * bench:chat's yardstick (not part of the site): a bare Worker in the same workerd, with no
 * storage, limits or cookie, so the figure of /api/clarity can be read against what the runtime
 * and the AI SDK cost on their own on this machine.
 *   POST /pass  forwards an OpenAI chat request to the upstream and streams its answer back;
 *   POST /sdk   the AI SDK's streamText with the OpenAI provider, answered as a UI message stream
 *               (the envelope /api/clarity uses), for one message.
 */
import { createOpenAI } from "@ai-sdk/openai";
import { streamText } from "ai";

interface Env {
  UPSTREAM: string;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === "/api/health") return Response.json({ status: "ok" });
    if (request.method !== "POST") return new Response("not found", { status: 404 });
    if (pathname === "/pass") {
      const upstream = await fetch(`${env.UPSTREAM}/chat/completions`, {
        method: "POST",
        headers: request.headers,
        body: request.body,
      });
      return new Response(upstream.body, upstream);
    }
    if (pathname === "/sdk") {
      const { text } = (await request.json()) as { text: string };
      const openai = createOpenAI({ apiKey: "sk-bench", baseURL: env.UPSTREAM });
      const result = streamText({
        model: openai.chat("bench"),
        messages: [{ role: "user", content: text }],
      });
      return result.toUIMessageStreamResponse();
    }
    return new Response("not found", { status: 404 });
  },
};
