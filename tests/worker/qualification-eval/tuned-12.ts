/**
 * A twelfth round of tuned qualification cases (set "tuned"), written before any fix of the
 * round, in trades and voices not used before (an Australian plant wholesaler, an Indian textile
 * mill, a Canadian dental group, Swiss hotels, an Islay distillery, a New Zealand packhouse): a
 * number given with a time that suits ("afternoons are better"), or given for texts only with no
 * call wanted; headcounts in words with "and"; a currency said after the figure ("that's in aussie
 * dollars", "in Swiss francs", "kiwi dollars", which the facts cannot hold); dates hung on a
 * holiday ("the week after Easter", "before Diwali next year"), counted from a person's start
 * ("within her first 100 days") or with their day ("on the 14th of January").
 */
import { decision, goLive, money, type QualificationCase, start } from "./case";

export const tunedQualification12: QualificationCase[] = [
  {
    name: "r12 plant wholesaler: one hundred and twenty people, 350k then 'aussie dollars', week after Easter, afternoons are better",
    chat: [
      "g'day, we're Banksia Wholesale Nurseries, a plant wholesaler out of Geelong. about one hundred and twenty people across the growing sites and the dispatch yard",
      "budget wise we're thinking around 350k. we'd want to kick off the week after Easter",
      "oh and that figure is in aussie dollars, not US",
      "best number for me is 0412 555 019, afternoons are better, I'm out on the sites most mornings. tom@banksiawholesale.example",
    ],
    expect: {
      phone: "+61412555019",
      company: "Banksia Wholesale Nurseries",
      companySize: 120,
      budget: money("AUD", 350_000),
      timeline: start("2027-04"),
      callRequested: true,
    },
  },
  {
    name: "r12 note: textile mill, a headcount in words, directors on the 9th of February, live before Diwali next year, evenings best",
    form: {
      name: "Hemant Desai",
      email: "hemant@rangolitextiles.example",
      company: "-",
      phone: "0",
      note: "We are Rangoli Textiles Pvt Ltd, Surat - one thousand two hundred and fifty workers incl. the looms. Budget approx USD 400k. Our directors meet on the 9th of February to decide. The system must be live before Diwali next year. Reach me on +91 98250 12345, evenings after 7 IST are best.",
    },
    expect: {
      phone: "+919825012345",
      company: "Rangoli Textiles Pvt Ltd",
      companySize: 1250,
      budget: money("USD", 400_000),
      timeline: goLive("2027-10"),
      callRequested: true,
    },
  },
  {
    name: "r12 dental group: a new CEO's first 100 days, C$600k, a number given but email only",
    chat: [
      "Hi, I'm the new COO at Maple Ridge Dental Partners - 14 clinics in BC, roughly two hundred and thirty staff.",
      "Our CEO started on 2 November and wants a decision on the practice system within her first 100 days. Budget is C$600k, firm.",
      "Email only please, no calls - my number's 604 555 0172 but I'm chairside all day. j.lam@mapleridgedental.example",
    ],
    expect: {
      phone: "+16045550172",
      company: "Maple Ridge Dental Partners",
      companySize: 230,
      budget: money("CAD", 600_000),
      timeline: decision("2027-02"),
      callRequested: false,
    },
  },
  {
    name: "r12 note: hotels, 900'000 then 'in Swiss francs', owners on the 14th of January, live before the winter season, mornings before 10",
    form: {
      name: "Corina Casutt",
      email: "c.casutt@alpenrose-hotels.example",
      company: "Alpenrose Hotels",
      phone: "0",
      note: "Alpenrose Hotels, 3 hotels in Graubünden, some 180 employees in the season. We have put aside 900'000 for this - our budget is in Swiss francs, of course. The owners meet on the 14th of January to decide; go-live ideally before the winter season starts in December 2027. You can reach me at +41 81 555 12 34, mornings before 10 are best.",
    },
    expect: {
      phone: "+41815551234",
      company: "Alpenrose Hotels",
      companySize: 180,
      budget: money("CHF", 900_000),
      timeline: goLive("2027-12"),
      callRequested: true,
    },
  },
  {
    name: "r12 distillery: about 45 of us, £120k-£150k, partners on the 14th of January, a number to reach me with late mornings",
    chat: [
      "Evening. Glen Corran Distillers here, we're a family distillery on Islay, about 45 of us",
      "budget's £120k-£150k. the partners meet on the 14th of January to decide",
      "number to reach me is 07700 900 562, I'm usually free late mornings. fiona@glencorran.example",
    ],
    expect: {
      phone: "+447700900562",
      company: "Glen Corran Distillers",
      companySize: 45,
      budget: money("GBP", 120_000, 150_000),
      timeline: decision("2027-01"),
      callRequested: true,
    },
  },
  {
    name: "r12 packhouse: one hundred and five staff, 250k 'kiwi dollars' (no budget the facts hold), before the harvest in March, texts only",
    chat: [
      "kia ora, Te Puke Fruit Packers here, kiwifruit packhouse in the Bay of Plenty. one hundred and five permanent staff",
      "we've got about 250k to spend - sorry, should say, that's kiwi dollars",
      "we'd want to be live before the harvest starts in March 2027. Please don't phone, I'm on the packhouse floor, email only. 021 555 0199 is my mobile for texts. aroha@tepukefruit.example",
    ],
    expect: {
      phone: "+64215550199",
      company: "Te Puke Fruit Packers",
      companySize: 105,
      budget: null,
      timeline: goLive("2027-03"),
      callRequested: false,
    },
  },
];
