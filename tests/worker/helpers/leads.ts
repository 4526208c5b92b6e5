import { env, exports } from "cloudflare:workers";
import type { LeadRecord } from "../../../worker/contracts/lead-record";
import { hex } from "../../../worker/lib/sha256";

export const SALES_TOKEN = "Qm9vdHN0cmFwLXNhbGVzLXRva2VuLWZvci10ZXN0czE";
export const ledger = () => env.LEDGER.getByName("ledger");

/** A 64-hex visitor reference, like a Durable Object id. */
export const visitorRef = () => hex(crypto.getRandomValues(new Uint8Array(32)));

/** A contact lead of real shape, unique per call. */
export function contactLead(overrides: Partial<LeadRecord> = {}): LeadRecord {
  const now = Date.now();
  const tag = crypto.randomUUID().slice(0, 8);
  return {
    id: `lead_${crypto.randomUUID()}`,
    kind: "contact",
    visitorRef: visitorRef(),
    createdAt: now,
    updatedAt: now,
    contact: {
      name: `Dana Reyes ${tag}`,
      email: `dana.${tag}@acme-industrial.com`,
      company: `Acme Industrial ${tag}`,
      phone: "+1 555 010 0199",
      note: "",
    },
    values: {
      name: [`Dana Reyes ${tag}`],
      email: [`dana.${tag}@acme-industrial.com`],
      company: [`Acme Industrial ${tag}`],
      phone: ["+1 555 010 0199"],
      note: [],
    },
    projectType: "NetSuite (ERP)",
    roadmap: null,
    conversations: [],
    ...overrides,
  };
}

/** The inbox's bearer header. */
export const bearer = { authorization: `Bearer ${SALES_TOKEN}` };
/** A short tag that keeps a test's data apart from the other tests' in the shared ledger. */
export const tag = () => crypto.randomUUID().slice(0, 8);
/** A contact submission of real shape, tagged. */
export const details = (t: string) => ({
  name: `Dana Reyes ${t}`,
  email: `dana.${t}@acme-industrial.com`,
  company: "Acme Industrial",
  phone: "+1 555 010 0199",
  note: "Replacing QuickBooks before the busy season",
});

/** Signs in to the inbox with the token as `name` from an address of its own; the cookie pair. */
export async function signInAs(name: string, token = SALES_TOKEN): Promise<string> {
  const res = await exports.default.fetch(
    new Request("http://localhost/api/inbox/session", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "cf-connecting-ip": `198.51.100.${Math.floor(Math.random() * 250)}`,
      },
      body: JSON.stringify({ token, name }),
    }),
  );
  if (res.status !== 204) throw new Error(`sign-in as ${name}: ${res.status} ${await res.text()}`);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

/** A person of the inbox, for calling the ledger's work methods directly. */
export const robin = { name: "Robin Sales", via: "token" } as const;
