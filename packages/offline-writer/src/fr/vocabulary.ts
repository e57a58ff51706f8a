/**
 * What the French writer calls a pair's products and their world. The kind of product is read from
 * the listings in French or English ("Friteuse sans huile", "Air Fryer"); the category, its text keys
 * and the aspects that matter most come from the English writer's categories (categories.ts),
 * so both writers judge a pair alike. The French words carry their gender and number, since every
 * article, adjective and verb the writer puts around them agrees with them ("la Ninja AF101 est la plus
 * simple", "les AirPods Pro 2 tiennent").
 */
import { type CategoryId, type TextKey, vocabularyFor } from '../categories.ts';
import type { Aspect } from '../facts.ts';

/** A noun's gender and number, for the words around it. */
export interface Genre {
  g: 'm' | 'f';
  /** Always plural ("des écouteurs"). */
  pl: boolean;
}

export interface Kind extends Genre {
  /** "friteuse sans huile", "écouteurs". */
  sing: string;
  /** "friteuses sans huile", "écouteurs". */
  plur: string;
}

export interface Vocabulaire {
  category: CategoryId;
  /** The English writer's text keys of this pair, most specific first (which texts fit it). */
  texts: readonly TextKey[];
  /** The blog category the post is filed under. */
  label: string;
  kind: Kind;
  /** Where it is used or kept, with its preposition: "sur le plan de travail", "dans le sac". */
  place: string;
  /** One use of it: "un dîner de semaine", "une longue séance d’écoute". */
  session: string;
  /** Using it, as an infinitive: "cuisiner", "écouter de la musique". */
  activity: string;
  /** Its users, with their article: "ceux qui cuisinent tous les jours", "les mélomanes". */
  people: string;
  /** What it is judged by: "ce qui sort du panier", "le son". */
  result: string;
  /** What a buyer moves on from: "le four et la poêle". */
  before: string;
  /** Keeping it in shape: "un lavage du panier après chaque repas". */
  care: string;
  /** What usually ends its life: "un revêtement, un joint ou un ventilateur". */
  wears: string;
  /** Who it suits as a present. */
  giftFor: string;
  /** The aspects that matter most for this kind, in order. */
  aspects: readonly Aspect[];
}

