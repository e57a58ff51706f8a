/**
 * Verdicts that contradict themselves (issue 27): a reader who reads "Apple AirPods Pro 2 is the pick if
 * your calls need noise cancelling" then "Only Sony WF-1000XM5 makes calls part of its case" stops
 * trusting the page. Three shapes are found, in English and French, sentence by sentence:
 *
 * - an exclusive claim ("Only B …", « Seule la fiche du B … », "B is the only one …") about a topic,
 *   while another sentence sends the reader to A for that same topic;
 * - a tie ("neither … clear edge", « les deux se valent ») and an edge ("A has the edge", « A part
 *   favori ») in one verdict;
 * - the edge given to both products in one verdict.
 *
 * Used by the writers' test over every pair × language × angle and by bench/content.
 */
import type { ArticleLanguage } from '@aa/contracts';

export interface Contradiction {
  rule: 'exclusive' | 'tie-and-edge' | 'both-ahead';
  sentences: string[];
}

const EXCLUSIVE: Partial<Record<ArticleLanguage, RegExp>> = {
  en: /\b(?:only\s+(?:one\s+)?|the only (?:one|listing)\b)/i,
  fr: /\b(?:seule?s?\b|le seul\b|la seule\b|l[’']unique\b)/i,
};

const TIE: Partial<Record<ArticleLanguage, RegExp>> = {
  en: /\b(?:neither (?:listing )?(?:gives|pulls|has)|it is close|they are close|the two are close|both are a clear step)/i,
  fr: /\b(?:les deux se (?:valent|tiennent)|les deux tiennent leur rang|jouent dans la même cour|aucun(?:e)? ne (?:prend|se détache))/i,
};

const EDGE: Partial<Record<ArticleLanguage, RegExp>> = {
  en: /\b(?:has the (?:edge|margin|better-documented case)|is the bigger leap|pulls (?:clearly )?ahead|is the safer pick|is the more versatile buy|wins\b)/i,
  fr: /\b(?:a l[’']avantage|part (?:favori|mieux armée?)|gagne sa place|prend l[’']avantage|l[’']emporte)/i,
};

/** Words that say nothing of a topic (the claim's and the sentences' grammar). */
const FILLER = new Set(
  [
    // English
    'only',
    'one',
    'two',
    'the',
    'that',
    'this',
    'with',
    'listing',
    'listings',
    'here',
    'make',
    'makes',
    'part',
    'case',
    'pick',
    'choice',
    'choose',
    'either',
    'neither',
    'both',
    'your',
    'they',
    'them',
    'their',
    'need',
    'needs',
    'value',
    'more',
    'most',
    'than',
    'about',
    'mention',
    'speaks',
    'suits',
    'built',
    'around',
    'days',
    'work',
    'from',
    'when',
    'would',
    'before',
    'care',
    'what',
    'which',
    'whose',
    // French
    'seule',
    'seul',
    'fiche',
    'fiches',
    'parle',
    'pour',
    'avec',
    'dans',
    'votre',
    'vous',
    'leur',
    'leurs',
    'celui',
    'celle',
    'deux',
    'plus',
    'tient',
    'préfère',
    'choisissez',
    'reste',
    'mais',
  ].map((word) => word.toLowerCase()),
);

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function topicWords(sentence: string, names: readonly string[]): Set<string> {
  const nameWords = new Set(names.flatMap((name) => name.toLowerCase().split(/[^\p{L}\p{N}-]+/u)));
  return new Set(
    (sentence.toLowerCase().match(/[\p{L}][\p{L}\p{N}-]{3,}/gu) ?? []).filter(
      (word) => !FILLER.has(word) && !nameWords.has(word),
    ),
  );
}

/** The products (0, 1) a sentence names. */
function named(sentence: string, names: readonly [string, string]): Set<0 | 1> {
  const lower = sentence.toLowerCase();
  return new Set(([0, 1] as const).filter((side) => lower.includes(names[side].toLowerCase())));
}

/** The product a sentence gives the edge to: the one it names before the edge phrase. */
function edgeTo(sentence: string, names: readonly [string, string], edge: RegExp): 0 | 1 | undefined {
  const at = sentence.search(edge);
  if (at < 0) return undefined;
  const before = sentence.slice(0, at).toLowerCase();
  const positions = ([0, 1] as const)
    .map((side) => ({ side, at: before.lastIndexOf(names[side].toLowerCase()) }))
    .filter((found) => found.at >= 0)
    .sort((a, b) => b.at - a.at);
  return positions[0]?.side;
}

/** The contradictions of one verdict about products named `names`, in `language`. */
export function verdictContradictions(
  verdict: string,
  names: readonly [string, string],
  language: ArticleLanguage,
): Contradiction[] {
  const found: Contradiction[] = [];
  const sentences = sentencesOf(verdict);
  const exclusive = EXCLUSIVE[language];
  const tie = TIE[language];
  const edge = EDGE[language];

  if (exclusive)
    for (const claim of sentences.filter((sentence) => exclusive.test(sentence))) {
      const owners = named(claim, names);
      if (owners.size !== 1) continue;
      const [owner] = owners;
      const other = owner === 0 ? 1 : 0;
      const topic = topicWords(claim, names);
      for (const sentence of sentences) {
        if (sentence === claim || !named(sentence, names).has(other)) continue;
        if ([...topicWords(sentence, names)].some((word) => topic.has(word)))
          found.push({ rule: 'exclusive', sentences: [sentence, claim] });
      }
    }

  if (edge) {
    const ahead = sentences
      .map((sentence) => ({ sentence, side: edgeTo(sentence, names, edge) }))
      .filter((entry) => entry.side !== undefined);
    const tied = tie ? sentences.filter((sentence) => tie.test(sentence)) : [];
    if (ahead.length > 0 && tied.length > 0)
      found.push({ rule: 'tie-and-edge', sentences: [...tied, ...ahead.map((entry) => entry.sentence)] });
    if (new Set(ahead.map((entry) => entry.side)).size === 2)
      found.push({ rule: 'both-ahead', sentences: ahead.map((entry) => entry.sentence) });
  }
  return found;
}
