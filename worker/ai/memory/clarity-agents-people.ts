/**
 * "Agents" named by their trade are people, not AI: "the leasing agents", "our sales agents",
 * "estate agents", "customer service agents", "12 travel agents". Only "agents" said bare or as
 * software ("AI agents", "an agent that answers the phone") is an AI project's word; the trade
 * word before people called agents is their team ("the leasing agents": leasing).
 */

/** The trade words that make "agents" people (one word before it, or "customer service"). */
export const AGENT_TRADES = String.raw`(?:leasing|letting|lettings|rental|sales|support|service|customer service|customer care|estate|real estate|property|travel|insurance|booking|bookings|reservations?|ticketing|shipping|freight|customs|forwarding|claims|collections?|field|call[- ]cent(?:re|er)|contact[- ]cent(?:re|er)|helpdesk|help desk|care|patient|member|membership|guest|client|customer|recruitment|talent|human|live|shipping|port|border|land|leasing office|letting office|branch|frontline|front-line|inbound|outbound)`;

/** "agents" after a trade word: people, never the AI kind. */
export const PEOPLE_AGENTS = new RegExp(String.raw`\b(${AGENT_TRADES})\s+agents?\b`, "gi");

/**
 * Agents counted or owned are people too: "45 agents in the support team", "our agents", "a team
 * of 12 agents" — software is named by its kind ("45 AI agents" keeps "AI" before the word).
 */
const COUNTED = String.raw`(?:\d[\d,]*\+?|\b(?:our|my|their|your|his|her))`;

/** The AI kind's word "agents", not after a trade word ("AI agents", "an agent that replies"). */
export const AI_AGENTS = new RegExp(
  // The look back runs only where "agents" is found, not at every place in the text.
  String.raw`\bagents?\b(?<!\b${AGENT_TRADES}\s+agents?)(?<!${COUNTED}\s+agents)`,
  "i",
);

/** Trade words that are already a team the house names (support, service): its label reads them. */
const HOUSE_NAMED =
  /^(?:sales|support|service|customer service|customer care|call[- ]cent(?:re|er)|contact[- ]cent(?:re|er)|helpdesk|help desk|field|human|live|inbound|outbound|client|customer|guest|member|patient|care|frontline|front-line|branch)$/i;

/** The teams of people called agents by their trade, in the prospect's word ("leasing"). */
export function agentTeams(text: string): string[] {
  if (!/agent/i.test(text)) return [];
  const teams: string[] = [];
  for (const m of text.matchAll(PEOPLE_AGENTS)) {
    const trade = m[1]!.toLowerCase();
    if (!HOUSE_NAMED.test(trade) && !teams.includes(trade)) teams.push(trade);
  }
  return teams;
}
