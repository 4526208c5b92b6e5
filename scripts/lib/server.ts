/**
 * The production build under wrangler dev, for scripts: start it on a port (scripts/start.mjs),
 * wait until it answers, stop it, find the socket of the workerd behind wrangler's proxy.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";

/** A TCP port free on loopback right now (the OS picks it), so parallel runs never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  /** The process group of start.mjs, wrangler and workerd. */
  pid: number;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

export async function startServer(options: {
  port: number;
  persistDir: string;
  fresh?: boolean;
  env?: Record<string, string>;
  /** Every rate limit this many times higher, for a long session played faster than a person types. */
  rateLimitFactor?: number;
  /**
   * Every chunk the server writes (wrangler's log) as it arrives, with its stream, for scripts
   * that watch it (bench:alerts times the simulated send_email binding by its log line). Without
   * it, stdout is ignored as before.
   */
  onOutput?: (chunk: string, stream: "stdout" | "stderr") => void;
}): Promise<RunningServer> {
  if (!existsSync(`${process.env.BUILD_DIR ?? "build"}/server/wrangler.json`)) {
    throw new Error("No build: run `npm run build` first.");
  }
  if (options.fresh) rmSync(options.persistDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      OPENAI_API_KEY: "",
      ...options.env,
      ...(options.rateLimitFactor ? { RATE_LIMIT_FACTOR: String(options.rateLimitFactor) } : {}),
      PORT: String(options.port),
      PERSIST_DIR: options.persistDir,
    },
    stdio: ["ignore", options.onOutput ? "pipe" : "ignore", "pipe"],
    detached: true,
  });
  const { onOutput } = options;
  if (onOutput) {
    child.stdout?.setEncoding("utf8").on("data", (d: string) => onOutput(d, "stdout"));
    child.stderr?.setEncoding("utf8").on("data", (d: string) => onOutput(d, "stderr"));
  }
  const url = `http://127.0.0.1:${options.port}`;
  await untilHealthy(child, url, `server on ${options.port}`);
  return {
    url,
    pid: child.pid!,
    stop: (signal = "SIGTERM") => stopGroup(child, signal),
  };
}

/** Waits until `url` answers /api/health; fails with the child's last output if it never does. */
export async function untilHealthy(child: ChildProcess, url: string, name: string): Promise<void> {
  let stderr = "";
  child.stderr?.on("data", (d) => {
    stderr += d;
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`${name} did not start:\n${stderr.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Stops a detached child with its whole process group (wrangler and workerd). */
export function stopGroup(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    process.kill(-child.pid!, signal);
  });
}

/**
 * The address of the workerd that runs the Worker, behind wrangler dev's proxy: among the ports
 * the server's processes listen on (ss), the one other than the public port that answers
 * /api/health as the Worker does.
 */
export async function workerdSocket(server: RunningServer): Promise<string> {
  const group = (pid: string) => {
    try {
      return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[2];
    } catch {
      return undefined;
    }
  };
  const ports = execFileSync("ss", ["-ltnpH"], { encoding: "utf8" })
    .split("\n")
    .filter((line) =>
      [...line.matchAll(/pid=(\d+)/g)].some((m) => group(m[1]!) === String(server.pid)),
    )
    .map((line) => /127\.0\.0\.1:(\d+)/.exec(line)?.[1])
    .filter((port): port is string => !!port && !server.url.endsWith(`:${port}`));
  for (const port of ports) {
    const url = `http://127.0.0.1:${port}`;
    const health = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.json() as Promise<{ status?: string }>)
      .catch(() => null);
    if (health?.status === "ok") return url;
  }
  throw new Error(`no workerd socket answers /api/health among ports ${ports.join(", ")}`);
}
