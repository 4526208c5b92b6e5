/**
 * A question a prospect asks in their own words, and the passages of the site that answer it
 * ("url|heading", as `sitePassages()` names them). `expect: []`: the pages do not answer it, and
 * the honest reply says so. Played by `scripts/eval-answers.ts` (docs/decisions/034).
 */
export interface AnswerCase {
  say: string;
  expect: readonly string[];
  /** Messages before the question (after the opener): a follow-up such as "and after that?". */
  before?: readonly string[];
}

/** The passages the sets name most, spelled once. */
export const P = {
  cost: "/faq|What does it cost?",
  long: "/faq|How long does a readiness simulation take?",
  teamTime: "/faq|How much of my team's time does it need?",
  saysNo: "/faq|What if the simulation says no?",
  vendorYet: "/faq|Do we need to have chosen a vendor?",
  numbers: "/investment|The numbers",
  timeline: "/how#timeline-investment|Timeline and investment",
  okFail: "/how|It's Okay to Fail Here",
  fit: "/who#who-this-is-for|Is a readiness simulation right for you?",
  midMarket: "/|Built for the mid-market",
  whoFor: "/who|Who this is for",
  noTime: "/who|We don't have time for another project.",
  answerNo: "/who|What if the answer is no?",
  vendorDiscovery: "/who|We already have a vendor's discovery phase.",
  personas: "/who#personas|Who we work with",
  scenarios: "/who#scenarios|Six moments when teams call us",
  whoWeAre: "/who#who-we-are|Who we are",
  whyMid: "/who#why-mid-market|Why the mid-market",
  receive: "/how#what-you-receive|What you receive",
  deliverables: "/outcomes|Five deliverables",
  outcomes: "/outcomes|Four possible outcomes",
  possible: "/how#possible-outcomes|Possible outcomes",
  eitherWay: "/|A clear answer either way",
  process: "/how#simulation-process|The simulation process",
  phase1: "/how#four-phases|The four phases Phase 1: Understand Your Context",
  phase2: "/how#four-phases|The four phases Phase 2: Stress Test with Your Team",
  phase3: "/how#four-phases|The four phases Phase 3: Build & Test",
  phase4: "/how#four-phases|The four phases Phase 4: Reality Check & Analysis",
  deRisk: "/how|De-risk through simulation",
  consultants: "/how|For implementation consultants",
  twoWays: "/solution|Two ways to start a project",
  whatChanged: "/why#what-changed|What changed",
  simulated: "/what-changed|The consulting process, simulated",
  whyFail: "/why#why-fail|Why projects fail",
  whyBuilt: "/why#why-built|Why we built Clarity",
  insights: "/why#deeper-why|The deeper why: three insights",
  whyItsFor: "/why#who-its-for|Who it's for",
  useCases: "/use-cases|What we simulate",
  investment: "/investment|Investment",
  team: "/about|The team",
  story: "/about|Our story",
  values: "/about|Our values",
  mission: "/about|Mission and vision",
  trust: "/trust|Why teams trust us",
  data: "/trust|How we handle your data",
  aiUse: "/trust#ai-use|AI use",
  clarityAgent: "/clarity|Know exactly where your project will work",
  stored: "/privacy#what-we-store|What we store, and why",
  whoSees: "/privacy#who-sees-it|Who sees it",
  erase: "/privacy#erase|How to erase it",
  imprint: "/privacy#imprint|Imprint",
  termsImprint: "/terms#imprint|Imprint",
  termsContact: "/terms|Changes and contact",
  free: "/terms|The free assessment and Clarity",
  guarantees: "/terms|No guarantees",
  samples: "/terms|The prototype and samples",
  fairUse: "/terms|Fair use",
  siteIs: "/terms|What this site is",
  about: "/about|About Clarity",
  home: "/|Enterprise-grade software, proven before you commit",
  simulateFirst: "/|Simulate before you sign",
} as const;
