/**
 * An HTTP/2 (TLS) front for the local production server, for `npm run audit`. In production
 * Cloudflare's edge serves the site over HTTP/2 and HTTP/3; the local workerd speaks HTTP/1.1.
 * Lighthouse's simulation models the connections it observed, so an HTTP/1.1 origin is scored as
 * six TCP connections with a handshake each, a setup the site never has (docs/decisions/008).
 * Bytes pass through unchanged (compression, headers); the certificate is made for this run and
 * Chromium trusts only it (`chromeFlags`).
 */
import { execFileSync } from "node:child_process";
import { createHash, createPublicKey } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "host"]);

export interface Http2Front {
  url: string;
  /** Flags that make Chromium trust this run's certificate and nothing else. */
  chromeFlags: string[];
  close: () => Promise<void>;
}

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "clarity-h2-"));
  try {
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
        ...["-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"],
        ...["-addext", "subjectAltName=IP:127.0.0.1"],
        ...["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")],
      ],
      { stdio: "ignore" },
    );
    return {
      key: readFileSync(join(dir, "key.pem")),
      cert: readFileSync(join(dir, "cert.pem")),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startHttp2Front(origin: string): Promise<Http2Front> {
  const target = new URL(origin);
  const { key, cert } = selfSignedCertificate();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key, cert });
  server.on("request", (req, res) => {
    const headers: http.OutgoingHttpHeaders = { host: target.host };
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(":") && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    const upstream = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (up) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(up.headers)) {
          if (!HOP_BY_HOP.has(name)) out[name] = value;
        }
        res.writeHead(up.statusCode ?? 502, out);
        up.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const spki = createPublicKey(cert).export({ type: "spki", format: "der" });
  const spkiHash = createHash("sha256").update(spki).digest("base64");
  return {
    url: `https://127.0.0.1:${port}`,
    chromeFlags: [`--ignore-certificate-errors-spki-list=${spkiHash}`],
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
