/**
 * Families of angles: what an article leads with, whatever its words or language. A campaign's pins'
 * results (outbound clicks per impression) are summed per family, and the subject step prefers the
 * family that earned clicks while still taking a new angle (PRODUCT.md: pins' results steer the subject).
 * The families themselves are the contract's (the Content Library names them).
 */
import { ANGLE_FAMILIES, type AngleFamily, type ArticleLanguage } from '@aa/contracts';

export type { AngleFamily };
export { ANGLE_FAMILIES };

/** One family's results over a campaign's earlier runs' pins. */
export interface AngleFamilyResult {
  family: AngleFamily;
  runs: number;
  impressions: number;
  saves: number;
  outboundClicks: number;
  /** Outbound clicks per impression (0 without impressions). */
  clickRate: number;
}

/** What steers a run's subject: its campaign's families ranked by click rate, best first. */
export interface SubjectSteer {
  ranked: AngleFamilyResult[];
}

/**
 * Impressions a family needs before its click rate counts: at 1–3% a handful of impressions gives 0
 * or 1 click, which says nothing of the angle.
 */
export const MIN_FAMILY_IMPRESSIONS = 200;

/**
 * Words that place an angle in a family, in English and French (accents dropped), as regular
 * expressions matched at a word's start: `app\b` is the word "app", `durab` any word starting so.
 */
const FAMILY_WORDS: Record<'en' | 'fr', Record<AngleFamily, readonly string[]>> = {
  en: {
    value: [
      'worth',
      'value',
      'money',
      'budget',
      'afford',
      'cheap',
      'cost',
      'price',
      'bargain',
      'good buy',
      'better buy',
      'long run',
      'long term',
      'years\\b',
      'buy it once',
      'invest',
      'upgrad',
      'step up',
      'pays? off',
    ],
    performance: [
      'result',
      'perform',
      'power',
      'fast',
      'speed',
      'quick',
      'sounds? better',
      'sound quality',
      'picture quality',
      'suction',
      'cleans better',
      'better food',
      'better cup',
      'does (?:its|the) job better',
      'tracks?\\b',
      'call quality',
    ],
    comfort: [
      'comfort',
      'quiet',
      'nois',
      'calm',
      'fit\\b',
      'fits\\b',
      'ears?\\b',
      'night',
      'evening',
      'sleep',
      'gentle',
      'soft',
    ],
    simplicity: [
      'first\\b',
      'beginner',
      'eas(?:y|ier|iest)\\b',
      'simpl',
      'set ?up',
      'day to day',
      'everyday',
      'every day',
      'learning curve',
      'live with',
      'hassle',
    ],
    lifestyle: [
      'travel',
      'commut',
      'famil',
      'household',
      'kids?\\b',
      'children',
      'small',
      'space',
      'apartment',
      'gift',
      'present\\b',
      'work from home',
      'office',
      'workout',
      'gym',
      'health',
      'design',
      'style',
      'looks',
      'student',
      'camping',
      'outdoor',
    ],
    durability: [
      'last',
      'durab',
      'battery',
      'build',
      'built',
      'mainten',
      'maintain',
      'clean',
      'care\\b',
      'wears?\\b',
      'holds? up',
      'warrant',
      'repair',
      'sturdy',
      'reliab',
      'keeps? working',
    ],
    features: [
      'smart',
      'feature',
      'apps?\\b',
      'modes?\\b',
      'versatil',
      'jobs\\b',
      'connect',
      'privacy',
      'trust',
      'voice',
      'alexa',
      'tech',
      'program',
      'settings',
    ],
  },
  fr: {
    value: [
      'rapport qualite',
      'qualite prix',
      'prix',
      'budget',
      'econom',
      'rentab',
      'vaut (?:le coup|la peine)',
      'investi',
      'long terme',
      'des annees',
      'bon achat',
      'meilleur achat',
      'montee en gamme',
    ],
    performance: [
      'resultat',
      'performan',
      'puissan',
      'rapid',
      'vitesse',
      'qualite (?:sonore|d image)',
      'efficac',
    ],
    comfort: ['confort', 'silenc', 'calme', 'bruit', 'nuit', 'soir', 'sommeil', 'doux', 'douce'],
    simplicity: [
      'premier',
      'premiere',
      'debutan',
      'facile',
      'simpl',
      'quotidien',
      'prise en main',
      'tous les jours',
    ],
    lifestyle: [
      'voyag',
      'trajet',
      'famill',
      'foyer',
      'enfant',
      'petit',
      'espace',
      'appartement',
      'cadeau',
      'offrir',
      'teletravail',
      'bureau',
      'sport',
      'sante',
      'style',
      'design',
      'etudiant',
    ],
    durability: [
      'durab',
      'durer',
      'batterie',
      'autonomie',
      'entretien',
      'entretenir',
      'nettoy',
      'solide',
      'robuste',
      'fiab',
      'garantie',
      'repar',
      'resist',
    ],
    features: [
      'fonction',
      'intelligen',
      'connect',
      'appli',
      'modes?\\b',
      'polyvalen',
      'confidential',
      'vie privee',
      'confiance',
      'reglage',
      'programme',
    ],
  },
};

