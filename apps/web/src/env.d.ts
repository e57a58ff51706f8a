interface ImportMetaEnv {
  /** SUPPORT_EMAIL at build time ('' when unset): see vite.config.ts. */
  readonly SUPPORT_EMAIL: string;
}
