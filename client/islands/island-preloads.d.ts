declare module "virtual:island-preloads" {
  /**
   * Per island, the URL of every chunk it needs to go live (scripts/lib/island-preloads.ts): in
   * the server build only; the browser's bundle has an empty object.
   */
  const preloads: Partial<Record<import("./registry").IslandName, readonly string[]>>;
  export default preloads;
}
