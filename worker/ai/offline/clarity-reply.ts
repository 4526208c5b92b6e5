import { extractFacts, type ScopeFacts } from "./clarity-extract";
import { interview, questions } from "./clarity-interview";
import type { Budget } from "./clarity-quantities";

/**
 * The built-in Clarity interviewer: from the whole conversation, acknowledge what was just
 * learned, flag a hidden dependency when one follows, and ask ONE question for the most important
 * missing item — or, once the essentials are known, give a readiness snapshot and the next step.
 */

const money = (n: number) =>
  n >= 1_000_000
    ? `$${(n / 1_000_000).toFixed(n % 1_000_000 === 0 ? 0 : 1)}M`
    : `$${Math.round(n / 1000)}K`;
const budgetText = (b: Budget) =>
  b.min === b.max ? money(b.max) : `${money(b.min)}–${money(b.max)}`;
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

interface Dependency {
  id: string;
  applies: (f: ScopeFacts) => boolean;
  text: string;
}

const dependencies: Dependency[] = [
  {
    id: "crm-erp",
    applies: (f) =>
      f.projectTypes.includes("CRM") &&
      (f.projectTypes.includes("ERP") ||
        f.integrations.some((i) => /netsuite|sap|dynamics|oracle|quickbooks|xero|sage/i.test(i))),
    text: "**Hidden dependency:** CRM and ERP together mean a customer and order **data sync** — and someone has to own the **customer master**. Teams that skip this end up with two versions of every account.",
  },
  {
    id: "cpq-catalog",
    applies: (f) => f.projectTypes.includes("CPQ"),
    text: "**Hidden dependency:** CPQ is only as good as its **product catalog and pricing rules**. Who owns discount approvals and keeps the catalog clean is usually the real bottleneck, not the tool.",
  },
  {
    id: "erp-commerce",
    applies: (f) =>
      f.projectTypes.includes("ERP") &&
      f.integrations.some((i) => /shopify|magento|e-commerce|edi/i.test(i)),
    text: "**Hidden dependency:** orders and inventory will flow between the ERP and your **sales channels** — the sync frequency and who wins on conflicts decide whether you oversell.",
  },
  {
    id: "ai-data",
    applies: (f) => f.projectTypes.includes("AI adoption"),
    text: "**Hidden dependency:** AI projects stall on **data access and quality** — which systems the AI may read, who approves that, and whether the data is clean enough to trust.",
  },
  {
    id: "spreadsheets",
    applies: (f) => f.integrations.includes("spreadsheets"),
    text: "**Watch out:** spreadsheets usually hide **undocumented business rules**. We surface those in the simulation so they don't surprise you in month three.",
  },
  {
    id: "many-departments",
    applies: (f) => f.departments.length >= 3,
    text: "**Hidden dependency:** with several departments involved, **process ownership across teams** becomes the critical path — each hand-off needs one owner.",
  },
  {
    id: "finance-cutover",
    applies: (f) => f.projectTypes.includes("ERP") && f.departments.includes("finance"),
    text: "**Watch out:** finance on a new ERP means planning the **cut-over around month-end close** and migrating open balances, not just master data.",
  },
];

function acknowledge(before: ScopeFacts, now: ScopeFacts): string[] {
  const lines: string[] = [];
  const newTypes = now.projectTypes.filter((t) => !before.projectTypes.includes(t));
  const newProducts = now.products.filter((p) => !before.products.includes(p));
  if (newTypes.length || newProducts.length) {
    const what = newProducts.length
      ? `${list(newProducts)} (${list(newTypes.length ? newTypes : now.projectTypes)})`
      : list(newTypes);
    lines.push(`Got it — ${/^[AEIOU]/.test(what) ? "an" : "a"} **${what}** project.`);
  }
  const newDrivers = now.drivers.filter((d) => !before.drivers.includes(d));
  if (newDrivers.length)
    lines.push(
      `So the driver is **${list(newDrivers)}** — that gives us something concrete to measure success against.`,
    );
  const newDepartments = now.departments.filter((d) => !before.departments.includes(d));
  if (newDepartments.length)
    lines.push(
      `Noted: **${list(newDepartments)}** ${newDepartments.length > 1 ? "are" : "is"} affected.`,
    );
  const newSystems = now.integrations.filter((i) => !before.integrations.includes(i));
  if (newSystems.length) lines.push(`It will need to work with **${list(newSystems)}**.`);
  if (now.teamSize !== undefined && now.teamSize !== before.teamSize) {
    const n = now.teamSize;
    lines.push(
      n < 2
        ? `A core team of **${n}** is thin — we'd want at least one more person who owns the process.`
        : n > 5
          ? `A team of **${n}** is more than we need: we'd pick the **2–5** people closest to the work for the simulation.`
          : `A core team of **${n}** is right in the 2–5 range that works best.`,
    );
  }
  if (now.timeline && now.timeline !== before.timeline) lines.push(`Target: **${now.timeline}**.`);
  if (
    now.budget &&
    now.budget !== before.budget &&
    JSON.stringify(now.budget) !== JSON.stringify(before.budget)
  ) {
    lines.push(
      now.budget.max >= 250_000
        ? `A budget of **${budgetText(now.budget)}** is within the range we work with.`
        : `A budget of **${budgetText(now.budget)}** is at the low end for us: the simulation has to pay for itself, so we'll check the scope carefully.`,
    );
  }
  if (now.companySize !== undefined && now.companySize !== before.companySize) {
    const n = now.companySize;
    lines.push(
      n < 50 || n > 500
        ? `At **${n} people** you're outside our usual 50–500 range, but the approach can still fit — we'll check.`
        : `**${n} people** — a typical mid-market team for us.`,
    );
  }
  if (now.email && now.email !== before.email)
    lines.push(`Thanks — I'll send the roadmap to **${now.email}**.`);
  return lines;
}

