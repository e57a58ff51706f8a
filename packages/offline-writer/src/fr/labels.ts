/**
 * Each aspect's name in French, with its gender and number (for "son autonomie", "sa réduction de
 * bruit", "ses fonctions de cuisson"), per category where a category says it otherwise; the table's
 * row labels are these names with a capital.
 */
import type { CategoryId } from '../categories.ts';
import type { Aspect } from '../facts.ts';
import { elides, majuscule } from './typography.ts';

export interface Nom {
  text: string;
  g: 'm' | 'f';
  pl?: boolean;
}

const m = (text: string, pl = false): Nom => ({ text, g: 'm', pl });
const f = (text: string, pl = false): Nom => ({ text, g: 'f', pl });

const NAMES: Record<Aspect, Nom> = {
  temperature: f('plage de température'),
  capacity: f('contenance'),
  modes: m('modes', true),
  noise: m('niveau sonore'),
  water: f('étanchéité'),
  battery: f('autonomie'),
  anc: f('réduction de bruit'),
  calls: f('qualité d’appel'),
  video: f('vidéo'),
  privacy: f('confidentialité'),
  install: f('installation'),
  sound: f('qualité sonore'),
  tracking: m('suivi'),
  sleep: m('suivi du sommeil'),
  light: m('éclairage'),
  display: m('écran'),
  eco: f('démarche écologique'),
  safety: f('sécurité'),
  guidance: m('guidage'),
  health: m('bénéfices santé', true),
  power: f('performances', true),
  keys: f('frappe'),
  // « maintien » is said of what one wears (issue 27): a keyboard or a reading light is only « confort ».
  fit: m('confort'),
  smart: f('fonctions connectées', true),
  compat: f('compatibilité'),
  connectivity: f('connectivité'),
  speed: f('rapidité'),
  cleaning: f('facilité d’entretien'),
  accessories: m('accessoires', true),
  size: m('encombrement'),
  library: m('livres et bibliothèque', true),
};

const BY_CATEGORY: Partial<Record<CategoryId, Partial<Record<Aspect, Nom>>>> = {
  kitchen: {
    modes: f('fonctions de cuisson', true),
    power: m('résultats de cuisson', true),
    health: f('cuisson plus légère'),
  },
  'smart-home': {
    power: f('puissance d’aspiration'),
    smart: f('intégration à la maison connectée'),
    temperature: m('capteur de température'),
  },
  'personal-care': {
    health: f('efficacité de brossage'),
    guidance: m('minuteur et guidage'),
    power: f('puissance de brossage'),
  },
  fitness: {
    modes: m('modes d’exercice', true),
    smart: f('applications et paiement', true),
    fit: m('confort au poignet'),
  },
  audio: { fit: m('confort et maintien') },
};

/** An aspect's French name in a category. */
export function nomDe(aspect: Aspect, category: CategoryId): Nom {
  return BY_CATEGORY[category]?.[aspect] ?? NAMES[aspect];
}

/** The table's label for an aspect: its name with a capital ("Autonomie"). */
export const etiquette = (aspect: Aspect, category: CategoryId) => majuscule(nomDe(aspect, category).text);

/**
 * A name with "son/sa/ses": "son autonomie" (a vowel takes "son" in the feminine too), "ses modes";
 * "leur/leurs" for an owner in the plural (earbuds: "leur réduction de bruit").
 */
export function possessif(nom: Omit<Nom, 'text'> & { text: string }, owners = false): string {
  if (owners) return `${nom.pl ? 'leurs' : 'leur'} ${nom.text}`;
  if (nom.pl) return `ses ${nom.text}`;
  return `${nom.g === 'm' || elides(nom.text) ? 'son' : 'sa'} ${nom.text}`;
}

/** A name with its definite article: "l’autonomie", "la réduction de bruit", "les modes". */
export function defini(nom: Nom): string {
  if (nom.pl) return `les ${nom.text}`;
  if (elides(nom.text)) return `l’${nom.text}`;
  return `${nom.g === 'm' ? 'le' : 'la'} ${nom.text}`;
}

/** The gender (and number) of the nouns French listings open their lines with ("Panier", "Coussinets"). */
const HEADS: Record<string, Omit<Nom, 'text'>> = Object.fromEntries([
  ...'panier format design corps capteur système minuteur fonctionnement rétroéclairage éclairage écran transducteur suivi bouton bac réservoir boîtier câble câblage mode programme moteur filtre revêtement cordon égouttoir niveau clavier joint couvercle thermostat réglage plateau bol'
    .split(' ')
    .map((word) => [word, { g: 'm' as const }]),
  ...'grille cuve batterie réduction captation connexion installation vidéo détection technologie tête brossette plage conception coque recharge application lumière surface protection résistance étanchéité compatibilité fonction cuisson sécurité'
    .split(' ')
    .map((word) => [word, { g: 'f' as const }]),
  ...'coussinets embouts capteurs programmes réglages accessoires matériaux switchs'
    .split(' ')
    .map((word) => [word, { g: 'm' as const, pl: true }]),
  ...'touches fonctions commandes zones'.split(' ').map((word) => [word, { g: 'f' as const, pl: true }]),
]);

/** The gender of a listing line's first noun, when it is one of those we know. */
export function genreDe(word: string): Omit<Nom, 'text'> | undefined {
  return HEADS[word];
}
