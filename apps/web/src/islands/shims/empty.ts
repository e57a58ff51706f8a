/**
 * Modules the islands' build leaves out (vite.islands.config.ts): texts registered into i18next, which
 * the islands read from the page instead.
 */
export {};