function snapshot(f: ScopeFacts): string {
  const signals: string[] = [];
  if (f.teamSize !== undefined)
    signals.push(
      f.teamSize >= 2 && f.teamSize <= 5 ? "team size is right" : "team size needs adjusting",
    );
  if (f.budget)
    signals.push(
      f.budget.max >= 250_000
        ? "budget matches the project scale"
        : "budget is tight for this scope — worth validating",
    );
  if (f.departments.length >= 3 || f.integrations.length >= 3)
    signals.push("cross-team and integration risk is the main thing to simulate");
  return [
    "Here's your **readiness snapshot**:",
    "",
    `- **Project:** ${list(f.products.length ? f.products : f.projectTypes)}${f.products.length ? ` (${list(f.projectTypes)})` : ""}`,
    `- **Drivers:** ${list(f.drivers) || "not stated yet"}`,
    `- **Affected:** ${list(f.departments) || "not stated yet"}`,
    f.integrations.length
      ? `- **Integrations:** ${list(f.integrations)}`
      : "- **Integrations:** none named yet",
    `- **Core team:** ${f.teamSize === undefined ? "not set" : `${f.teamSize} people`} · **Timeline:** ${f.timeline ?? "not set"} · **Budget:** ${f.budget ? budgetText(f.budget) : "not set"}`,
    `- **Signals:** ${list(signals) || "looks workable"}`,
    "",
    "**Next step:** a simulation would stress-test this with your team in 4–8 weeks, before you sign with a vendor. Book a free **30-minute call**, or leave your details on the **Contact** page (/try) and we'll send the full roadmap within 24–48 hours.",
  ].join("\n");
}

/** The assistant's next message, given every user message so far (oldest first). */
export function clarityReply(userMessages: readonly string[]): string {
  const empty = extractFacts([]);
  if (userMessages.length === 0) return questions[0]!.ask(empty);
  const turns = interview(userMessages);
  const { facts: now, asked, ready } = turns.at(-1)!;
  const before = turns.at(-2)?.facts ?? empty;
  const wasReady = turns.at(-2)?.ready ?? false;

  if (now.budget && now.budget.max < 100_000) {
    return [
      `Thanks for being upfront about the budget — at **${budgetText(now.budget)}**, a readiness simulation is **not a fit**, and I'd rather tell you now.`,
      "",
      "The simulation costs $25K–$50K, which only pays off on projects of roughly **$250K and up**, where a wrong start costs far more. For a project this size, a fixed-scope implementation with a reputable partner and a short requirements workshop is the better investment.",
      "",
      "If the scope grows — more departments, more integrations, a larger budget — come back and we'll take a fresh look.",
    ].join("\n");
  }

  const parts: string[] = [];
  const ack = acknowledge(before, now);
  parts.push(ack.length ? ack.join(" ") : "Understood.");
  const flagged = dependencies.filter((d) => d.applies(now) && !d.applies(before));
  if (flagged[0]) parts.push(flagged[0].text);

  if (ready) {
    if (!wasReady) parts.push(snapshot(now));
    else if (!now.email)
      parts.push(
        "Anything else I should know? If you'd like the written roadmap, share the best **email** to send it to.",
      );
    else
      parts.push(
        "You're all set. Book the **30-minute call** whenever suits you, or add details on the **Contact** page (/try).",
      );
    if (!wasReady && !now.email) parts.push("What's the best **email** to send your roadmap to?");
    return parts.join("\n\n");
  }
  parts.push(asked ? asked.ask(now) : "What else should I know about the project?");
  return parts.join("\n\n");
}
