/**
 * What each run of a French campaign writes, offline: a recipe, on the same schedule as the English
 * writer's (recipe-schedule.ts): every French angle that fits the pair once, then pairings of a primary
 * angle with a secondary one, each lending different sections, questions, intro and verdict. The recipe
 * is named in the subject's angle text ("laquelle choisir comme première friteuse sans huile, vu par les
 * familles"), so the plan, the article and the next run read it back from there.
 */
import { hash } from '../prose.ts';
import { recipeNamedAmong, scheduledRecipe, slotCount } from '../recipe-schedule.ts';
import { composeRecipe, type Composition as SharedComposition } from '../shared.ts';
import type { Angle, Question, Section } from './angle.ts';
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

export interface Recipe {
  index: number;
  primary: Angle;
  secondary?: Angle;
  round: number;
}

export const norm = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s\u00a0\u202f]+/g, ' ');

/** The secondary angle's readers after the primary's question, one wording per round. */
const CONNECTORS: readonly ((audience: string) => string)[] = [
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
];

function basePen(pair: Pairing, angle: Angle): Plume {
  return new Plume(pair.fiches, pair.v, angle.focus, hash(`${pair.names.join('|')}|fr|${angle.id}`));
}

/** The angles that fit the pair, in an order of their own per pair. */
export function anglesFor(pair: Pairing): Angle[] {
  const fitting = ANGLES.filter((angle) => angle.fits(basePen(pair, angle)));
  const start = hash(`${pair.names.join('|')}|fr`) % Math.max(1, fitting.length);
  return [...fitting.slice(start), ...fitting.slice(0, start)];
}

export function recipeCount(pair: Pairing): number {
  return slotCount(anglesFor(pair).length, CONNECTORS.length);
}

export function recipeAt(pair: Pairing, index: number): Recipe {
  return scheduledRecipe(anglesFor(pair), CONNECTORS.length, index);
}

/** The recipe as the subject's angle text: the primary's question, then the secondary's readers. */
export function angleText(pair: Pairing, recipe: Recipe): string {
  const question = recipe.primary.angle(pair.v);
  if (!recipe.secondary) return question;
  const connect = CONNECTORS[(recipe.round - 1) % CONNECTORS.length] as (a: string) => string;
  return `${question}, ${connect(recipe.secondary.audience(pair.v))}`;
}

/** The recipe an angle text names, if it is one of the pair's. */
export function recipeNamed(pair: Pairing, text: string | undefined): Recipe | undefined {
  if (!text) return undefined;
  return recipeNamedAmong(
    norm(text),
    anglesFor(pair),
    ANGLES,
    CONNECTORS.length,
    (angle) => norm(angle.angle(pair.v)),
    (index) => recipeAt(pair, index),
    (recipe) => norm(angleText(pair, recipe)),
  );
}

/** The pen of a recipe: its phrasings and its picks of facts are the recipe's own. */
export function penFor(pair: Pairing, recipe: Recipe): Plume {
  if (!recipe.secondary) return basePen(pair, recipe.primary);
  const focus = [...new Set([...recipe.primary.focus, ...recipe.secondary.focus])];
  const seed = hash(`${pair.names.join('|')}|fr|${recipe.primary.id}+${recipe.secondary.id}|${recipe.round}`);
  return new Plume(pair.fiches, pair.v, focus, seed);
}

/** What an article of a recipe is made of (shared.ts). */
export type Composition = SharedComposition<Plume, Section, Question, Angle>;

/** Openings for an article that takes two questions at once. */
const TWO_QUESTIONS: readonly ((p: Plume, first: string, second: string, readers: string) => string)[] = [
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
];

/** Angles whose sections speak to their own reader (a beginner, a present): never guests. */
const FRAMED = new Set(['premier-achat', 'cadeau']);

/**
 * The article of a recipe, as the English writer composes one (shared.ts's composeRecipe): a
 * first pass is the angle's own four sections with who should choose which, a checklist and what the
 * listings leave out; a pairing takes one section of each angle and two guests', the shared sections,
 * and questions from each side.
 */
export function compose(pair: Pairing, recipe: Recipe, p: Plume): Composition {
  return composeRecipe<Plume, Section, Question, Angle>(recipe, p, {
    fitting: () => anglesFor(pair),
    whoBuys: QUI_CHOISIT,
    checklist: AVANT_D_ACHETER,
    gaps: CE_QUE_TAISENT,
    framed: FRAMED,
    twoQuestions: TWO_QUESTIONS,
    withFigure,
    pairedVerdict,
  });
}

