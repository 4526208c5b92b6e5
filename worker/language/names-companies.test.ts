/**
 * A company named in a prospect's words: after an organisation word, "called", a role, "the", a
 * sign-off, in brackets or in lower case after a strong sign — never an email's domain, a tool's
 * name or a figure beside an organisation word.
 */
import { describe, expect, it } from "vitest";
import { companyFromMessages } from "./names";

const company = (...said: string[]) => companyFromMessages(said);

describe("a company named", () => {
  it.each([
    // After an organisation word and "called".
    ["We're a 200-person outfit called Halden Marine, looking at an ERP.", "Halden Marine"],
    ["Our company is called blue harbour and we make boats.", "blue harbour"],
    // A role for a company; "St." inside a name.
    ["I'm Head of IT for the Grafton Group.", "Grafton Group"],
    ["I'm contacting you on behalf of St. Albans Council.", "St. Albans Council"],
    // Someone else's role at it, as an assistant writes.
    [
      "Hi, I'm writing on behalf of my boss, Mr Patel, the COO of Fernhill Retail.",
      "Fernhill Retail",
    ],
    ["Our CFO at Marden Foods asked me to get in touch.", "Marden Foods"],
    // After "the".
    ["I work for the NHS Trust in Leeds.", "NHS Trust"],
    ["We're the Clarke Family Foundation, a charity.", "Clarke Family Foundation"],
    // Beside an organisation word, owned, or opening a message.
    ["I'm the IT manager at a logistics firm, Carrow Transport.", "Carrow Transport"],
    ["Our business (Penrose Bakeries) needs a new stock system.", "Penrose Bakeries"],
    ["Company name is Bramble Tech.", "Bramble Tech"],
    ["I own a small chain of gyms called FitHaus.", "FitHaus"],
    ["Vanessa - Brightline Solar - looking at ERP options", "Brightline Solar"],
    // Under a sign-off, its contact lines aside.
    [
      "Thanks, useful.\nBest,\nClaire Dubois\nMarlow Analytics\nclaire@marlow.example",
      "Marlow Analytics",
    ],
    ["Regards,\nJo Park\nHead of Finance\nOakridge Partners", "Oakridge Partners"],
    ["Thanks!\nSara Lind\nCFO, Nordvik Shipping AB", "Nordvik Shipping AB"],
    // In an all-lower-case message after a strong sign only.
    ["hi, i work at brightpath logistics and we need a new wms", "brightpath logistics"],
  ])("%s → %s", (text, want) => {
    expect(company(text)).toBe(want);
  });

  it.each([
    "We use a tool called Monday for tasks.",
    "I'm looking for ERP options.",
    "Best,\nClaire",
    "i work at home and we need a crm",
    "i work for a bank",
    "Reach me at tom@greyfield-energy.example",
    "Our business is open Monday - Friday, 9 to 5.",
    "Hi - quick question - what does it cost?",
    "We're a Zurich firm, 120 Mitarbeitende.",
    "Please pass this to the CEO of our company.",
    // A place of the company's, not its name.
    "We have 45 staff at HQ and 200 in the field.",
    "I'm at Head Office in Leeds this week.",
    "Can we talk on Tuesday at Noon?",
  ])("%s → no company", (text) => {
    expect(company(text)).toBeUndefined();
  });
});