/** A kind, found in French or English titles, and an English title the English categories read alike. */
const KINDS: readonly { pattern: RegExp; kind: Kind; english: string }[] = [
  {
    pattern: /pressure cooker|autocuiseur|multicuiseur|instant pot|foodi/i,
    kind: { sing: 'multicuiseur', plur: 'multicuiseurs', g: 'm', pl: false },
    english: 'pressure cooker',
  },
  {
    pattern: /air fryer|\bfryer|friteuse/i,
    kind: { sing: 'friteuse sans huile', plur: 'friteuses sans huile', g: 'f', pl: false },
    english: 'air fryer',
  },
  {
    pattern: /espresso|expresso|coffee|cafetière|machine à café|nespresso|keurig/i,
    kind: { sing: 'machine à café', plur: 'machines à café', g: 'f', pl: false },
    english: 'coffee maker',
  },
  {
    pattern: /blender|mixeur/i,
    kind: { sing: 'blender', plur: 'blenders', g: 'm', pl: false },
    english: 'blender',
  },
  {
    pattern: /fitness tracker|activity tracker|\btracker\b|bracelet d[’']activité|bracelet connecté/i,
    kind: { sing: 'bracelet d’activité', plur: 'bracelets d’activité', g: 'm', pl: false },
    english: 'fitness tracker',
  },
  {
    pattern: /smartwatch|smart watch|montre connectée/i,
    kind: { sing: 'montre connectée', plur: 'montres connectées', g: 'f', pl: false },
    english: 'smartwatch',
  },
  {
    pattern: /keyboard|clavier/i,
    kind: { sing: 'clavier', plur: 'claviers', g: 'm', pl: false },
    english: 'keyboard',
  },
  {
    pattern: /\bmouse\b|\bsouris\b/i,
    kind: { sing: 'souris', plur: 'souris', g: 'f', pl: false },
    english: 'mouse',
  },
  {
    pattern: /robot vacuum|robovac|roomba|robot aspirateur|aspirateur robot/i,
    kind: { sing: 'robot aspirateur', plur: 'robots aspirateurs', g: 'm', pl: false },
    english: 'robot vacuum',
  },
  {
    pattern: /doorbell|sonnette/i,
    kind: { sing: 'sonnette vidéo', plur: 'sonnettes vidéo', g: 'f', pl: false },
    english: 'video doorbell',
  },
  {
    pattern: /smart speaker|enceinte connectée|echo dot|nest mini/i,
    kind: { sing: 'enceinte connectée', plur: 'enceintes connectées', g: 'f', pl: false },
    english: 'smart speaker',
  },
  {
    pattern: /toothbrush|brosse à dents/i,
    kind: { sing: 'brosse à dents électrique', plur: 'brosses à dents électriques', g: 'f', pl: false },
    english: 'electric toothbrush',
  },
  {
    pattern: /ereader|e-reader|liseuse|kindle|kobo/i,
    kind: { sing: 'liseuse', plur: 'liseuses', g: 'f', pl: false },
    english: 'e-reader',
  },
  {
    pattern: /over-?ear|on-?ear|\bWH-\w|airpods max|\bcasque\b|headphones?/i,
    kind: { sing: 'casque', plur: 'casques', g: 'm', pl: false },
    english: 'over-ear headphones',
  },
  {
    pattern: /earbuds?|earphones?|in-?ear|écouteurs|intra-auriculaires|\bWF-\w|airpods/i,
    kind: { sing: 'écouteurs', plur: 'écouteurs', g: 'm', pl: true },
    english: 'wireless earbuds',
  },
];

/** What a category's product is called when no kind is read from its titles. */
const FALLBACK_KIND: Record<CategoryId, Kind> = {
  kitchen: { sing: 'appareil de cuisine', plur: 'appareils de cuisine', g: 'm', pl: false },
  audio: { sing: 'casque', plur: 'casques', g: 'm', pl: false },
  fitness: { sing: 'bracelet d’activité', plur: 'bracelets d’activité', g: 'm', pl: false },
  office: { sing: 'accessoire de bureau', plur: 'accessoires de bureau', g: 'm', pl: false },
  'smart-home': { sing: 'appareil connecté', plur: 'appareils connectés', g: 'm', pl: false },
  'personal-care': { sing: 'appareil de soin', plur: 'appareils de soin', g: 'm', pl: false },
  general: { sing: 'modèle', plur: 'modèles', g: 'm', pl: false },
};

/** French category words, by category (shared by every kind of it unless the kind has its own). */
type Words = Omit<Vocabulaire, 'category' | 'texts' | 'kind' | 'aspects'>;

const WORDS: Record<CategoryId, Words> = {
  kitchen: {
    label: 'Cuisine',
    place: 'sur le plan de travail',
    session: 'un dîner de semaine',
    activity: 'cuisiner',
    people: 'ceux qui cuisinent tous les jours',
    result: 'ce qui arrive dans l’assiette',
    before: 'le four et la poêle',
    care: 'un lavage du panier ou de la cuve après chaque repas',
    wears: 'un revêtement, un joint ou un ventilateur',
    giftFor: 'une première installation ou un premier appartement',
  },
  audio: {
    label: 'Audio',
    place: 'dans le sac',
    session: 'une longue séance d’écoute',
    activity: 'écouter de la musique',
    people: 'les mélomanes',
    result: 'le son',
    before: 'une paire plus ancienne',
    care: 'un coup de chiffon sur ce qui touche les oreilles et une charge régulière',
    wears: 'la batterie ou les pièces au contact des oreilles',
    giftFor: 'un mélomane ou quelqu’un qui fait de longs trajets',
  },
  fitness: {
    label: 'Sport et bien-être',
    place: 'au poignet',
    session: 'une semaine d’entraînement',
    activity: 's’entraîner',
    people: 'les sportifs',
    result: 'la précision du suivi',
    before: 'le téléphone dans la poche',
    care: 'un rinçage du bracelet et une charge régulière',
    wears: 'la batterie ou le bracelet',
    giftFor: 'quelqu’un qui se fixe un objectif sportif',
  },
  office: {
    label: 'Bureau',
    place: 'sur le bureau',
    session: 'une journée de travail',
    activity: 'travailler',
    people: 'ceux qui passent leurs journées à un bureau',
    result: 'le confort après quelques heures',
    before: 'le clavier d’un ordinateur portable',
    care: 'un coup de chiffon et une charge régulière',
    wears: 'la batterie ou une touche usée',
    giftFor: 'un télétravailleur ou un étudiant',
  },
  'smart-home': {
    label: 'Maison connectée',
    place: 'à la maison',
    session: 'une semaine ordinaire à la maison',
    activity: 'faire tourner la maison',
    people: 'les foyers',
    result: 'la qualité du travail accompli',
    before: 'tout faire à la main',
    care: 'un peu de vidage, de nettoyage et de recharge',
    wears: 'la batterie, une brosse ou un capteur',
    giftFor: 'de nouveaux propriétaires ou une famille occupée',
  },
  'personal-care': {
    label: 'Soin et hygiène',
    place: 'dans la salle de bain',
    session: 'la routine du matin',
    activity: 'se brosser les dents',
    people: 'ceux qui veulent une meilleure routine',
    result: 'la sensation de propre',
    before: 'une brosse manuelle',
    care: 'un rinçage après usage et une tête neuve tous les trois mois',
    wears: 'la batterie ou une tête fatiguée',
    giftFor: 'quelqu’un qui se brosse encore les dents à la main',
  },
  general: {
    label: 'Comparatifs',
    place: 'à la maison',
    session: 'une semaine ordinaire',
    activity: 's’en servir au quotidien',
    people: 'les acheteurs',
    result: 'la façon dont il remplit sa fonction',
    before: 'un modèle plus ancien',
    care: 'un coup de chiffon et une charge régulière',
    wears: 'la batterie ou une pièce mobile',
    giftFor: 'quelqu’un qui s’en servira tous les jours',
  },
};

/** Kinds whose words differ from their category's. */
const KIND_WORDS: Partial<Record<TextKey, Partial<Words>>> = {
  headphones: {
    care: 'un coup de chiffon sur les coussinets et l’arceau',
    wears: 'la batterie ou les coussinets',
  },
  earbuds: {
    care: 'un coup de chiffon sur les embouts et le boîtier',
    wears: 'la batterie ou la charnière du boîtier',
  },
  multicooker: {
    care: 'un lavage de la cuve et du couvercle après chaque repas',
    wears: 'un joint d’étanchéité ou un revêtement',
  },
  vacuum: {
    place: 'au sol',
    before: 'passer l’aspirateur soi-même',
    care: 'un vidage du bac et un démêlage des brosses',
    wears: 'la batterie, une brosse ou un filtre',
  },
  speaker: {
    session: 'une journée ordinaire à la maison',
    before: 'un téléphone et une radio de cuisine',
    care: 'un coup de chiffon sur le tissu de temps en temps',
    wears: 'un haut-parleur ou un bloc d’alimentation',
    result: 'la façon dont elle vous comprend et dont elle sonne',
  },
  doorbell: {
    place: 'à la porte d’entrée',
    before: 'une sonnette classique',
    care: 'un coup de chiffon sur l’objectif et un œil sur la batterie',
    wears: 'la batterie ou un bouton exposé aux intempéries',
    result: 'la netteté avec laquelle elle montre qui est à la porte',
  },
  'e-reader': {
    label: 'Lecture',
    place: 'sur la table de chevet',
    session: 'une soirée de lecture',
    activity: 'lire',
    people: 'les grands lecteurs',
    // The result angle's e-reader theme is the page itself; comfort is the comfort angle's.
    result: 'la netteté de l’affichage',
    before: 'les livres papier ou le téléphone',
    care: 'un coup de chiffon sur l’écran et une charge toutes les quelques semaines',
    wears: 'la batterie ou un écran rayé',
    giftFor: 'un grand lecteur',
  },
  coffee: {
    label: 'Cuisine',
    place: 'sur le plan de travail',
    session: 'le café du matin',
    activity: 'préparer son café',
    people: 'les amateurs de café',
    result: 'le café dans la tasse',
    before: 'une bouilloire et du café soluble',
    care: 'un rinçage du bac d’égouttage et un détartrage régulier',
    wears: 'une pompe ou un joint',
    giftFor: 'un amateur de café',
  },
};

function kindOf(product: { title: string }): { kind: Kind; english: string } | undefined {
  return KINDS.find(({ pattern }) => pattern.test(product.title));
}

/** The words of a pair: its kind (both products', or their category's), category and world. */
export function vocabulaireFor(products: readonly { title: string; features?: string[] }[]): Vocabulaire {
  const found = products.map(kindOf);
  const [first, second] = found;
  const same = first && (!second || second.kind.sing === first.kind.sing) ? first : undefined;
  const shared = same ?? (second && !first ? second : undefined);
  // The English categories read an English title of the kind alike; for a kind we do not know, the
  // listings themselves (an English listing reads directly).
  const english = vocabularyFor(shared ? [{ title: shared.english }, { title: shared.english }] : products);
  const kind = shared?.kind ?? FALLBACK_KIND[english.category];
  const own = english.texts.map((key) => KIND_WORDS[key]).find(Boolean);
  return {
    category: english.category,
    texts: english.texts,
    kind,
    aspects: english.aspects,
    ...WORDS[english.category],
    ...own,
  };
}

/** Whether two products are of different kinds (a mixed audio pair): each is named by its own kind. */
export function kindOfProduct(product: { title: string }, v: Vocabulaire): Genre {
  return kindOf(product)?.kind ?? v.kind;
}
