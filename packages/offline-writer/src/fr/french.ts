/**
 * The French phrasebook of the offline writer's engine (../engine.ts): its recipes (recipes.ts, over
 * the French angles), the pen that agrees every word with its product (pen.ts), French typography
 * (typography.ts), and the phrases the engine writes around them. A listing in French is quoted as
 * listed; one in English too, and its figures are restated in French words (litres for quarts, °C for °F).
 */
import { listingsOf, type Phrasebook, type ProductsInput, titleNames } from '../engine.ts';
import { factOn } from '../facts.ts';
import { clip, para } from '../prose.ts';
import { type Angle, cherche } from './angle.ts';
import { QUESTIONS_PRIX } from './extras.ts';
import { lireFiche } from './facts.ts';
import type { Plume } from './pen.ts';
import { frenchRecipes, type Pairing } from './recipes.ts';
import { majuscule, typeset } from './typography.ts';
import { kindOfProduct, vocabulaireFor } from './vocabulary.ts';

/** What the writers know of a pair (exported for the tests that walk every angle of a pair). */
export function pairing(products: ProductsInput): Pairing {
  const { listings, names } = listingsOf(products);
  const v = vocabulaireFor(listings);
  return {
    names,
    v,
    fiches: [
      lireFiche(listings[0], names[0], kindOfProduct(listings[0], v)),
      lireFiche(listings[1], names[1], kindOfProduct(listings[1], v)),
    ],
  };
}

/** A hashtag of our words: accents dropped, no spaces ("#friteusesanshuile"). */
export const hashtag = (text: string) =>
  `#${text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')}`;