/** A verdict for two questions at once: each angle's pick of reader, in a wording of the run's own. */
function pairedVerdict(p: Plume, P: Angle, S: Angle, salt: number): string {
  const lower = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  const picks = (angle: Angle) => {
    const [x, y] = bestForPair(p, angle);
    return p.pick(
      [
        `${p.le(0)} pour ${lower(x)}, ${p.le(1)} pour ${lower(y)}`,
        `choisissez ${p.le(0)} pour ${lower(x)} et ${p.le(1)} pour ${lower(y)}`,
        `${p.le(1)} pour ${lower(y)}, ${p.le(0)} pour ${lower(x)}`,
      ],
      angle.id.length + salt,
    );
  };
  const [first, second] = [P.angle(p.v), S.angle(p.v)];
  return p.pick(
    [
      `Si votre question est de savoir ${first} : ${picks(P)}. S’il s’agit de savoir ${second} : ${picks(S)}.`,
      `À la question « ${first} ? », nous répondons : ${picks(P)}. À la question « ${second} ? » : ${picks(S)}.`,
      `En résumé, ${picks(P)} ; et pour savoir ${second}, ${picks(S)}.`,
      `Notre réponse pour savoir ${first} : ${picks(P)}. Pour savoir ${second} : ${picks(S)}.`,
    ],
    salt,
  );
}

/** The angle's questions and one on the figures both listings give, unless one already asks it. */
function withFigure(p: Plume, faq: readonly Question[], salt: number): Question[] {
  const figure = questionChiffree(
    p,
    salt,
    faq.map((q) => q.ask(p)),
  );
  return figure ? [...faq, figure] : [...faq];
}

/** The table's "Idéal pour" pair: two different readers. */
export function bestForPair(p: Plume, angle: Angle): [string, string] {
  const pair: [string, string] = [angle.bestFor(p, 0), angle.bestFor(p, 1)];
  if (norm(pair[0]) !== norm(pair[1])) return pair;
  const own = ([0, 1] as const).map((side) => `${pair[side]}, avec ${p.strengthOn(side, angle.focus)}`);
  if (norm(own[0] ?? '') !== norm(own[1] ?? '')) return [own[0] ?? pair[0], own[1] ?? pair[1]];
  return [`Ceux qui privilégient ${p.strength(0)}`, `Ceux qui privilégient ${p.strength(1)}`];
}

/** Subject lines for a pairing: both angles' words, in a wording per round. */
const PAIRED_SUBJECTS: readonly ((p: Plume, first: string, second: string) => string)[] = [
  (p, first, second) => `${p.A} vs ${p.B} : ${first} et ${second}`,
  (p, first, second) => `${p.A} ou ${p.B} ? ${majuscule(first)}, avec ${second} en tête`,
  (p, first, second) => `${majuscule(first)} et ${second} : ${p.A} ou ${p.B} ?`,
  (p, first, second) => `${p.B} vs ${p.A} : ${first}, puis ${second}`,
  (p, first, second) => `${p.A} face à ${p.B} : ${first} et ${second}`,
  (p, first, second) => `Comparatif ${p.A} / ${p.B} : ${first} et ${second}`,
];

/** The subject lines a recipe may take, its first choice first. */
export function subjectLines(pair: Pairing, recipe: Recipe, p: Plume): string[] {
  const P = recipe.primary;
  const S = recipe.secondary;
  if (!S) {
    const own = P.subjects.map((write) => write(p));
    const start = hash(`${pair.names.join('|')}|${P.id}`) % own.length;
    return [...own.slice(start), ...own.slice(0, start)];
  }
  const lines = PAIRED_SUBJECTS.map((write) => write(p, P.use(pair.v), S.use(pair.v)));
  const start = (recipe.round + hash(`${P.id}|${S.id}`)) % lines.length;
  return [...lines.slice(start), ...lines.slice(0, start)];
}

/** Readers after "de" and after "à": "des familles", "aux familles", "de ceux qui…", "à ceux qui…". */
const deLecteurs = (readers: string) =>
  readers.startsWith('les ') ? `des ${readers.slice(4)}` : `de ${readers}`;
const aLecteurs = (readers: string) =>
  readers.startsWith('les ') ? `aux ${readers.slice(4)}` : `à ${readers}`;

/** Why the subject was chosen, for the run's record. */
export function reasonFor(pair: Pairing, recipe: Recipe): string {
  const { primary: P, secondary: S } = recipe;
  if (!S)
    return `Il répond à la question ${deLecteurs(P.audience(pair.v))} (${P.angle(pair.v)}), qu’aucun article précédent de cette campagne n’a encore traitée.`;
  return `Il pose la question ${deLecteurs(P.audience(pair.v))} (${P.angle(pair.v)}) ${aLecteurs(S.audience(pair.v))} : une combinaison qu’aucun article précédent de cette campagne n’a encore prise.`;
}
