/**
 * The prospect's single words for the pages' ones (docs/decisions/034); their phrases and
 * question kinds are in site-concepts.ts, which re-exports this table: one concept table.
 */
import { wordTable } from "./word-table";

/**
 * Words a prospect uses for what the pages say otherwise ("wipe my chat" for "erase", "rollout"
 * for "project"): searched for too, counted as the prospect's word.
 */
export const SYNONYMS: Record<string, readonly string[]> = wordTable({
  wipe: ["erase", "delete"],
  wiped: ["erase", "delete"],
  remove: ["delete", "erase"],
  forget: ["erase", "delete"],
  delete: ["erase"],
  deleted: ["erase", "delete"],
  deleting: ["erase", "delete"],
  erased: ["erase"],
  removed: ["erase", "delete"],
  rollout: ["project", "implementation"],
  rollouts: ["projects", "implementations"],
  wrong: ["fail"],
  consultancy: ["consultants", "partners"],
  consultancies: ["consultants", "partners"],
  integrators: ["consultants", "partners"],
  integrator: ["consultants", "partners"],
  si: ["consultants", "partners"],
  implementer: ["consultants", "partners"],
  implementers: ["consultants", "partners"],
  partner: ["partners", "consultants"],
  pricing: ["price", "cost"],
  fee: ["price", "cost"],
  fees: ["price", "cost"],
  weeks: ["duration", "timeline"],
  vendor: ["vendors"],
  keep: ["stored", "retention", "own"],
  kept: ["stored", "retention", "own"],
  stored: ["store"],
  verdict: ["outcome", "outcomes"],
  verdicts: ["outcome", "outcomes"],
  // Whose something is: the pages say "you own", "is yours".
  owns: ["own", "yours"],
  owned: ["own", "yours"],
  ownership: ["own", "yours"],
  read: ["sees"],
  // Money: the pages say "cost" and "investment" (their "price" is what vendors price against).
  price: ["cost", "investment"],
  prices: ["cost", "investment"],
  priced: ["cost", "investment"],
  charge: ["cost", "investment"],
  charges: ["cost", "investment"],
  expensive: ["cost"],
  afford: ["cost"],
  // What it returns.
  payback: ["return", "pays"],
  roi: ["return", "pays"],
  worthwhile: ["return", "pays"],
  // Time: the pages say "weeks", "duration", "timeline".
  timeframe: ["duration", "weeks"],
  timescale: ["duration", "weeks"],
  timescales: ["duration", "weeks"],
  // The vendor by other names; "chosen" is the FAQ's word.
  supplier: ["vendor", "vendors"],
  suppliers: ["vendor", "vendors"],
  picked: ["chosen"],
  selected: ["chosen"],
  chose: ["chosen"],
  // What comes out of it.
  results: ["outcomes"],
  result: ["outcomes"],
  deliverable: ["deliverables", "receive"],
  output: ["deliverables", "receive"],
  outputs: ["deliverables", "receive"],
  // Doing it again: the pages' "re-run" ("re" and "run" as indexed).
  repeat: ["re", "run"],
  redo: ["re", "run"],
  rerun: ["re", "run"],
  restart: ["re", "run"],
  resume: ["re", "run"],
  // Bound to buy: "commits you to nothing".
  committing: ["commits"],
  commitment: ["commits"],
  oblige: ["commits"],
  obliged: ["commits"],
  obligation: ["commits"],
  binding: ["commits"],
  // A firm's past work.
  corporates: ["fortune"],
  enterprises: ["fortune"],
  industries: ["manufacturing", "distribution", "healthcare"],
  sectors: ["manufacturing", "distribution", "healthcare"],
  verticals: ["manufacturing", "distribution", "healthcare"],
  // A failed start, a merger.
  flopped: ["stalled", "failed"],
  stalled: ["stalled"],
  acquisition: ["merger"],
  acquired: ["merger"],
  merged: ["merger"],
  bids: ["quotes", "proposal"],
  proposals: ["proposal", "quotes"],
  // Who reads what is typed; a person, not only the AI.
  human: ["person"],
  openai: ["provider"],
  // An AI company or model by name: the hosted model's provider the pages speak of.
  chatgpt: ["provider", "model", "hosted"],
  gpt: ["provider", "model", "hosted"],
  llm: ["model", "hosted", "engines"],
  claude: ["provider", "model", "hosted"],
  anthropic: ["provider", "model", "hosted"],
  gemini: ["provider", "model", "hosted"],
  shared: ["sees", "share"],
  tracking: ["tracking", "analytics"],

  reads: ["sees"],
  reading: ["sees"],
  // Data that isn't real: the pages' "anonymised sample data" ("can we use dummy data?").
  dummy: ["sample", "anonymised"],
  fake: ["sample", "anonymised"],
  mock: ["sample", "anonymised"],
  synthetic: ["sample", "anonymised"],
  masked: ["anonymised"],
  scrambled: ["anonymised"],
  anonymized: ["anonymised"],
  anonymize: ["anonymised"],
  anonymise: ["anonymised"],
  pseudonymised: ["anonymised"],
  pseudonymized: ["anonymised"],
  obfuscated: ["anonymised"],
  // A chat kept is the pages' "conversations" ("how long do you keep my chat?").
  chat: ["conversations"],
  chats: ["conversations"],
});
