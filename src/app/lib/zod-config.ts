import { z } from 'zod';

/**
 * The browser runs under a CSP without 'unsafe-eval', so zod's compiled object parsers can never be used there;
 * jitless also skips zod's `new Function` probe, which Chrome reports as a CSP violation on every page (P2, best
 * practices). Imported first by main.tsx, before any contract builds a schema.
 */
z.config({ jitless: true });