const PATTERNS = Object.fromEntries(
  (['en', 'fr'] as const).map((language) => [
    language,
    ANGLE_FAMILIES.map((family) => ({
      family,
      pattern: new RegExp(`\\b(?:${FAMILY_WORDS[language][family].join('|')})`, 'g'),
    })),
  ]),
) as Record<'en' | 'fr', { family: AngleFamily; pattern: RegExp }[]>;

/** Lowercase words without accents or punctuation: "Rapport qualité-prix" → "rapport qualite prix". */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ');

/**
 * The family of a free-text angle ("which one will still be a good buy in a few years" → value), by
 * its words in `language` (English and French when not given, or for another language); undefined
 * when no family's words appear. The family with the most words wins; a tie goes to the one named
 * first (an angle leads with its question), and at the same place to the longer phrase ("cleans
 * better" is about results, not care).
 */
export function familyOf(text: string, language?: ArticleLanguage): AngleFamily | undefined {
  const words = ` ${plain(text)} `;
  const lists = language === 'en' || language === 'fr' ? [PATTERNS[language]] : [PATTERNS.en, PATTERNS.fr];
  let best: { family: AngleFamily; count: number; first: number; length: number } | undefined;
  for (const list of lists)
    for (const { family, pattern } of list) {
      const matches = [...words.matchAll(pattern)];
      const [first] = matches;
      if (!first) continue;
      const found = { family, count: matches.length, first: first.index, length: first[0].length };
      const better =
        !best ||
        found.count > best.count ||
        (found.count === best.count &&
          (found.first < best.first || (found.first === best.first && found.length > best.length)));
      if (better) best = found;
    }
  return best?.family;
}

/** A run's pins' results with its angle's family (undefined: an angle no family's words describe). */
export interface RunResults {
  family: AngleFamily | undefined;
  impressions: number;
  saves: number;
  outboundClicks: number;
}

/** Whether a family has shown enough impressions for its click rate to count. */
export const hasEvidence = (result: AngleFamilyResult) => result.impressions >= MIN_FAMILY_IMPRESSIONS;

/**
 * The families of a campaign's earlier runs, best first: those with enough impressions by outbound
 * clicks per impression (ties by saves, then impressions), then those still short of evidence, by
 * impressions. Runs without a family are left out.
 */
export function rankFamilies(runs: readonly RunResults[]): AngleFamilyResult[] {
  const byFamily = new Map<AngleFamily, AngleFamilyResult>();
  for (const run of runs) {
    if (!run.family) continue;
    const sum = byFamily.get(run.family) ?? {
      family: run.family,
      runs: 0,
      impressions: 0,
      saves: 0,
      outboundClicks: 0,
      clickRate: 0,
    };
    sum.runs += 1;
    sum.impressions += run.impressions;
    sum.saves += run.saves;
    sum.outboundClicks += run.outboundClicks;
    byFamily.set(run.family, sum);
  }
  const results = [...byFamily.values()].map((result) => ({
    ...result,
    clickRate: result.impressions > 0 ? result.outboundClicks / result.impressions : 0,
  }));
  return results.sort(
    (a, b) =>
      Number(hasEvidence(b)) - Number(hasEvidence(a)) ||
      (hasEvidence(a) ? b.clickRate - a.clickRate || b.saves - a.saves : 0) ||
      b.impressions - a.impressions ||
      ANGLE_FAMILIES.indexOf(a.family) - ANGLE_FAMILIES.indexOf(b.family),
  );
}

/** The family a campaign's results point to, and how many families it was compared with. */
export interface PreferredFamily {
  best: AngleFamilyResult;
  compared: number;
}

