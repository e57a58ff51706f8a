/**
 * An honest voice (issue 27, PRODUCT.md §11): no sentence we publish claims use, testing or a time of
 * ownership that nobody had. A run knows its products from their listings, not from hands-on use: "we
 * tested both for a week", « nous avons suivi … sur une journée type », "our review unit" are false,
 * and the FTC's rule on fake reviews (16 CFR 465), Google's reviews system and Amazon's Associates
 * agreement all punish them. Comparing, reading listings and giving a verdict from them are honest
 * ("we compared what each listing says"); a first-person verb of use is not.
 *
 * A catalogue of phrases per language finds such claims in every text a run writes (the plan, the
 * pins, the article), sentence by sentence; `makeHonest` has the model rewrite those sentences and
 * refuses what still claims use after one rewrite. Languages without a catalogue rely on the prompt's
 * rule alone. Each pattern matches in time linear in the sentence (no nested repetition).
 */
import type { ArticleLanguage } from '@aa/contracts';

/** A sentence that claims first-hand experience, and the words of the catalogue it matched. */
export interface ExperienceClaim {
  sentence: string;
  phrase: string;
}

/** Short words that may sit between a subject and its verb ("we have personally tested", "nous les avons"). */
const EN_ADVERB = String.raw`(?:\s+(?:also|personally|actually|really|both|each|all|now|then|first|already|recently|extensively|thoroughly))?`;
const EN_PERIOD = String.raw`(?:a|an|one|two|three|four|five|six|several|a few|\d+)\s+(?:full\s+)?(?:days?|weeks?|months?|years?|hours?|evenings?|weekends?)`;

const EN: readonly RegExp[] = [
  // "we tested", "I've used", "we have personally tried"
  new RegExp(
    String.raw`\b(?:we|I)(?:'ve|’ve|\s+have|\s+had)?${EN_ADVERB}\s+(?:tested|tried(?!\s+to\b)|used(?!\s+(?:the|their|both|each|its)\s+(?:listings?|specs?|spec\s+sheets?|figures|descriptions?|manufacturers?))|owned|reviewed|unboxed|cooked\s+with|listened\s+to|worn|wore|measured|timed|lived\s+with|ran\s+(?:both|each|them|it)|took\s+(?:both|each|them|it)|put\s+(?:both|each|them|it|the)\b|spent\s+${EN_PERIOD})`,
    'i',
  ),
  // "in our tests", "in my experience", "from our hands-on time", "in our kitchen"
  /\b(?:in|from|during)\s+(?:our|my)\s+(?:own\s+)?(?:tests?|testing|trials?|experience|hands-on|review|kitchen|home|house|office|living room|car|gym)\b/i,
  // "our testing", "my review unit", "our hands-on", "our test unit", "our review"
  /\b(?:our|my)\s+(?:own\s+)?(?:testing|tests?|test\s+(?:units?|results?|period)|review\s+units?|(?:full\s+|in-depth\s+|honest\s+|hands-on\s+)?review|hands-on|daily\s+driver|long-term\s+test)\b/i,
  // "hands-on", "after a week of use", "after two months with"
  /\bhands-on\b/i,
  new RegExp(
    String.raw`\bafter\s+${EN_PERIOD}\s+(?:of\s+(?:use|using|testing|daily\s+use|ownership)|with|using|testing)\b`,
    'i',
  ),
  // "we noticed", "we loved", "we were impressed", "we found it"
  /\b(?:we|I)\s+(?:noticed|loved|liked|hated|were\s+impressed|was\s+impressed|were\s+surprised|was\s+surprised|found\s+(?:it|them|that\s+(?:it|they|the)))\b/i,
  // "I own", "we own", "my own pair"
  /\b(?:we|I)\s+(?:still\s+)?(?:own|have\s+owned)\b/i,
  // "we looked at them the way…" (as with them in hand), not "we looked at the listings"
  /\b(?:we|I)\s+looked\s+at\s+(?!(?:the|their|both|each)\s+(?:listings?|specs?|spec\s+sheets?|product\s+pages?|pages?|figures|numbers|descriptions?)\b|what\b)/i,
];

