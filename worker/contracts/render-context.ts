import { createContext } from "react-router";

/**
 * The CSP nonce of a Worker-rendered response, handed from the Worker (`worker/ssr.ts`) to React
 * Router's server render; absent when a page is prerendered at build time.
 */
export const cspNonceContext = createContext<string | undefined>(undefined);
