import type { MetaDescriptor } from "react-router";
import { siteMap } from "../../../content/site-map";

/** Both inbox pages: one title, and kept out of every index. */
export const inboxMeta = (): MetaDescriptor[] => [
  { title: siteMap["/inbox"].title },
  { name: "robots", content: "noindex, nofollow" },
];