const FR_PERIOD = String.raw`(?:une|un|deux|trois|quatre|cinq|six|plusieurs|quelques|\d+)\s+(?:jours?|semaines?|mois|ans?|années?|heures?|soirées?|week-ends?)`;
/** "nous avons", "nous les avons", "j’ai", "on a", with an adverb or two ("nous avons donc longuement"). */
const FR_SUBJECT = String.raw`(?:nous\s+(?:l[’']|les\s+|la\s+|le\s+)?avons|j[’']ai|je\s+(?:l[’']|les\s+|la\s+|le\s+)ai|on\s+(?:l[’']|les\s+|la\s+|le\s+)?a)(?:\s+(?:donc|aussi|personnellement|vraiment|longuement|d[’']abord|ensuite|alors|bien|tous\s+deux|toutes\s+deux))?`;

/** What a run reads, which « utilisé » and « regardé » may honestly take: « nous avons utilisé les fiches ». */
const FR_LISTINGS = String.raw`(?:les|leurs|ses|la|sa|ces|des)\s+(?:fiches?|caractéristiques|descriptions?|pages?|chiffres|données|annonces?)`;

const FR: readonly RegExp[] = [
  // « nous avons testé », « j’ai utilisé », « nous les avons portés », « nous avons donc suivi »
  new RegExp(
    String.raw`\b${FR_SUBJECT}\s+(?:testée?s?|essayée?s?|utilisée?s?(?!\s+(?:${FR_LISTINGS}))|suivie?s?|portée?s?|écoutée?s?|cuisiné|mesurée?s?|chronométrée?s?|déballée?s?|eue?s?\s+en\s+main|pris\s+en\s+main|vécu|passé\s+${FR_PERIOD})`,
    'iu',
  ),
  // « notre test », « nos essais », « notre prise en main », « mon expérience »
  /(?<![\p{L}])(?:notre|nos|mon|mes)\s+(?:propres?\s+)?(?:tests?|essais?|prises?\s+en\s+main|expériences?)(?![\p{L}])/iu,
  // « notre avis » as a review's (a title's « : notre avis »), not « à notre avis », an opinion
  /(?<![\p{L}])(?<!à\s)(?:notre|mon)\s+avis(?![\p{L}])/iu,
  // « entre nos mains », « dans nos mains », « chez nous »
  /(?<![\p{L}])(?:entre|dans)\s+(?:nos|mes)\s+mains(?![\p{L}])/iu,
  // « après deux semaines d’utilisation », « au bout d’un mois d’usage »
  new RegExp(
    String.raw`(?:après|au\s+bout\s+d[’'e]\s*)\s*${FR_PERIOD}\s+(?:d[’']\s*(?:utilisation|usage|essai|tests?)|de\s+(?:tests?|test|essai|vie\s+commune|possession|cuisine))`,
    'iu',
  ),
  // « nous avons remarqué », « nous avons adoré », « nous avons été surpris »
  new RegExp(
    String.raw`\b${FR_SUBJECT}\s+(?:remarqué|adoré|aimé|détesté|été\s+(?:surpris|impressionnés?|séduits?|déçus?))`,
    'iu',
  ),
  // « nous avons regardé X comme … » (en main), pas « nous avons regardé les fiches »
  new RegExp(String.raw`\b${FR_SUBJECT}\s+regardé\s+(?!${FR_LISTINGS}|ce\s+que)`, 'iu'),
];

