// Types of install-note.mjs (plain JavaScript: it runs on whatever Node npm's PATH gives it).
export interface InstalledEngine {
  id: string;
  node: string;
}
export function installedEngines(root: string): InstalledEngine[];
export function installNote(input: {
  npmNode: string | undefined;
  runtime: string;
  wanted: string;
  packages: InstalledEngine[];
}): string[];
export function npmNodeOf(userAgent: string | undefined): string | undefined;
