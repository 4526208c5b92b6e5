import { emptyDraft } from "../../../worker/contracts/contact";
import { api, visitorCookie } from "./http";

/** A field update body of the contact contract, on top of an empty form. */
export const update = (field: string, value: string, allInfo: Record<string, string[]>) => ({
  field,
  value,
  allInfo: { ...emptyDraft(), ...allInfo },
});

/** A visitor with a cookie (a read without one creates nothing, so the first write makes one). */
export async function newVisitor() {
  const res = await api("/api/contact/draft", {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ allInfo: emptyDraft() }),
  });
  return visitorCookie(res);
}

export const draftOf = async (cookie: string) =>
  ((await (await api("/api/contact/draft", { headers: { cookie } })).json()) as { draft: unknown })
    .draft;