/** What a run reads, which « verwendet » may honestly take: "Wir haben die Angaben verwendet". */
const DE_LISTINGS = String.raw`(?:\p{L}+\s+){0,3}(?:Angaben|Herstellerangaben|Datenbl\p{L}*|Produktseite\p{L}*|Produktbeschreibung\p{L}*|Beschreibung\p{L}*|Listings?)\b`;
/** "wir haben", and the inverted "haben wir" of a sentence that starts with something else. */
const DE_SUBJECT = String.raw`(?:(?:wir|ich)\s+(?:haben|habe|hatten|hatte)|(?:haben|hatten)\s+wir|(?:habe|hatte)\s+ich)`;

const DE: readonly RegExp[] = [
  // "Wir haben beide getestet", "Zwei Wochen lang haben wir sie getragen"; not the listings used
  new RegExp(
    String.raw`\b${DE_SUBJECT}\s+(?!${DE_LISTINGS})(?:\p{L}+\s+){0,5}(?:getestet|ausprobiert|benutzt|verwendet|probiert|getragen|gehört)\b`,
    'iu',
  ),
  // "Getestet haben wir beide…": the participle first
  /\b(?:getestet|ausprobiert|probiert|getragen)\s+(?:haben\s+wir|habe\s+ich)\b/iu,
  /\b(?:in|bei)\s+(?:unserem|unseren|meinem|meinen)\s+(?:Test|Tests|Praxistest|Alltag)\b/iu,
  /\bnach\s+(?:einer|einem|zwei|drei|mehreren|\d+)\s+(?:Tag|Tagen|Woche|Wochen|Monat|Monaten)\s+(?:im\s+Einsatz|Nutzung|Test)\b/iu,
];

const ES: readonly RegExp[] = [
  /\b(?:hemos|he)\s+(?:\p{L}+\s+){0,4}(?:probado|usado|utilizado|testeado|llevado)\b/iu,
  /\ben\s+(?:nuestras?|mis?)\s+(?:pruebas?|experiencia|uso\s+diario)\b/iu,
  /\bdespués\s+de\s+(?:una|un|dos|tres|varias|\d+)\s+(?:días?|semanas?|mes(?:es)?)\s+de\s+uso\b/iu,
];

const IT: readonly RegExp[] = [
  // "abbiamo provato", and the participle agreeing with a pronoun before it ("le abbiamo provate")
  /\b(?:abbiamo|ho)\s+(?:\p{L}+\s+){0,4}(?:provat[oaie]|testat[oaie]|usat[oaie]|utilizzat[oaie]|indossat[oaie])\b/iu,
  /\bnei\s+nostri\s+test\b|\bnella\s+(?:nostra|mia)\s+(?:prova|esperienza)\b/iu,
  /\bdopo\s+(?:una|un|due|tre|diverse|\d+)\s+(?:giorni|settimane?|mesi|mese)\s+di\s+(?:uso|utilizzo|prova)\b/iu,
];

/** The phrase catalogue of each language that has one. */
const CATALOGUES: Partial<Record<ArticleLanguage, readonly RegExp[]>> = {
  en: EN,
  fr: FR,
  de: DE,
  es: ES,
  it: IT,
};

/** Whether claims in `language` can be found: the other languages rely on the prompt's rule. */
export const hasHonestyCatalogue = (language: ArticleLanguage): boolean => CATALOGUES[language] !== undefined;

/** The sentences of a text: a full stop, a question or exclamation mark, an ellipsis or a line break ends one. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The sentences of `text` that claim first-hand use, testing or ownership, in `language`. */
export function findExperienceClaims(text: string, language: ArticleLanguage): ExperienceClaim[] {
  const catalogue = CATALOGUES[language];
  if (!catalogue) return [];
  const claims: ExperienceClaim[] = [];
  for (const sentence of sentencesOf(text)) {
    for (const pattern of catalogue) {
      const found = pattern.exec(sentence);
      if (found) {
        claims.push({ sentence, phrase: found[0].trim() });
        break;
      }
    }
  }
  return claims;
}

