/**
 * Concerns named back — each tied to what a simulation does about it — and the hidden
 * dependencies Clarity flags, in Clarity's own words (which ones to flag is decided in
 * clarity-interview.ts).
 */
import { projectWord } from "../memory/clarity-interview";
import type { ClarityMemory, Risk } from "../memory/clarity-memory";
import { capacityAnswer } from "./clarity-capacity";

/** A hidden dependency's words, by the id clarity-interview.ts flags it with. */
export const dependencyWords: Record<string, (f: ClarityMemory) => string> = {
  "crm-erp": () =>
    "**Hidden dependency:** CRM and ERP together mean a customer and order **data sync** — and someone has to own the **customer master**, or you end up with two versions of every account.",
  "cpq-catalog": () =>
    "**Hidden dependency:** CPQ is only as good as its **product catalog and pricing rules**. Who owns discount approvals and keeps the catalog clean is usually the real bottleneck, not the tool.",
  "erp-commerce": () =>
    "**Hidden dependency:** orders and inventory will flow between the ERP and your **sales channels** — the sync frequency and who wins on conflicts decide whether you oversell.",
  "ai-data": () =>
    "**Hidden dependency:** AI projects stall on **data access and quality** — which systems the AI may read, who approves that, and whether the content is current enough to trust.",
  spreadsheets: () =>
    "**Watch out:** spreadsheets usually hide **undocumented business rules**. We surface those in the simulation so they don't surprise you in month three.",
  "erp-crm-sync": (f) =>
    `**Hidden dependency:** ${f.integrations.find((i) => /hubspot|salesforce|pipedrive|zoho/i.test(i))} staying as it is means orders and customers must **sync both ways** with the new ERP — decide early which system owns the customer record.`,
  homegrown: () =>
    "**Watch out:** homegrown systems carry rules nobody wrote down. Either the new platform replaces them or it needs an **interface** to them — the simulation makes you choose with evidence.",
  "cpq-erp": () =>
    "**Hidden dependency:** a quote is only done when the order lands in the ERP without re-keying — the **quote-to-order hand-off** is where CPQ projects quietly lose their benefit.",
  "many-departments": () =>
    "**Hidden dependency:** with several teams involved, **process ownership across hand-offs** becomes the critical path — each hand-off needs one owner.",
  "finance-cutover": () =>
    "**Watch out:** finance on a new ERP means planning the **cut-over around month-end close** and migrating open balances, not just master data.",
};

/** The concerns Clarity answers with what the simulation does about them (others are noted). */
const ANSWERED = new Set([
  "adoption",
  "jobs",
  "ownership",
  "approvals",
  "security",
  "data",
  "key-person",
  "history",
  "vendor",
  "sponsorship",
  "capacity",
]);

/** Whether a risk gets an answer of its own (what the simulation does), not only a note. */
export const answersRisk = (r: Risk) => ANSWERED.has(r.id);

/** A title said by its letters ("md", "cfo"): written back in capitals. */
const ROLE_LETTERS = /^(?:md|ceo|cfo|coo|cto|cio|cmo|cro|cpo|vp|svp|evp|gm|fd)$/i;
/** A title that is one person: the verb after it agrees ("the MD doesn't buy in"). */
const ONE_PERSON =
  /^(?:md|ceo|cfo|coo|cto|cio|cmo|cro|cpo|vp|svp|evp|gm|fd|owner|founder|boss|chair\w*|president|(?:[\w-]+\s+)?(?:director|manager|lead|head|controller))$/i;

