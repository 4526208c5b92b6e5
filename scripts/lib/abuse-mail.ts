/**
 * Mail to someone who never asked for it. Confirmation emails: the contact form sent with the
 * victim's address, then "Delete my data" (which used to take the sent emails' count with it),
 * again and again — from one client, then from a new client address each time; and to
 * plus-addresses of one mailbox. The same for links to finish /try later. What got through:
 * emails the victim's mailbox received over its daily limit (README "Leads").
 */
import { Browser, codeOf } from "./abuse-client.ts";
import {
  beyond,
  emailsTo,
  MAIL_DOMAIN,
  type Row,
  settled,
  sleep,
  type Target,
} from "./abuse-run.ts";

const ROUNDS = 12;
const PLUS_ROUNDS = 6;
/** Two confirmations a day per recipient; three links (worker/ledger/prospect-emails.ts, 023). */
const CONFIRMATIONS_PER_DAY = 2;
const LINKS_PER_DAY = 3;
/** Long enough for the lead to reach the ledger and its confirmation to be sent before erasing. */
const BEFORE_ERASE_MS = 1_500;

type Sender = (browser: Browser, to: string) => Promise<{ status: number; code: string }>;

const confirmation: Sender = async (browser, to) => {
  const sent = await browser.submit({
    name: "Pat Doe",
    email: to,
    company: "Acme Industrial",
    phone: "+1 555 0100",
  });
  await sleep(BEFORE_ERASE_MS);
  return { status: sent.status, code: codeOf(sent) };
};

const finishLaterLink: Sender = async (browser, to) => {
  await browser.answer("name", "Pat Doe");
  const sent = await browser.call("POST", "/api/contact/resume-link", { email: to });
  return { status: sent.status, code: codeOf(sent) };
};

/**
 * `rounds` sends to the addresses `to(i)`, each from a fresh visitor (cookie dropped): from one
 * client address, or from a new one each round; with "Delete my data" after each, or not.
 */
async function flood(target: Target, options: Attack) {
  const refused = new Map<string, number>();
  let accepted = 0;
  for (let i = 0; i < options.rounds; i++) {
    const browser = new Browser(target.url, options.address(i));
    const { status, code } = await options.send(browser, options.to(i));
    if (status < 300) accepted++;
    else refused.set(code, (refused.get(code) ?? 0) + 1);
    if (options.erase) await browser.erase();
  }
  return { accepted, refused };
}

const refusedNote = (refused: Map<string, number>) =>
  [...refused].map(([code, n]) => `${n}× ${code}`).join(", ");

interface Attack {
  item: string;
  send: Sender;
  limit: number;
  rounds: number;
  to: (i: number) => string;
  address: (i: number) => string;
  erase: boolean;
}

const victim = (name: string) => () => `${name}@${MAIL_DOMAIN}`;
/** `name+1@…`, `name+2@…`, `Name+3@…` …: one mailbox. */
const plus = (name: string) => (i: number) =>
  `${i % 3 === 2 ? name[0]!.toUpperCase() + name.slice(1) : name}+${i + 1}@${MAIL_DOMAIN}`;
const oneClient = (address: string) => () => address;
const newClients = (prefix: string) => (i: number) => `${prefix}.${i + 1}`;

/** Confirmations and links have their own daily limits per mailbox. */
const attack = (
  item: string,
  send: Sender,
  to: Attack["to"],
  address: Attack["address"],
  { erase = true, rounds = ROUNDS } = {},
): Attack => ({
  item,
  send,
  limit: send === confirmation ? CONFIRMATIONS_PER_DAY : LINKS_PER_DAY,
  rounds,
  to,
  address,
  erase,
});

const plusOptions = { erase: false, rounds: PLUS_ROUNDS };
const attacks: Attack[] = [
  attack(
    "1 confirmations: one client, erase between",
    confirmation,
    victim("confirm.one"),
    oneClient("127.0.1.1"),
  ),
  attack(
    "1 confirmations: new address each, erase between",
    confirmation,
    victim("confirm.many"),
    newClients("127.0.2"),
  ),
  attack(
    "1 finish-later links: one client, erase between",
    finishLaterLink,
    victim("link.one"),
    oneClient("127.0.3.1"),
  ),
  attack(
    "1 finish-later links: new address each, erase between",
    finishLaterLink,
    victim("link.many"),
    newClients("127.0.4"),
  ),
  attack(
    "2 confirmations to plus-addresses",
    confirmation,
    plus("confirmplus"),
    newClients("127.0.5"),
    plusOptions,
  ),
  attack(
    "2 finish-later links to plus-addresses",
    finishLaterLink,
    plus("linkplus"),
    newClients("127.0.6"),
    plusOptions,
  ),
];

/** Runs every mail attack at once (each its own mailbox and client addresses), then counts. */
export async function mailAttacks(target: Target): Promise<Row[]> {
  const outcomes = await Promise.all(attacks.map((attack) => flood(target, attack)));
  // The ledger sends confirmations from its alarm: wait until no more come.
  await settled(() => target.emails.length, 3_000, 20_000);
  return attacks.map((attack, i) => {
    const { accepted, refused } = outcomes[i]!;
    const received = emailsTo(target, attack.to(0)).length;
    const noted = refused.size ? `; refused: ${refusedNote(refused)}` : "";
    return {
      item: attack.item,
      attempts: attack.rounds,
      through: beyond(received, attack.limit),
      limit: `${attack.limit} a day to a mailbox`,
      note: `${accepted} accepted, mailbox received ${received}${noted}`,
    };
  });
}
