/**
 * What a French angle is (the same structure as the English writer's, angles.ts: subject lines,
 * sections, FAQ, verdict, pins, each in several phrasings), and the words it writes with: the pair's
 * kind with its article and agreement ("votre première friteuse sans huile", "vos premiers écouteurs",
 * "laquelle", "lesquels"), and texts per kind or category.
 */
import type { AngleFamily } from '@aa/server/modules/generation/content/writing';
import type { TextKey } from '../categories.ts';
import type { Aspect } from '../facts.ts';
import type { Side } from '../prose.ts';
import type { Plume } from './pen.ts';
import { accord } from './pen.ts';
import { elides } from './typography.ts';
import type { Vocabulaire } from './vocabulary.ts';

export interface Section {
  heading: (p: Plume) => string;
  /** What the section draws on (the plan's points list these facts). */
  aspects: readonly Aspect[];
  write: (p: Plume) => string[];
}

export interface Question {
  ask: (p: Plume) => string;
  answer: (p: Plume) => string;
}

export interface Angle {
  id: string;
  /** What it leads with, for the pins' results (angle-families.ts). */
  family: AngleFamily;
  fits: (p: Plume) => boolean;
  /** The reader's question, lower case, without its question mark: "laquelle choisir comme première friteuse sans huile". */
  angle: (v: Vocabulaire) => string;
  /** Its readers, with their article: "les familles", "ceux qui bougent beaucoup". */
  audience: (v: Vocabulaire) => string;
  /** A few words for titles: "premier achat". */
  use: (v: Vocabulaire) => string;
  keyword: (v: Vocabulaire) => string;
  focus: readonly Aspect[];
  subjects: readonly ((p: Plume) => string)[];
  intro: (p: Plume) => string;
  hint: (p: Plume) => string;
  sections: readonly Section[];
  faq: readonly Question[];
  verdict: (p: Plume) => string;
  signOff: (p: Plume) => string;
  bestFor: (p: Plume, side: Side) => string;
  pins: readonly ((p: Plume) => string)[];
  pinLine: (p: Plume) => string;
  /** The scene its pictures show. */
  mood: string;
}

/** Texts per kind or category (the English writer's text keys), with the general one for the rest. */
export type ParType = Partial<Record<TextKey, string>> & { general: string };

/** The text for the most specific key of the pair, else the general one. */
export function selon(v: Vocabulaire, texts: ParType): string {
  for (const key of v.texts) {
    const found = texts[key];
    if (found !== undefined) return found;
  }
  return texts.general;
}

export const per = (p: Plume, texts: ParType) => selon(p.v, texts);

// --- The kind, with its article and agreement --------------------------------------------------

/** A word agreeing with the pair's kind. */
export const ag = (v: Vocabulaire, m: string, f: string, mp: string, fp: string) =>
  accord(v.kind, m, f, mp, fp);

/** "lequel", "laquelle", "lesquels". */
export const lequel = (v: Vocabulaire) => ag(v, 'lequel', 'laquelle', 'lesquels', 'lesquelles');
export const Lequel = (v: Vocabulaire) => ag(v, 'Lequel', 'Laquelle', 'Lesquels', 'Lesquelles');

/** "une friteuse sans huile", "un casque", "des écouteurs". */
export const un = (v: Vocabulaire) =>
  v.kind.pl ? `des ${v.kind.sing}` : `${v.kind.g === 'f' ? 'une' : 'un'} ${v.kind.sing}`;

/** "la friteuse sans huile", "le casque", "l’appareil", "les écouteurs". */
export function leKind(v: Vocabulaire): string {
  if (v.kind.pl) return `les ${v.kind.sing}`;
  if (elides(v.kind.sing)) return `l’${v.kind.sing}`;
  return `${v.kind.g === 'f' ? 'la' : 'le'} ${v.kind.sing}`;
}

/** "votre friteuse sans huile", "vos écouteurs". */
export const votre = (v: Vocabulaire) => `${v.kind.pl ? 'vos' : 'votre'} ${v.kind.sing}`;

/** "votre première friteuse sans huile", "vos premiers écouteurs", "votre premier casque". */
export const votrePremier = (v: Vocabulaire) =>
  `${v.kind.pl ? 'vos' : 'votre'} ${ag(v, 'premier', 'première', 'premiers', 'premières')} ${v.kind.sing}`;

/** "première friteuse sans huile", "premiers écouteurs". */
export const premier = (v: Vocabulaire) =>
  `${ag(v, 'premier', 'première', 'premiers', 'premières')} ${v.kind.sing}`;

/** "ce casque", "cet appareil", "cette friteuse", "ces écouteurs". */
export function ce(v: Vocabulaire): string {
  if (v.kind.pl) return `ces ${v.kind.sing}`;
  if (v.kind.g === 'f') return `cette ${v.kind.sing}`;
  return `${elides(v.kind.sing) ? 'cet' : 'ce'} ${v.kind.sing}`;
}

/** The kind as people search for it: "friteuse sans huile", "écouteurs sans fil". */
export const cherche = (v: Vocabulaire) => (v.kind.pl ? `${v.kind.sing} sans fil` : v.kind.sing);

/** Whether the pair is of one of the categories. */
export const is = (p: Plume, ...categories: Vocabulaire['category'][]) => categories.includes(p.v.category);

/** Whether the pair's text keys include one of these. */
export const kindIs = (p: Plume, ...keys: TextKey[]) => keys.some((key) => p.v.texts.includes(key));

/**
 * Whether the pair runs on a battery (issue 27): its kind does (earbuds, an e-reader, a robot, a
 * doorbell, a tracker, a toothbrush, a keyboard), or a listing says so. A kitchen appliance or a smart
 * speaker has none: charging, « autonomie » and « batterie » are words of other articles.
 */
export const aBatterie = (p: Plume) =>
  kindIs(
    p,
    'earbuds',
    'headphones',
    'audio',
    'e-reader',
    'vacuum',
    'doorbell',
    'fitness',
    'personal-care',
    'office',
  ) || p.any('battery');
