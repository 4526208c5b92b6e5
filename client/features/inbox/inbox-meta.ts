import type { MetaDescriptor } from "react-router";

/** Both inbox pages: one title, and kept out of every index. */
export const inboxMeta = (): MetaDescriptor[] => [
  { title: "Sales inbox · Clarity" },
  { name: "robots", content: "noindex, nofollow" },
];