/** Every string of a structured output (a plan, the pins, the article), however deep. */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** `value` with each of its strings through `change`, its shape kept. */
export function mapTexts<T>(value: T, change: (text: string) => string): T {
  if (typeof value === 'string') return change(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapTexts(item, change)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapTexts(item, change)])) as T;
  return value;
}

/** The claims in every string of `value`, each sentence once. */
export function claimsIn(value: unknown, language: ArticleLanguage): ExperienceClaim[] {
  const seen = new Set<string>();
  const claims: ExperienceClaim[] = [];
  for (const text of textsOf(value))
    for (const claim of findExperienceClaims(text, language))
      if (!seen.has(claim.sentence)) {
        seen.add(claim.sentence);
        claims.push(claim);
      }
  return claims;
}

/** Rewrites sentences so that they claim no first-hand use: one replacement per sentence, '' to drop it. */
export type RewriteClaims = (input: { sentences: string[]; language: ArticleLanguage }) => Promise<string[]>;

export class ExperienceClaimError extends Error {
  override name = 'ExperienceClaimError';
  readonly claims: ExperienceClaim[];

  constructor(claims: ExperienceClaim[]) {
    super(`first-hand claims remain after a rewrite: ${claims.map((claim) => claim.phrase).join('; ')}`);
    this.claims = claims;
  }
}

/** `sentence` replaced in `text` by `replacement`; a dropped sentence takes its space with it. */
function replaceSentence(text: string, sentence: string, replacement: string): string {
  if (replacement.trim()) return text.split(sentence).join(replacement.trim());
  return text
    .split(sentence)
    .join('')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,;:!?])/g, '$1')
    .trim();
}

/**
 * `value` without claims of first-hand experience: the sentences that make one are rewritten once by
 * `rewrite` (the model), and checked again; what still claims use is refused (ExperienceClaimError).
 * `value` comes back as it was when it claims nothing.
 */
export async function makeHonest<T>(
  value: T,
  {
    language,
    rewrite,
    supported = () => false,
  }: {
    language: ArticleLanguage;
    rewrite: RewriteClaims;
    /** Whether a claim rests on the user's own first-hand notes (issue 29): then it stays. */
    supported?: (sentence: string) => boolean;
  },
): Promise<{ value: T; rewritten: ExperienceClaim[] }> {
  const unsupported = (found: ExperienceClaim[]) => found.filter((claim) => !supported(claim.sentence));
  const claims = unsupported(claimsIn(value, language));
  if (claims.length === 0) return { value, rewritten: [] };
  const sentences = claims.map((claim) => claim.sentence);
  const replacements = await rewrite({ sentences, language });
  const honest = mapTexts(value, (text) =>
    sentences.reduce(
      (changed, sentence, index) =>
        changed.includes(sentence) ? replaceSentence(changed, sentence, replacements[index] ?? '') : changed,
      text,
    ),
  );
  const remaining = unsupported(claimsIn(honest, language));
  if (remaining.length > 0) throw new ExperienceClaimError(remaining);
  return { value: honest, rewritten: claims };
}

/** Words of four letters or more, lower case, accents kept: what a sentence says, not how. */
const contentWords = (text: string) => text.toLowerCase().match(/\p{L}{4,}/gu) ?? [];

/**
 * Whether a first-person sentence rests on the user's notes (issue 29): it quotes one, or most of its
 * words (four letters or more) are the notes' own. The notes are the user's first-hand experience: an
 * article may say it in the author's voice, and nothing more.
 */
export function restsOnNotes(sentence: string, notes: readonly string[]): boolean {
  if (notes.length === 0) return false;
  const said = sentence.toLowerCase();
  if (notes.some((note) => note.length >= 12 && said.includes(note.toLowerCase().replace(/[.!?]+$/, ''))))
    return true;
  const words = contentWords(sentence);
  if (words.length === 0) return false;
  const known = new Set(notes.flatMap(contentWords));
  return words.filter((word) => known.has(word)).length / words.length >= 0.6;
}
