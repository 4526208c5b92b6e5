import type { OutboundConfig } from "../config";
import { postJson } from "./post-json";
import { type DeliveryResult, notConfigured } from "./result";

/** One message (Slack's Block Kit, or Teams' Adaptive Card) to its incoming webhook. */
export function postToChat(
  channel: "slack" | "teams",
  message: unknown,
  config: OutboundConfig,
  now: number,
): Promise<DeliveryResult> {
  const url = config.alerts[channel];
  if (!url)
    return Promise.resolve(
      notConfigured(channel === "slack" ? "SLACK_WEBHOOK_URL" : "TEAMS_WEBHOOK_URL"),
    );
  const body = JSON.stringify(message);
  return postJson(url, body, { "user-agent": "Clarity-Lead-Alerts/1" }, now);
}
