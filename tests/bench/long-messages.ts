/**
 * Long prospect messages as real ones read (several facts, a worry, a question, a phone), for the
 * engines' bench: its repeated-sentence message is cheap where these are not.
 */
export const longMessages = [
  "So a bit of background first: we're a regional building-supplies distributor, three branches and a yard, and most of what we do still runs through a Sage 200 install from 2014 plus a lot of Excel that the branch managers keep on their own laptops. Orders come in by phone and email, someone types them into Sage, and then the yard team gets a printed pick sheet, which is where things go wrong. Last quarter we shipped the wrong product to two big contractors and it cost us the account with one of them. The owners want to get off Sage and onto something like Business Central or NetSuite, ideally before the new financial year in April, but nobody here has done a project like this before. Our finance manager is sceptical, she thinks we'll just move the mess into a new system. I'd guess we have maybe 140 people all in, and the board has mentioned a budget of around £300k but that isn't signed off. What worries me most is the branch managers, they've run things their own way for years. Also, is this something you'd do on site or remotely? Happy to talk next week if that's easier, my mobile is 07700 900461.",
  "hi there, I head up operations at an engineering consultancy, about 85 staff across Leeds and Glasgow plus a handful of contractors. Right now our pipeline lives in a mix of Pipedrive (sales only use it half the time), a shared Outlook calendar and a project tracker someone built in Airtable years ago. Nobody can tell me what our win rate is or which clients actually make us money, and resourcing is done on a whiteboard on Monday mornings. We've had demos from HubSpot and Salesforce and honestly they both look fine, which is the problem, we can't tell which one fits how we work. The partners want something in place by September because two of the senior people who hold all the client relationships retire next year. Budget is probably 120-150k for the first year including licences. Two worries: the engineers hate admin and will not fill in fields, and our IT is one contractor two days a week. How long does your simulation take and who from our side needs to be in it?",
  "We're a 300-person specialty food manufacturer (two plants, one in Ohio and one in Ontario) and we've been told by our auditors that our inventory controls aren't good enough, we do lot tracking in spreadsheets and paper travellers on the line. Our ERP is an old version of Epicor that the vendor stops supporting at the end of 2027, and the upgrade quote came in at $900k which the CFO thinks is crazy. We're also looking at whether AI could help the customer service team with order status emails, they get about 400 a day. The plant managers, quality and finance all need to be involved and frankly they don't agree on much. Decision needs to be made by Q2 next year so we can go live before the support ends. Could someone give me a call tomorrow afternoon? Best number is 614-555-0187, ask for Dana.",
];

/**
 * A message the language module has not read yet: one word of each sentence in other capitals,
 * so no sentence is one it keeps from an earlier run (a new message is what a turn reads).
 */
export const unread = (text: string, run: number) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => {
      const words = sentence.split(" ");
      const i = (run * 7 + 3) % words.length;
      const w = words[i]!;
      words[i] = w === w.toUpperCase() ? w.toLowerCase() : w.toUpperCase();
      return words.join(" ");
    })
    .join(" ");
