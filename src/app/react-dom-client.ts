/**
 * React DOM's client, required where this module is evaluated: its chunk (`react` in vite.config.ts) is a stage
 * of its own in the staged start (ADR 0039), so React DOM's set-up (a CommonJS factory, run when first required)
 * is a task of its own instead of part of the entry's evaluation, the longest task of a cold start (P2, ADR 0044).
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
