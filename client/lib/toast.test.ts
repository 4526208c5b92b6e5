import { beforeEach, describe, expect, it, vi } from "vitest";

const sonner = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), dismiss: vi.fn(), getToasts: vi.fn(() => []) },
}));
vi.mock("sonner", () => sonner);

const { dismissSlot, replaceToast } = await import("./toast");
/** sonner is imported on first use: let those imports settle. */
const settle = () => new Promise((r) => setTimeout(r, 0));

describe("replaceToast: one toast per slot", () => {
  beforeEach(() => {
    for (const fn of [sonner.toast.success, sonner.toast.error, sonner.toast.dismiss])
      fn.mockClear();
  });

  it("gives each toast an id of its own and dismisses the one before", async () => {
    replaceToast("actions", "success", "Added opportunity for Initech", { position: "top-center" });
    replaceToast("actions", "error", "Can't undo: the deal was deleted");
    await settle();
    const first = sonner.toast.success.mock.calls[0]!;
    const second = sonner.toast.error.mock.calls[0]!;
    expect(first).toEqual([
      "Added opportunity for Initech",
      expect.objectContaining({ position: "top-center" }),
    ]);
    expect(first[1].id).not.toBe(second[1].id);
    expect(sonner.toast.dismiss.mock.calls).toEqual([[first[1].id]]);
  });

  it("dismissSlot dismisses the slot's toast once; other slots keep theirs", async () => {
    replaceToast("a", "success", "One");
    replaceToast("b", "success", "Two");
    await settle();
    const [a, b] = sonner.toast.success.mock.calls.map((call) => call[1]);
    dismissSlot("a");
    dismissSlot("a");
    await settle();
    expect(sonner.toast.dismiss.mock.calls).toEqual([[a?.id]]);
    expect(b?.id).not.toBe(a?.id);
  });
});
