import { accessSetting } from "../inbox/access-jwt";
import type { Bindings } from "../lib/app-env";
import { isLocal } from "../lib/config";

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
