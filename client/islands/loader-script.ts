import { inlineCall } from "../lib/static-page";
import loaderSource from "./loader.js?raw";

/** The inline script that starts a page's island: loader.js called with the client entry's URL. */
export const islandLoaderScript = (entry: string): string =>
  import.meta.env.SSR ? inlineCall(loaderSource, entry) : "";