/** A heading inside a sentence: its first letter lowered unless it opens with a product's name. */
function lowerHeading(heading: string, pen: Plume): string {
  const text = heading.replace(/[\s\u00a0\u202f]*[?!]$/, '').trim();
  if (pen.names.some((name) => text.startsWith(name)) || /^\p{Lu}{2}/u.test(text)) return text;
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

const COMPOSITIONS = ['Plan large', 'Gros plan sur un détail', 'Vue de dessus'];

const LOOKS = ['Une épingle titrée', 'Une grande épingle avec le titre', 'Une épingle qui annonce'];

/** "comparés", "comparées": the participle agreeing with both products. */
const compared = (pen: Plume) => pen.ag('comparés', 'comparées', 'comparés', 'comparées');

/**
 * Le sujet de chaque angle tel qu’on le cherche sur Pinterest (issue 32) : un mot ou un mot-dièse
 * établi ; un angle sans sujet n’en a pas (jamais un mot-dièse fait de ses mots).
 */
const SUJETS_EPINGLE: Record<string, string> = {
  'premier-achat': '#conseilsachat',
  'petit-espace': '#petitespace',
  famille: '#famille',
  cadeau: '#ideecadeau',
  confort: '#confort',
  nomade: '#voyage',
  connecte: '#maisonconnectee',
  confidentialite: '#vieprivee',
  'long-terme': '#durable',
  quotidien: '#quotidien',
  entretien: '#menage',
};

/** Tous les mots-dièse des épingles françaises hors celui du type de produit (le test des règles). */
export const SUJETS_EPINGLE_FR: ReadonlySet<string> = new Set([
  '#comparatif',
  ...Object.values(SUJETS_EPINGLE),
]);

/** Ce qui suit « A vs B » dans une recherche, pour chaque angle (issue 31) ; un angle absent : « pour » son usage. */
const CHERCHE_POUR: Record<string, (v: Pairing['v']) => string> = {
  'premier-achat': () => 'pour débuter',
  'petit-espace': () => 'pour un petit espace',
  famille: () => 'pour une famille',
  cadeau: () => 'à offrir',
  resultats: () => 'meilleurs résultats',
  silence: (v) => (v.category === 'audio' ? 'réduction de bruit' : 'niveau sonore'),
  confort: () => 'confort',
  nomade: () => 'en voyage',
  connecte: () => 'fonctions connectées',
  confidentialite: () => 'vie privée',
  'long-terme': () => 'durabilité',
  quotidien: () => 'au quotidien',
  entretien: () => 'entretien et nettoyage',
  polyvalence: () => 'polyvalence',
};

const cherchePour = (angle: Angle, v: Pairing['v']) =>
  CHERCHE_POUR[angle.id]?.(v) ?? `pour ${angle.use(v).toLowerCase()}`;

export const french: Phrasebook<Plume, Angle, Pairing> = {
  language: 'fr',
  recipes: frenchRecipes,
  pairing,
  typeset: (value) => typeset(value),
  capitalize: majuscule,

  searchedAngle: (keyword) => `comment les deux se comparent pour ceux qui cherchent « ${keyword} »`,
  searchedWhyNow: 'C’est une recherche en hausse sur Pinterest cette semaine.',
  whyNow: (angle, v) => `${majuscule(angle.audience(v))} comparent les ${v.kind.plur} avant d’acheter.`,
  audienceLine: (first, v) =>
    `${majuscule(first?.audience(v) ?? 'les acheteurs')} et, plus largement, tous ceux qui comparent les ${v.kind.plur} avant d’acheter.`,

  takeLine: (pen, use, run) => `${pen.A} vs ${pen.B} : ${use}, épisode ${run}`,
  // Les noms que l’on tape : sans la marque quand le modèle se suffit à lui-même.
  searchPhrase: (pen, pair, recipe) => {
    const [a, b] = titleNames(pen, [pair.fiches[0].brand, pair.fiches[1].brand]);
    return `${a} vs ${b} ${cherchePour(recipe.primary, pair.v)}${recipe.secondary ? ` et ${cherchePour(recipe.secondary, pair.v)}` : ''}`;
  },

  pinTitles: (pen, use) => [
    `${pen.A} ou ${pen.B} ? ${majuscule(use)}`,
    `${majuscule(use)} : ${pen.A} vs ${pen.B}`,
    `${pen.A} vs ${pen.B}, le comparatif ${use}`,
    `${pen.B} ou ${pen.A} : ${use}`,
  ],
  pinTitlePart: (pen, use, part) => `${pen.A} vs ${pen.B} : ${use}, partie ${part}`,
  pinTags: (v, angle) =>
    [hashtag(v.kind.plur), SUJETS_EPINGLE[angle.id], '#comparatif'].filter(Boolean).join(' '),
  pinClosers: [
    'Le tableau comparatif et notre verdict sont dans l’article.',
    'Points forts, points faibles et verdict clair à l’intérieur.',
    'Lisez le comparatif complet avant d’acheter.',
    'Épinglez-le pour le jour où vous choisirez.',
    'Notre verdict et la FAQ sont à un clic.',
  ],
  question: (text) => `${majuscule(text)} ?`,
  picks: (pen, best) => `${best[0]} : ${pen.A}. ${best[1]} : ${pen.B}.`,
  factCount: (pen, side) => pen.fiches[side].facts.length,
  pinAlt: (index, title, pen, audience) =>
    `${LOOKS[index]} « ${title} », qui compare ${pen.le(0)} et ${pen.le(1)} pour ${audience}.`,

  titles(chosen, pen, pair, recipe) {
    const use = recipe.primary.use(pair.v);
    const second = recipe.secondary?.use(pair.v);
    const [a, b] = titleNames(pen, [pair.fiches[0].brand, pair.fiches[1].brand]);
    const tighter = (line: string) => [line, line.replace(pen.A, a).replace(pen.B, b)];
    return [
      ...tighter(chosen),
      ...frenchRecipes.subjectLines(pair, recipe, pen).flatMap(tighter),
      ...(second
        ? [
            `${pen.A} vs ${pen.B} : ${use} et ${second}`,
            `${a} vs ${b} : ${use} et ${second}`,
            `${a} ou ${b} : ${use}, ${second}`,
          ]
        : []),
      `${pen.A} vs ${pen.B} : ${use}`,
      `${a} vs ${b} : ${use}`,
      `${pen.A} vs ${pen.B}`,
    ];
  },
  and: (first, second) => `${first} et ${second}`,
  factLine: (pair, side, aspect) => factOn(pair.fiches[side], aspect)?.line,
  point: (pen, side, line) => `${pen.nom(side)} : ${line}`,
  pointless: (pen, audience) => `Comment ${pen.le(0)} et ${pen.le(1)} se comparent pour ${audience}`,
  firstHand: 'Ce que j’en sais par moi-même',
  // The readers named when they fit (a pairing's question is long).
  metaDescription: (question, pen, audience) =>
    [
      `${question} ? ${majuscule(pen.le(0))} et ${pen.le(1)} ${compared(pen)} pour ${audience}.`,
      `${question} ? ${majuscule(pen.le(0))} et ${pen.le(1)} ${compared(pen)}.`,
    ].find((meta) => meta.length <= 160) ?? clip(`${question} ?`, 160),
  excerpt: (question, pen, headings) =>
    `${question} ? ${majuscule(pen.le(0))} et ${pen.le(1)} ${compared(pen)}. Au sommaire : ${headings
      .map((heading) => lowerHeading(heading, pen))
      .join(', ')}.`,
  imageTitle: (pen, side, use) => `${pen.nom(side)} : ${use}`,
  imageAlt: (pen, index, shown) =>
    [
      `${pen.Le(0)} et ${pen.le(1)} sous le titre « ${shown} ».`,
      `${pen.Le(0)}, le premier des deux, avec le titre « ${shown} ».`,
      `${pen.Le(1)}, le second des deux, avec le titre « ${shown} ».`,
    ][index] ?? '',
  imageCaption: (pen, index, best, angleText) =>
    [`${pen.A} ou ${pen.B} : ${angleText}.`, `${best[0]} : ${pen.A}.`, `${best[1]} : ${pen.B}.`][index] ?? '',
  scene: (_pair, angle, index) =>
    clip(
      `${majuscule(angle.mood)}. ${COMPOSITIONS[index] ?? 'Plan large'}, photographie, lumière naturelle. Sans texte, sans logo, sans produit ni emballage.`,
      400,
    ),
  tags: (pen, pair, recipe, use) => [
    pen.A,
    pen.B,
    cherche(pair.v),
    recipe.primary.keyword(pair.v),
    use,
    ...(recipe.secondary ? [recipe.secondary.use(pair.v)] : []),
  ],
  slugFallback: 'comparatif',
  priceQuestions: QUESTIONS_PRIX,

  differLittle: (pen) => `${pen.Le(0)} et ${pen.le(1)} diffèrent peu sur ce point.`,
  asksPrice: /prix|coût|cher|promo/i,
  faqFallbacks: (pen, side, index) => [
    para(
      pen.say(side, pen.lead(side)?.aspect ?? 'modes', index),
      `${pen.Le(pen.other(side))} ${pen.vb(pen.other(side), 'répond', 'répondent')} avec ${pen.strength(pen.other(side))}.`,
    ),
    `${pen.Le(0)} ${pen.vb(0, 'mise', 'misent')} sur ${pen.strength(0)}, ${pen.le(1)} sur ${pen.strength(1)} ; les parties ci-dessus détaillent ce que cela change.`,
    para(pen.contrast(pen.edge(side)?.aspect ?? 'modes', index), 'Le tableau ci-dessus résume le reste.'),
  ],
};
