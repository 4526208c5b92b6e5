import { z } from "zod";

// Zod's fast path for objects probes `new Function`. The site's CSP forbids eval (and so does
// workerd), and Chrome logs the refused probe as a CSP issue (Lighthouse Best Practices), so the
// probe is switched off before any schema is built. Contracts import `z` from here.
z.config({ jitless: true });

export { z };