/**
 * The best-ranked family with enough impressions, once at least two families have enough to be
 * compared: one family tried says nothing of the others, so until then the schedule explores. It must
 * also have earned clicks, and more per impression than the runner-up: a lead by saves alone, or a
 * tie, is no reason to steer (the reason would read "earned 0.0% outbound clicks… best of 2").
 */
export function preferredFamily(steer: SubjectSteer | undefined): PreferredFamily | undefined {
  const compared = steer?.ranked.filter(hasEvidence) ?? [];
  const [best, runnerUp] = compared;
  if (!best || !runnerUp) return undefined;
  return best.clickRate > 0 && best.clickRate > runnerUp.clickRate
    ? { best, compared: compared.length }
    : undefined;
}

/**
 * The one preference the writers apply to the angles they may still take (every candidate is one no
 * earlier run took: callers leave the taken ones out): the preferred family's first, each group in the
 * order given (the writer's schedule). Without a preferred family, the order given.
 */
export function preferFamilies<T extends { family?: AngleFamily }>(
  candidates: readonly T[],
  steer: SubjectSteer | undefined,
): T[];
export function preferFamilies<T>(
  candidates: readonly T[],
  steer: SubjectSteer | undefined,
  familyOfCandidate: (candidate: T) => AngleFamily | undefined,
): T[];
export function preferFamilies<T>(
  candidates: readonly T[],
  steer: SubjectSteer | undefined,
  familyOfCandidate: (candidate: T) => AngleFamily | undefined = (candidate) =>
    (candidate as { family?: AngleFamily }).family,
): T[] {
  const preferred = preferredFamily(steer)?.best.family;
  if (!preferred) return [...candidates];
  const first = candidates.filter((candidate) => familyOfCandidate(candidate) === preferred);
  return [...first, ...candidates.filter((candidate) => familyOfCandidate(candidate) !== preferred)];
}

/** Each family in the words of the sentences below. */
const FAMILY_NAMES: Record<'en' | 'fr', Record<AngleFamily, string>> = {
  en: {
    value: 'Value',
    performance: 'Performance',
    comfort: 'Comfort',
    simplicity: 'Simplicity',
    lifestyle: 'Lifestyle',
    durability: 'Durability',
    features: 'Features',
  },
  fr: {
    value: 'rapport qualité-prix',
    performance: 'performances',
    comfort: 'confort',
    simplicity: 'simplicité',
    lifestyle: 'mode de vie',
    durability: 'durabilité',
    features: 'fonctionnalités',
  },
};

/** A click rate as a percentage with one decimal ("2.4%", in French "2,4 %"). */
export function percent(rate: number, language: 'en' | 'fr' = 'en'): string {
  const value = (rate * 100).toFixed(1);
  return language === 'fr' ? `${value.replace('.', ',')}\u00a0%` : `${value}%`;
}

/**
 * Why a steered angle was chosen, for its subject's reason: "Value angles earned 2.4% outbound
 * clicks per impression on Pinterest, best of 3 families tried."
 */
export function steerReason({ best, compared }: PreferredFamily, language: 'en' | 'fr' = 'en'): string {
  if (language === 'fr')
    return `Les angles « ${FAMILY_NAMES.fr[best.family]} » ont obtenu ${percent(best.clickRate, 'fr')} de clics sortants par impression sur Pinterest, le meilleur taux des ${compared} familles essayées.`;
  return `${FAMILY_NAMES.en[best.family]} angles earned ${percent(best.clickRate)} outbound clicks per impression on Pinterest, best of ${compared} families tried.`;
}

/**
 * The subject prompt's line on what earned clicks (English: the prompts' language), or none when no
 * family is preferred yet.
 */
export function steerPromptLine(steer: SubjectSteer | undefined): string {
  const preferred = preferredFamily(steer);
  if (!preferred) return '(no results yet: choose freely among new angles)';
  const { best, compared } = preferred;
  const others = (steer?.ranked ?? [])
    .filter((result) => hasEvidence(result) && result.family !== best.family)
    .map((result) => `${FAMILY_NAMES.en[result.family].toLowerCase()} ${percent(result.clickRate)}`)
    .join(', ');
  return `Pins about ${FAMILY_NAMES.en[best.family].toLowerCase()} angles earned the most outbound clicks per impression (${percent(best.clickRate)} over ${best.runs} run${best.runs === 1 ? '' : 's'}; ${compared} families compared: ${others}). Prefer an angle of the ${best.family} family, still a new angle none of the runs above took.`;
}
