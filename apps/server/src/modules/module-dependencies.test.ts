/**
 * Dependencies between modules point one way (CONTRIBUTING.md, "Imports flow one way"): the graph of which module imports which
 * (any import of another module's file from a module's own code, type-only and lazy ones included;
 * tests left out) has no cycle. The file-level cycle check of `npm run lint` does not see a cycle
 * between two modules that goes through different files, as auth ↔ users did.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const modulesDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Cycles still there, each as its modules in order: to untangle, then to take off this list (the
 * test fails when a listed cycle is gone, so the list only shrinks). campaigns ↔ generation went in
 * issue 28, and runs became their own module between them.
 */
const KNOWN_CYCLES: string[][] = [];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** module → the other modules its own files import. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const deps = new Set<string>();
    for (const file of sourceFiles(path.join(modulesDir, entry.name))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(
        /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
      )) {
        const spec = match[1] ?? match[2] ?? '';
        if (!spec.startsWith('.')) continue;
        const target = path.relative(modulesDir, path.resolve(path.dirname(file), spec)).split(path.sep);
        const module = target[0];
        if (target.length > 1 && module && module !== '..' && module !== entry.name) deps.add(module);
      }
    }
    graph.set(entry.name, deps);
  }
  return graph;
}

/** The cycles of the graph: its strongly connected components of more than one module (Tarjan). */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member) component.push(member);
      } while (member && member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => a.join().localeCompare(b.join()));
}

describe('module dependencies', () => {
  const graph = moduleGraph();

  it('finds the modules and what they import', () => {
    expect(graph.get('auth')).toContain('users');
    expect(graph.get('support')).toContain('auth');
  });

  it('point one way: no cycle between modules but the known ones', () => {
    expect(cyclesOf(graph)).toEqual(KNOWN_CYCLES);
  });

  it('keeps auth above users and support: users know nothing of sign-in, auth purges only its own', () => {
    // auth reads and writes accounts through the users module; users must not call back into auth
    // (what a password change does to sessions is auth's to orchestrate).
    expect([...(graph.get('users') ?? [])]).not.toContain('auth');
    // Support messages are purged by the support module's own job (jobs/purge-support-messages.job.ts).
    expect([...(graph.get('auth') ?? [])]).not.toContain('support');
  });

  it('layers runs between campaigns and the pipeline: generation → runs → campaigns, never back', () => {
    // A campaign asks its runs through the CampaignRuns port app.ts wires in; the pipeline asks its
    // run (and, through it, the run's campaign) through the runs services.
    expect([...(graph.get('campaigns') ?? [])]).not.toContain('runs');
    expect([...(graph.get('campaigns') ?? [])]).not.toContain('generation');
    expect([...(graph.get('runs') ?? [])]).not.toContain('generation');
    expect([...(graph.get('runs') ?? [])]).toContain('campaigns');
    expect([...(graph.get('generation') ?? [])]).toContain('runs');
    expect([...(graph.get('generation') ?? [])]).not.toContain('campaigns');
  });

  it('sees a cycle when there is one', () => {
    const withCycle = new Map(graph);
    withCycle.set('users', new Set([...(graph.get('users') ?? []), 'auth']));
    expect(cyclesOf(withCycle).some((cycle) => cycle.includes('auth') && cycle.includes('users'))).toBe(true);
  });
});
