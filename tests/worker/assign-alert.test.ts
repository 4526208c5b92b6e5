// Assigning a prospect tells the person it was given to: by email where they are an address, named
// in Slack and Teams; nobody is told of work they gave themselves.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Ledger } from "../../worker/durable-objects/ledger";
import { alertChannels, SLACK } from "./helpers/alert-channels";
import { person } from "./helpers/inbox";
import { contactLead, ledger, signInAs } from "./helpers/leads";

const { receiver, mailbox } = alertChannels({ SLACK_WEBHOOK_URL: SLACK });

async function deliverDue() {
  await runInDurableObject(ledger(), (_l: Ledger, s) =>
    s.storage.sql.exec("UPDATE delivery SET next_attempt_at = 0 WHERE status = 'pending'"),
  );
  await runDurableObjectAlarm(ledger());
}
const assignedMails = () =>
  mailbox.mock.calls.map(([m]) => m).filter((m) => String(m.subject).startsWith("Assigned to you"));
const assignedPosts = (leadId: string) =>
  receiver.mock.calls.filter(
    ([u, i]) =>
      u === SLACK && String(i.body).includes(leadId) && String(i.body).includes("Assigned to you"),
  );

describe("assigning", () => {
  it("emails the assignee alone and names them in Slack", async () => {
    const lead = contactLead();
    await ledger().upsert(lead);
    await deliverDue();
    const robin = person(await signInAs("robin@clarity.test"));
    await signInAs("alex@clarity.test");
    expect((await robin.assign(lead.id, "alex@clarity.test")).status).toBe(200);
    await deliverDue();
    const mails = assignedMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(["alex@clarity.test"]);
    expect(String(mails[0]!.text)).toContain(`https://clarity.test/inbox/${lead.id}`);
    const posts = assignedPosts(lead.id);
    expect(posts).toHaveLength(1);
    expect(String(posts[0]![1].body)).toContain("alex@clarity.test");
  });

  it("tells nobody when people take work themselves; a name that is no address gets no email", async () => {
    const lead = contactLead();
    await ledger().upsert(lead);
    await deliverDue();
    const robin = person(await signInAs("robin@clarity.test"));
    await robin.assign(lead.id, "robin@clarity.test");
    await deliverDue();
    expect(assignedMails()).toEqual([]);
    expect(assignedPosts(lead.id)).toEqual([]);
    await signInAs("Sam Ortiz");
    await robin.assign(lead.id, "Sam Ortiz");
    await deliverDue();
    expect(assignedMails()).toEqual([]);
    expect(assignedPosts(lead.id)).toHaveLength(1);
  });
});
