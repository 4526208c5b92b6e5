/**
 * The cross-engine flows (README "Testing: which engines run what"): the site's four core flows,
 * plus a dialog's rendered height, the assistant acting on a relative date, the chat's streamed
 * reply, /try without JavaScript and the inbox list. Each runs in Firefox and WebKit, in this
 * order, on one server.
 */
import type { Flow } from "./flow.ts";
import { chatFlows } from "./flows/chat.ts";
import { contactFlows } from "./flows/contact.ts";
import { crmFlows } from "./flows/crm.ts";
import { siteFlows } from "./flows/site.ts";

export const flows: Flow[] = [...chatFlows, ...contactFlows, ...crmFlows, ...siteFlows];
