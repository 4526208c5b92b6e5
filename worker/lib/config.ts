import { site } from "../../content/site";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
export const isLocal = (url: string) => LOCAL_HOSTS.has(new URL(url).hostname);

/**
 * Whether a request is addressed to this site: its own domain (`content/site.ts`), a workers.dev
 * preview, or a local run. Another `Host` is a client's mistake (421), not a configuration problem.
 */
export function isSiteHost(url: string): boolean {
  const host = new URL(url).hostname;
  return (
    LOCAL_HOSTS.has(host) ||
    host === new URL(site.url).hostname ||
    host.endsWith(`.${new URL(site.url).hostname}`) ||
    host.endsWith(".workers.dev")
  );
}
