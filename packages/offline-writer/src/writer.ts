/**
 * The offline model's writers (offline-model.ts): deterministic comparison content built from the
 * product facts, so `npm start` publishes a real article with no provider. One engine (engine.ts)
 * writes every task; each language is a phrasebook (english.ts, fr/french.ts). Each run of a campaign
 * takes the next recipe of its pair's schedule (recipes.ts): first every angle that fits (per product
 * category), then pairings of two angles, so a long campaign keeps writing articles unlike its
 * earlier ones. Facts are read from the listings with their casing (facts.ts), and cons come only
 * from real trade-offs.
 */
import { writersFor } from './engine.ts';
import { english } from './english.ts';
import { french } from './fr/french.ts';
import type { OfflineWriter } from './offline-model.ts';

export { pairing } from './english.ts';

/** Each language's writers, by the language a task's input asks for (OFFLINE_LANGUAGES). */
const WRITERS: Record<string, Record<string, OfflineWriter>> = {
  en: writersFor(english),
  fr: writersFor(french),
};

/**
 * The offline model's writers: each task in the language its input asks for (tasks.ts passes the
 * run's), English or French (OFFLINE_LANGUAGES); a run in another language never gets here
 * (pipeline.ts fails it first), and a direct call is refused rather than answered in English.
 */
export const offlineWriters: Record<string, OfflineWriter> = {
  ...Object.fromEntries(
    Object.keys(WRITERS.en ?? {}).map((task) => [
      task,
      (input: unknown) => {
        const language = (input as { language?: string } | undefined)?.language ?? 'en';
        const write = WRITERS[language]?.[task];
        if (!write) throw new Error(`the offline writer writes English and French, not ${language}`);
        return write(input);
      },
    ]),
  ),
  /**
   * The honesty step's rewrite: the offline writer does not rephrase, it drops each sentence that
   * claims use (its own writers claim none; this answers a model's that did, in any language).
   */
  'honest-rewrite': (input: unknown) => ({
    sentences: ((input as { sentences?: string[] }).sentences ?? []).map(() => ''),
  }),
};
