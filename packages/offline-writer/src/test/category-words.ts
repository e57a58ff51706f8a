/**
 * Words that belong to some kinds of product only (issue 27): an air-fryer article that speaks of
 * recharging or of « l'autonomie », or of « confort et maintien », borrows them from headphones, and a
 * reader stops trusting the site at the first one. Each group names where its words are at home (the
 * offline writer's text keys: a kind, or a category); in any other article they are a leak, unless a
 * listing of the pair uses the word itself (a cordless blender's battery is its own). Used by the
 * writers' category test and by bench/content.
 */
import type { ArticleLanguage } from '@aa/contracts';
import type { TextKey } from '../categories.ts';

interface WordGroup {
  name: string;
  home: readonly TextKey[];
  words: Partial<Record<ArticleLanguage, RegExp>>;
  /**
   * What in a listing (of any language) makes the group's words the pair's own, wherever it is filed:
   * a keyboard whose listing gives its battery life may speak of « autonomie ».
   */
  evidence: RegExp;
}

const CORDLESS: readonly TextKey[] = [
  'earbuds',
  'headphones',
  'audio',
  'speaker',
  'e-reader',
  'vacuum',
  'doorbell',
  'fitness',
  'personal-care',
  'office',
  'smart-home',
];

export const WORD_GROUPS: readonly WordGroup[] = [
  {
    name: 'battery',
    home: CORDLESS,
    evidence:
      /(?<![\p{L}])(?:batter(?:y|ies)|batteries?|recharg\p{L}*|autonomie|charging|(?:per|on a|par|une) charge|charge rapide|fast[ -]charg\p{L}*|mAh|hours? of (?:use|playback|listening|battery)|heures d[’'](?:autonomie|écoute|lecture)|jours? d[’']autonomie|days? (?:of|on a) (?:use|charge))(?![\p{L}])/iu,
    words: {
      en: /\b(?:battery|batteries|recharg\w*|charging case|per charge|on a charge|battery life)\b/i,
      fr: /(?<![\p{L}])(?:batterie|batteries|recharg\p{L}*|autonomie|par charge|boîtier de charge)(?![\p{L}])/iu,
    },
  },
  {
    name: 'ears',
    home: ['earbuds', 'headphones'],
    evidence: /\bears?\b|earbud|headphone|oreille|écouteur|casque/i,
    words: {
      en: /\b(?:ear tips?|eartips?|in the ear|on the ears?|over the ears?|ear ?cups?|headband|clamping|noise cancell\w*|noise-cancell\w*|transparency mode|comfort and fit)\b/i,
      fr: /(?<![\p{L}])(?:embouts?|dans l[’']oreille|sur les oreilles|oreillettes?|arceau|réduction (?:active )?de bruit|mode transparence|confort et maintien|maintien dans l[’']oreille)(?![\p{L}])/iu,
    },
  },
  {
    name: 'sound',
    home: ['earbuds', 'headphones', 'audio', 'speaker'],
    // Not French « son » alone: it is also "its" (« son panier »).
    evidence:
      /(?<![\p{L}])(?:sound|audio|bass|speakers?|basses|enceintes?|haut-parleurs?|qualité (?:du |de )?son|son (?:spatial|stéréo|surround|immersif))(?![\p{L}])/iu,
    words: {
      en: /\b(?:bass|treble|soundstage|sound stage|codecs?|equali[sz]er|drivers? of)\b/i,
      fr: /(?<![\p{L}])(?:basses|aigus|scène sonore|codecs?|égaliseur|haut-parleurs? de)(?![\p{L}])/iu,
    },
  },
  {
    name: 'frying',
    home: ['air-fryer', 'multicooker'],
    evidence: /\bfry|fryer|crisp|friteuse|frire|frit|croustill|préchauff|preheat/i,
    words: {
      en: /\b(?:basket|crispy|crispier|crisping|preheat\w*|fries|frying|dinners?|weeknight meals?)\b/i,
      fr: /(?<![\p{L}])(?:panier|croustillan\p{L}*|préchauff\p{L}*|frites|friture)(?![\p{L}])/iu,
    },
  },
  {
    name: 'coffee',
    home: ['coffee'],
    evidence: /coffee|espresso|café|brew/i,
    words: {
      en: /\b(?:espresso|crema|brew\w*|grind\w*|milk froth\w*|portafilter)\b/i,
      fr: /(?<![\p{L}])(?:expresso|espresso|crema|infusion|mouture|moudre|mousse de lait)(?![\p{L}])/iu,
    },
  },
  {
    name: 'reading',
    home: ['e-reader'],
    evidence: /e-?reader|ebook|e-book|kindle|kobo|liseuse|livres? numériques?/i,
    words: {
      en: /\b(?:e-ink|front ?light|page turns?|ebooks?|e-books?)\b/i,
      fr: /(?<![\p{L}])(?:encre électronique|éclairage frontal|tourner les pages|livres numériques|liseuse)(?![\p{L}])/iu,
    },
  },
  {
    name: 'floors',
    home: ['vacuum'],
    // Not « robot » alone: a « robot cuiseur » or « robot pâtissier » is a kitchen machine.
    evidence:
      /(?<![\p{L}])(?:vacuums?|suction|aspirat\p{L}*|robot[ -](?:aspirateur|vacuum|laveur)|mops?|serpillières?)(?![\p{L}])/iu,
    words: {
      en: /\b(?:suction|mopp?\w*|dustbin|self-empty\w*|carpets?|pet hair)\b/i,
      fr: /(?<![\p{L}])(?:aspiration|serpillière|lavage des sols|bac à poussière|auto-vidage|tapis|poils d[’']animaux)(?![\p{L}])/iu,
    },
  },
];

export interface CategoryLeak {
  group: string;
  word: string;
}

/**
 * The words of `text` at home in no text key of the pair (`texts`: vocabularyFor's, most specific
 * first), of groups neither listing gives evidence of, and used by neither listing (`listings`: their
 * titles and features).
 */
export function categoryLeaks(
  text: string,
  { language, texts, listings }: { language: ArticleLanguage; texts: readonly TextKey[]; listings: string },
): CategoryLeak[] {
  const leaks: CategoryLeak[] = [];
  for (const group of WORD_GROUPS) {
    const words = group.words[language];
    if (!words || group.home.some((key) => texts.includes(key)) || group.evidence.test(listings)) continue;
    const global = new RegExp(words.source, `${words.flags.replace('g', '')}g`);
    for (const [word] of text.matchAll(global))
      if (!new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'iu').test(listings))
        leaks.push({ group: group.name, word });
  }
  return leaks;
}
