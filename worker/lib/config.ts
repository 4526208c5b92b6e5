import { site } from "../../content/site";
import { accessSetting } from "./access-jwt";
import type { Bindings } from "./app-env";

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

/**
 * What is wrong with the Worker's configuration for a request to `url`, in words an operator
 * can act on. `/api/health` reports these; the failing request logs them.
 */
export function configProblems(env: Bindings, url: string): string[] {
  const problems: string[] = [];
  if (!env.VISITOR_COOKIE_SECRET && !isLocal(url))
    problems.push("VISITOR_COOKIE_SECRET is not set: visitors cannot be given a cookie");
  if (env.SALES_TOKEN && env.SALES_TOKEN.length < 32)
    problems.push("SALES_TOKEN is shorter than 32 characters: use 32+ random bytes");
  if (accessSetting(env) === "incomplete")
    problems.push(
      "ACCESS_TEAM_DOMAIN and ACCESS_AUD must both be set, the team as an https origin (https://<team>.cloudflareaccess.com): the inbox refuses everyone until they are",
    );
  if (env.LEAD_WEBHOOK_URL && !URL.canParse(env.LEAD_WEBHOOK_URL))
    problems.push("LEAD_WEBHOOK_URL is not a URL: leads cannot be delivered");
  return problems;
}
