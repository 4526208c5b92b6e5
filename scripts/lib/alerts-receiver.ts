/**
 * bench:alerts' stand-in for Slack and Teams: one local receiver, a path per channel, that notes
 * when each webhook arrives and what it carried.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type Arrival, clock, leadIdIn } from "./alerts-run.ts";

export interface Receiver {
  /** Its origin; the channels post to `${url}/slack` and `${url}/teams`. */
  url: string;
  close: () => Promise<unknown>;
}

/** Listens on loopback; each POST to /slack or /teams becomes an arrival, anything else a problem. */
export async function startReceiver(arrivals: Arrival[], problems: string[]): Promise<Receiver> {
  const receiver = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => {
      body += c;
    });
    req.on("end", () => {
      const at = clock();
      const channel = req.url === "/slack" ? "slack" : req.url === "/teams" ? "teams" : null;
      if (req.method !== "POST" || !channel) problems.push(`receiver: ${req.method} ${req.url}`);
      else arrivals.push({ channel, leadId: leadIdIn(body), at, body });
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
    close: () => {
      receiver.closeAllConnections();
      return new Promise((resolve) => receiver.close(resolve));
    },
  };
}
