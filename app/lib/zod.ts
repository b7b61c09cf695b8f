import { z } from "zod";

// Zod compiles object parsers with `new Function` when it may. In the browser our content security policy forbids
// it, and zod's probe for it, though caught, is reported as a CSP violation (Lighthouse's best-practices audit
// counts it). Jitless in the browser, before any schema is built; the server keeps the faster compiled parsers.
// Every value import of zod in app/ comes from here, so this runs first (the one exception, domain/project-filter-schema,
// builds its schema only on the server).
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