/** A concern named back, and what the simulation does about it. */
export function concern(r: Risk, f: ClarityMemory): string {
  const named = /^(?:sales|finance|operations|engineering|marketing|warehouse|it)$/i.test(
    r.who ?? "",
  )
    ? `${r.who} team`
    : // Said after "the" in every answer: "the team", never "the the team".
      (r.who ?? "team").replace(/^the\s+/i, "");
  // "our MD wont give up time": one person, by a title written in capitals ("if the MD doesn't").
  const who = ROLE_LETTERS.test(named) ? named.toUpperCase() : named;
  const [dont, keep] = ONE_PERSON.test(named) ? ["doesn't", "keeps"] : ["don't", "keep"];
  const project = projectWord(f);
  switch (r.id) {
    case "adoption":
      if (r.text.startsWith("Trust in the AI: ")) return trustAnswer(r);
      return /own spreadsheets|own excel/i.test(r.text)
        ? `That's the risk I'd put first: if the ${who} ${keep} their own spreadsheets, ${project} becomes a second set of books. The simulation tests exactly that — one or two of them work through real scenarios in the sprint, and we see where they reach for Excel before you've signed anything.`
        : `That's worth taking seriously: if the ${who} ${dont} buy in, the rollout stalls whatever the software does. In the simulation they work through their own scenarios, so their objections become requirements instead of resistance after go-live.`;
    case "jobs":
      return `That worry deserves an answer before the rollout, not after. In the simulation the ${who} try the AI on real cases and we map which work moves to them rather than away — teams that see that early adopt faster.`;
    case "ownership":
      return "That's often the real problem, and no tool fixes it. In the simulation each side works the same scenarios, so the disagreement turns into concrete decisions — who approves what, at which threshold — that you settle before implementation.";
    case "approvals":
      return "Approvals that can be skipped are a control gap; a system only enforces rules that are agreed first. We'd run real requests through the approval path in the simulation to see where it breaks.";
    case "security":
      return `Good — that belongs in scope from day one. We'd simulate with masked or sample records and map exactly which fields ${project} may read, so your security team signs off on a concrete design rather than a promise.`;
    case "data":
      return `That matters: the state of the ${who} decides what ${project} can be trusted with. The simulation runs on your actual content, so gaps show up as failed scenarios, not as surprises after go-live.`;
    case "key-person":
      if (/ has left$/.test(r.text))
        return "That's a real key-person risk: what they knew has to be recovered and written down before any migration. The simulation walks those processes through with whoever covers now, so the gaps show early.";
      return `That's a real key-person risk: knowledge held by ${/ are \w+$/.test(r.text) ? "a few people" : "one person"} has to be written down before any migration. The simulation makes it explicit by walking through those processes with them while they're still here.`;
    case "history":
      // "the consultants ran off with the budget last time": the scar, said back.
      if (/ took the money /.test(r.text))
        return `Money gone on ${r.who ?? "an earlier attempt"} with little to show is a fair scar, and it's why the simulation ends in a working prototype your own people have used and one of four outcomes, not a deck: you see what you're paying for within weeks, before anything is bought.`;
      // "it told a customer the wrong delivery date": what the last tool got wrong, said back.
      if (/ gave customers wrong answers$/.test(r.text))
        return `A ${r.who ?? "tool"} that gave customers wrong answers last time is a fair reason for caution, and it's what the simulation tests first: your own hardest cases run on a working prototype, so where it gets things wrong shows up in the sprint, not in front of a customer.`;
      // "ran 18 months late": what went wrong, in their measure.
      if (/ ran /.test(r.text))
        return `A past rollout that ${r.text.slice(r.text.indexOf("ran "))} leaves people wary, and rightly: the simulation tests your people, data and rules on a working prototype before anything is bought, so what made it run over shows up in weeks, not halfway through.`;
      return "A past rollout that stalled leaves people wary; the simulation is a low-stakes way to win them back, because they shape the design before anything is bought.";
    case "vendor":
      return `Noted as a concern: doubts about ${r.who ?? "a vendor"} are worth hearing before anyone shortlists. Someone else's rollout is no verdict on yours, so the platform is judged on your own processes and data, not on their story.`;
    case "sponsorship": {
      const leader = r.who ?? "leadership";
      const named = /^(?:half|some|most|part|two|three|a few|one|several|many)\b/i.test(leader)
        ? leader
        : `the ${leader}`;
      const one = /^(?:[A-Z]{2,3}|owner|founder|chair\w*|president|boss|principal|dean)$/i.test(
        leader,
      );
      return `That's the risk I'd settle first: a project ${named} ${one ? "isn't" : "aren't"} behind stalls before any user sees it. The simulation gives them evidence rather than a pitch — your own people on a working prototype, with cost, timeline and ROI ranges — and a **Strategic No-Go** is an honest outcome if the case isn't there.`;
    }
    case "capacity":
      return capacityAnswer(r, f);
    default: {
      // Said with its own words ("budget is tight"), never a bare "Noted as a risk".
      const what = r.text.replace(/^\w[\w -]*: /, "").replace(/[.!]+$/, "");
      // A long risk is not pasted back whole: a reply quotes no 50-character stretch of theirs.
      return what && what.length <= 48
        ? `Noted as a risk to test in the simulation: ${what}.`
        : "Noted as a risk to test in the simulation.";
    }
  }
}

/** A doubt that the AI can do the job: a risk the simulation tests on their own hard cases. */
function trustAnswer(r: Risk): string {
  const doubt = r.text.slice("Trust in the AI: ".length);
  const who = r.who ?? "the people who doubt it";
  return `Noted as a risk: ${doubt}. That's exactly what the simulation tests — ${who} bring their own hardest cases to a working prototype, so whether the AI can do it is shown on your work, not argued, before anything is bought.`;
}
