import { createContext } from "react-router";

/** The CSP nonce of a Worker-rendered response; absent when a page is prerendered at build time. */
export const cspNonceContext = createContext<string | undefined>(undefined);
