/**
 * The French recipes (../recipe-book.ts): the French angles on the same schedule as the English
 * writer's, with the words a recipe writes in French: the connectors that name a pairing in its angle
 * text ("laquelle choisir comme première friteuse sans huile, vu par les familles"), the openings and
 * verdicts of an article that takes two questions, the paired subject lines and the reason a subject
 * was chosen.
 */
import { recipeBook } from '../recipe-book.ts';
import type { Angle } from './angle.ts';
import { cadeau, famille, petitEspace, premierAchat } from './angles-buying.ts';
import { confidentialite, confort, connecte, nomade, resultats, silence } from './angles-experience.ts';
import { entretien, longTerme, polyvalence, quotidien } from './angles-ownership.ts';
import { AVANT_D_ACHETER, CE_QUE_TAISENT, QUI_CHOISIT, questionChiffree } from './extras.ts';
import type { Fiche } from './facts.ts';
import { Plume } from './pen.ts';
import { majuscule } from './typography.ts';
import type { Vocabulaire } from './vocabulary.ts';

/** Every French angle, in the order the schedule takes them (from a place of each pair's own). */
export const ANGLES: readonly Angle[] = [
  premierAchat,
  petitEspace,
  famille,
  longTerme,
  cadeau,
  quotidien,
  entretien,
  resultats,
  silence,
  confort,
  nomade,
  connecte,
  polyvalence,
  confidentialite,
];

/** What every writer knows of a pair: names, words and facts. */
export interface Pairing {
  names: [string, string];
  v: Vocabulaire;
  fiches: [Fiche, Fiche];
}

/** Readers after "de" and after "à": "des familles", "aux familles", "de ceux qui…", "à ceux qui…". */
const deLecteurs = (readers: string) =>
  readers.startsWith('les ') ? `des ${readers.slice(4)}` : `de ${readers}`;
const aLecteurs = (readers: string) =>
  readers.startsWith('les ') ? `aux ${readers.slice(4)}` : `à ${readers}`;

export const frenchRecipes = recipeBook<Plume, Angle, Pairing>({
  angles: ANGLES,
  seed: '|fr',
  pen: (pair, focus, seed) => new Plume(pair.fiches, pair.v, focus, seed),
  norm: (text) =>
    text
      .trim()
      .toLowerCase()
      .replace(/[\s\u00a0\u202f]+/g, ' '),
  connectors: [
    (a) => `pour ${a}`,
    (a) => `vu par ${a}`,
    (a) => `avec ${a} en tête`,
    (a) => `selon ${a}`,
    (a) => `et ce qu’en retiennent ${a}`,
    (a) => `tel que le vivent ${a}`,
    (a) => `pour ${a} cette fois`,
    (a) => `et ce qui compte pour ${a}`,
    (a) => `question posée par ${a}`,
    (a) => `comme le voient ${a}`,
  ],
  whoBuys: QUI_CHOISIT,
  checklist: AVANT_D_ACHETER,
  gaps: CE_QUE_TAISENT,
  framed: new Set(['premier-achat', 'cadeau']),
  twoQuestions: [
    (p, first, second) =>
      `${majuscule(first)} ? Et ${second} ? Ce comparatif ${p.du(0)} et ${p.du(1)} traite les deux questions ensemble, à partir de ce que disent les deux fiches.`,
    (p, first, second, readers) =>
      `Deux questions départagent ${p.le(0)} et ${p.le(1)} pour ${readers} : ${first}, et ${second}. Nous répondons aux deux à partir des fiches, pas au jugé.`,
    (p, first, second) =>
      `La plupart des comparatifs ${p.du(0)} et ${p.du(1)} tranchent une seule question. Celui-ci en traite deux : ${first}, puis ${second}.`,
    (p, first, second, readers) =>
      `Si vous hésitez entre ${p.le(0)} et ${p.le(1)}, la première chose à régler est souvent de savoir ${first} ; pour ${readers}, il faut aussi savoir ${second}.`,
    (p, first, second) =>
      `Ici, ${p.le(0)} et ${p.le(1)} sont ${p.ag('comparés', 'comparées', 'comparés', 'comparées')} deux fois : ${first}, puis ${second}.`,
  ],
  figureQuestion: questionChiffree,
  picks: [
    (p, x, y) => `${p.le(0)} pour ${x}, ${p.le(1)} pour ${y}`,
    (p, x, y) => `choisissez ${p.le(0)} pour ${x} et ${p.le(1)} pour ${y}`,
    (p, x, y) => `${p.le(1)} pour ${y}, ${p.le(0)} pour ${x}`,
  ],
  pairedVerdicts: [
    (first, P, second, S) =>
      `Si votre question est de savoir ${first} : ${P}. S’il s’agit de savoir ${second} : ${S}.`,
    (first, P, second, S) =>
      `À la question « ${first} ? », nous répondons : ${P}. À la question « ${second} ? » : ${S}.`,
    (_first, P, second, S) => `En résumé, ${P} ; et pour savoir ${second}, ${S}.`,
    (first, P, second, S) => `Notre réponse pour savoir ${first} : ${P}. Pour savoir ${second} : ${S}.`,
  ],
  bestWith: (reader, strength) => `${reader}, avec ${strength}`,
  bestPutting: (strength) => `Ceux qui privilégient ${strength}`,
  pairedSubjects: [
    (p, first, second) => `${p.A} vs ${p.B} : ${first} et ${second}`,
    (p, first, second) => `${p.A} ou ${p.B} ? ${majuscule(first)}, avec ${second} en tête`,
    (p, first, second) => `${majuscule(first)} et ${second} : ${p.A} ou ${p.B} ?`,
    (p, first, second) => `${p.B} vs ${p.A} : ${first}, puis ${second}`,
    (p, first, second) => `${p.A} face à ${p.B} : ${first} et ${second}`,
    (p, first, second) => `Comparatif ${p.A} / ${p.B} : ${first} et ${second}`,
  ],
  reason(v, P, S) {
    if (!S)
      return `Il répond à la question ${deLecteurs(P.audience(v))} (${P.angle(v)}), qu’aucun article précédent de cette campagne n’a encore traitée.`;
    return `Il pose la question ${deLecteurs(P.audience(v))} (${P.angle(v)}) ${aLecteurs(S.audience(v))} : une combinaison qu’aucun article précédent de cette campagne n’a encore prise.`;
  },
});

export type Recipe = ReturnType<typeof frenchRecipes.recipeAt>;
