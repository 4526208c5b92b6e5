/**
 * An eighth round of tuned qualification cases about dates and money (set "tuned", written before
 * any fix of the round; helper C writes tuned-8.ts): a budget whose later years are counted by
 * themselves ("for each of the next two"), "the end of" a year as its last month, a start said
 * between a decision and a go-live with no comma, a month naming a meeting, and the prospect's own
 * diary, which dates nothing of the project.
 */
import { decision, goLive, money, type QualificationCase } from "./case";

export const tunedQualification8b: QualificationCase[] = [
  {
    name: "r8b a first year and each of the next two, live by the end of next year",
    chat: [
      "We're a 420-person group after buying two competitors. Money-wise it's 120k for the first year, 60k for each of the following two.",
      "We want it bedded in by the end of 2027.",
    ],
    expect: { budget: money("USD", 240_000), companySize: 420, timeline: goLive("2027-12") },
  },
  {
    name: "r8b sign, start and go live in one breath, then a busy diary",
    chat: [
      "Once we sign in December we start in January and go live in June. 150 staff.",
      "Email is best for now, my diary is packed until Christmas.",
    ],
    expect: { timeline: goLive("2027-06"), companySize: 150, callRequested: false },
  },
  {
    name: "r8b note: the trustees decide at their March meeting, a range in pounds",
    form: {
      name: "Alison Moyo",
      email: "alison@brightwater-care.example",
      company: "Brightwater Care",
      phone: "+44 20 7946 0321",
      note: "Care provider, 340 staff across nine homes. The trustees decide at their March meeting; somewhere between 80 and 100 thousand pounds.",
    },
    expect: {
      companySize: 340,
      budget: money("GBP", 80_000, 100_000),
      timeline: decision("2027-03"),
    },
  },
  {
    name: "r8b €90k up front and €30k for each of the following three",
    chat: [
      "About 95 employees. We have €90k for the first year and €30k for each of the following three; live before the end of 2027 ideally.",
    ],
    expect: { budget: money("EUR", 180_000), companySize: 95, timeline: goLive("2027-12") },
  },
];
