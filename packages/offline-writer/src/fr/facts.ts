/**
 * What the French writer knows of a product: its listing's lines, in French (amazon.fr) or in English
 * (a product from another store), read as facts. For each: the aspects it is about, read in both
 * languages; where the line gives one, a figure the writer restates in French words of its own ("jusqu’à
 * 30 heures d’autonomie", "un panier de 4,7 litres", a decimal comma, quarts and °F given in litres and
 * °C as well); and the line itself, which the writer only ever quotes as listed, never rewords.
 */

import type { ProductFacts } from '@aa/server/modules/generation/content/writing';
import { type Aspect, asListed, readProduct, tidyLine } from '../facts.ts';
import { nombre } from './typography.ts';
import type { Genre } from './vocabulary.ts';

/** A figure of a line, as the writer restates it. */
export interface Spec {
  /** In a common unit, to compare (litres, a count, hours, inches, dB, an IP digit, °C, devices). */
  value: number;
  /** The amount with its unit: "30 heures", "4,7 litres", "IPX8", "53 dB". */
  qte: string;
  /** The amount alone ("30"), to follow another of the same unit ("30 heures contre 24"). */
  n: string;
  /** The unit, to tell whether two amounts share one. */
  unit: string;
  /** As a noun phrase: "30 heures d’autonomie", "un panier de 4,7 litres", "9 fonctions de cuisson". */
  nom: string;
  /** As a listing states it: "jusqu’à 30 heures d’autonomie". */
  dit: string;
  /** As a list item or a table cell: "Panier de 4,7 litres", "Jusqu’à 30 heures d’autonomie". */
  liste: string;
}

export interface Fait {
  /** The listing's line, tidied, as listed (quoted as it is). */
  line: string;
  /** Whether the line is in English (a product from another store). */
  english: boolean;
  aspect: Aspect;
  aspects: Aspect[];
  /** The figures the line gives, per aspect. */
  specs: Partial<Record<Aspect, Spec>>;
  /** Named technologies ("TenderCrisp", "Dynamic Driver X"). */
  names: string[];
  /** The line in a few words, for a list or a table cell. */
  short: string;
}

export interface Fiche {
  name: string;
  brand?: string;
  facts: Fait[];
  /** The assistant it is built around ("Alexa", "Google Assistant"). */
  assistant?: string;
  /** The product's gender and number, for every word that agrees with it. */
  genre: Genre;
}

/** Checked in this order, as the English writer's: a line's first match is its main aspect. */
const ASPECTS: readonly [Aspect, RegExp][] = [
  ['temperature', /température|\d\s?°\s?[CF]\b/i],
  [
    'capacity',
    /\d+(?:[.,]\d+)?\s?(?:L|litres?)\b|\bcapacité\b|\bcontenance\b|portions familiales|grandes familles/i,
  ],
  ['modes', /\bfonctions\b|\bmodes\b|\bprogrammes\b|préréglages|appareils en 1|-en-1\b|tailles de tasse/i],
  ['noise', /\bdB\b|silencieu/i],
  ['water', /étanche|étanchéité|à l[’']eau|\bIPX?\d|transpiration|natation/i],
  ['video', /\b\d{3,4}p\b|vidéo HD|vision nocturne|live view|détection de mouvement/i],
  ['install', /câblage|filaire|installation|fixer au mur|montage mural/i],
  ['sleep', /\bsommeil\b/i],
  [
    'tracking',
    /\bsuivi (?:du|de la|des|de l[’'])\s?(?:sommeil|stress|fréquence|activité|entraînement)|fréquence cardiaque|\bstress\b|\bGPS\b|body battery/i,
  ],
  ['battery', /batterie|\bbattery\b|autonomie|\bcharge\b|rechargeable|\brecharge/i],
  ['anc', /réduction (?:active )?(?:du |de )?bruit|transparence|mode aware|sons extérieurs/i],
  ['calls', /\bappels?\b|de la voix|conduction osseuse|bidirectionnel|parler aux visiteurs/i],
  ['privacy', /vie privée|confidentialité|désactivation du micro/i],
  ['sound', /\bson\b|\baudio\b|basses|transducteur|hi-res|voix plus claires/i],
  ['light', /éclairage|comfortlight|lumière/i],
  ['display', /écran|\bE Ink\b|\bppi\b/i],
  ['eco', /recyclé|économiser l[’']énergie|arrêt automatique/i],
  ['safety', /sécurité|surchauffe|anti-chute|escaliers/i],
  [
    'smart',
    /alexa|assistant|\bapplications?\b|\bapp\b|connectés compatibles|à la voix|commande vocale|routines|google maps|wallet/i,
  ],
  ['guidance', /minuteur|capteur de pression|\balertes?\b|rappelle|quadpacer|smartimer|vous avertit/i],
  ['health', /matières grasses|moins d[’']huile|plaque dentaire|gencives|lumière bleue/i],
  [
    'power',
    /aspiration|saleté|poils d[’']animaux|tête de nettoyage|système de nettoyage|tapis|plus vite|croustill|tendercrisp/i,
  ],
  ['keys', /\btouches\b|\bswitchs\b|\bfrappe\b|saisissez/i],
  // « maintien au chaud » is an oven's keep-warm, not how something sits on you.
  [
    'fit',
    /maintien(?! au chaud)|embouts|coussinets|confort|moelleux|\bdoux\b|similicuir|ergonomique|vos doigts/i,
  ],
  ['compat', /windows|macos|\bmac\b|android|linux|\bios\b|compatible avec/i],
  [
    'connectivity',
    /bluetooth|wi-?fi|usb\W?c|multipoint|\b(?:\d+|deux|trois|quatre) appareils\b(?! en 1)|\bcâble\b/i,
  ],
  ['speed', /prêtes? en|\brapide|\bminutes?\b|plus vite/i],
  ['cleaning', /lave-vaisselle|antiadhésif|facile à nettoyer|\blavage|tête de brosse|brossette/i],
  ['accessories', /\bgrille\b|accessoire|fourni|égouttoir|\bboîtier\b/i],
  [
    'size',
    /compact|ultra-fin|\bfin\b|\bslim\b|encombrement|sous les meubles|petites cuisines|\bléger\b|pliable|portable|moins de \d+ cm/i,
  ],
  ['library', /bibliothèque|livres numériques|livres audio|overdrive/i],
];

/** Words an English line has and a French one has not. */
const ENGLISH = /\b(?:the|with|and|for|of|up to|your|from|to|than|on|in)\b/gi;
const FRENCH = /\b(?:le|la|les|des|du|avec|pour|et|de|jusqu|votre|vos|qui|une|un|à|en|sur)\b|[éèêàçù]/gi;

export const isEnglish = (line: string) =>
  (line.match(ENGLISH)?.length ?? 0) > (line.match(FRENCH)?.length ?? 0);

const NUMBERS: Record<string, number> = {
  un: 1,
  une: 1,
  one: 1,
  deux: 2,
  two: 2,
  trois: 3,
  three: 3,
  quatre: 4,
  four: 4,
  cinq: 5,
  five: 5,
  six: 6,
  sept: 7,
  seven: 7,
  huit: 8,
  eight: 8,
  neuf: 9,
  nine: 9,
  dix: 10,
  ten: 10,
  onze: 11,
  eleven: 11,
  douze: 12,
  twelve: 12,
};
const NUMBER =
  '\\d+(?:[.,]\\d+)?|un|une|one|deux|two|trois|three|quatre|four|cinq|five|six|sept|seven|huit|eight|neuf|nine|dix|ten|onze|eleven|douze|twelve';
const toNumber = (text: string) => NUMBERS[text.toLowerCase()] ?? Number.parseFloat(text.replace(',', '.'));

/** "1,5 litre", "30 heures": the unit in the singular below 2, as French has it. */
const amount = (value: number, one: string, many: string) => `${nombre(value)} ${value < 2 ? one : many}`;

const UNITS: Record<string, { one: string; many: string; hours: number }> = {
  minute: { one: 'minute', many: 'minutes', hours: 1 / 60 },
  heure: { one: 'heure', many: 'heures', hours: 1 },
  h: { one: 'heure', many: 'heures', hours: 1 },
  hour: { one: 'heure', many: 'heures', hours: 1 },
  jour: { one: 'jour', many: 'jours', hours: 24 },
  day: { one: 'jour', many: 'jours', hours: 24 },
  semaine: { one: 'semaine', many: 'semaines', hours: 168 },
  week: { one: 'semaine', many: 'semaines', hours: 168 },
  mois: { one: 'mois', many: 'mois', hours: 720 },
  month: { one: 'mois', many: 'mois', hours: 720 },
  an: { one: 'an', many: 'ans', hours: 8760 },
  year: { one: 'an', many: 'ans', hours: 8760 },
};

/** A container's French name and gender ("un panier", "une cuve"), from either language. */
const CONTAINERS: readonly [RegExp, string, 'm' | 'f'][] = [
  [/\bpanier\b|\bbasket\b/i, 'panier', 'm'],
  [/\bcuve\b|\binner pot\b|\bpot\b/i, 'cuve', 'f'],
  [/\bbol\b|\bbowl\b/i, 'bol', 'm'],
  [/\bréservoir\b|\btank\b|\breservoir\b/i, 'réservoir', 'm'],
  [/\bcarafe\b/i, 'carafe', 'f'],
  [/\bbac\b|\bdrum\b/i, 'bac', 'm'],
];

function capacity(line: string): Omit<Spec, 'liste'> | undefined {
  const m = /(\d+(?:[.,]\d+)?)[\s-]?(L|litres?|liters?|quarts?|qt\.?)(?=\W|$)/i.exec(line);
  if (!m?.[1] || !m[2]) return undefined;
  const found = toNumber(m[1]);
  const quarts = /^q/i.test(m[2]);
  const litres = quarts ? found * 0.946 : found;
  const [, container, g] = CONTAINERS.find(([pattern]) => pattern.test(line)) ?? [/$/, 'capacité', 'f'];
  // Quarts (an American listing) are compared in litres; the listing's own figure follows in brackets.
  const qte = amount(litres, 'litre', 'litres');
  const nom = `${g === 'f' ? 'une' : 'un'} ${container} de ${qte}${quarts ? ` (${amount(found, 'quart', 'quarts')})` : ''}`;
  return { value: litres, qte, n: nombre(litres), unit: 'litre', nom, dit: nom };
}

/** The listing's noun for its modes, in French ("fonctions de cuisson", "modes d’exercice"). */
function modeNoun(noun: string, around: string): string {
  const n = noun.toLowerCase();
  if (/^(?:functions|fonctions)$/.test(n))
    return /cooking|cuisson/i.test(around) ? 'fonctions de cuisson' : 'fonctions';
  if (/^(?:programs|programmes)$/.test(n)) return 'programmes';
  if (/^(?:presets|préréglages)$/.test(n)) return 'préréglages';
  if (/^(?:appliances|appareils)$/.test(n)) return 'appareils en un';
  if (/sizes|tailles/.test(n)) return 'tailles de tasse';
  return /exercise|exercice/i.test(around) ? 'modes d’exercice' : 'modes';
}

function modes(line: string): Omit<Spec, 'liste'> | undefined {
  const m = new RegExp(
    `(plus de |over |more than )?(${NUMBER})\\+?\\s+(?:[a-z-]+\\s+){0,2}?(fonctions|modes|programmes|préréglages|appareils(?= en 1)|tailles de tasse|functions|programs|presets|appliances|cup sizes|brew sizes)\\b`,
    'i',
  ).exec(line);
  if (m?.[2] && m[3]) {
    const count = toNumber(m[2]);
    const over = Boolean(m[1]) || /\d\+/.test(m[0]);
    const noun = modeNoun(m[3], line);
    const qte = `${over ? 'plus de ' : ''}${nombre(count)} ${noun}`;
    return { value: count, qte, n: nombre(count), unit: 'modes', nom: qte, dit: qte };
  }
  const inOne = /\b(\d+)-(?:in|en)-1\b/.exec(line);
  if (!inOne?.[1]) return undefined;
  const count = Number(inOne[1]);
  const qte = `${count} appareils en un`;
  return { value: count, qte, n: String(count), unit: 'modes', nom: qte, dit: qte };
}

/** A line about charging time ("Charge time: 3 hours", "charge rapide : 10 min pour 5 h"). */
const CHARGE_TIME =
  /charge time|charging time|quick charg|fast charg|full charge|of charging|temps de charge|charge (?:rapide|complète)|recharge rapide/i;

function battery(line: string): Omit<Spec, 'liste'> | undefined {
  // How long it takes to charge is not how long it lasts (CHARGE_TIME).
  if (CHARGE_TIME.test(line)) return undefined;
  const m = new RegExp(
    `(jusqu[’']à\\s+|up to\\s+)?(${NUMBER})\\s+(minutes?|heures?|h(?=\\W)|jours?|semaines?|mois|ans?|hours?|days?|weeks?|months?|years?)(?=\\W|$)`,
    'i',
  ).exec(line);
  if (!m?.[2] || !m[3]) return undefined;
  const word = m[3].toLowerCase();
  const unit = UNITS[word === 'mois' ? word : word.replace(/s$/, '')];
  if (!unit) return undefined;
  const count = toNumber(m[2]);
  const qte = amount(count, unit.one, unit.many);
  const nom = `${qte} d’autonomie`;
  return {
    value: count * unit.hours,
    qte,
    n: nombre(count),
    unit: unit.many,
    nom,
    dit: m[1] ? `jusqu’à ${nom}` : nom,
  };
}

function water(line: string): Omit<Spec, 'liste'> | undefined {
  const m = /\bIP(X?\d{1,2})\b/.exec(line);
  if (!m?.[1]) return undefined;
  const qte = `IP${m[1]}`;
  return {
    value: Number(m[1].slice(-1)),
    qte,
    n: qte,
    unit: 'IP',
    nom: `un indice ${qte}`,
    dit: `un indice ${qte}`,
  };
}

function noise(line: string): Omit<Spec, 'liste'> | undefined {
  const m = /(sous|moins de|under|below|less than|as low as)?\s*(\d{2})\s?dB\b/i.exec(line);
  if (!m?.[2]) return undefined;
  const qte = `${m[1] ? 'moins de ' : ''}${m[2]} dB`;
  const nom = m[1] ? `un niveau sonore sous les ${m[2]} dB` : `un niveau sonore de ${m[2]} dB`;
  return { value: Number(m[2]), qte, n: m[2], unit: 'dB', nom, dit: nom };
}

function display(line: string): Omit<Spec, 'liste'> | undefined {
  const m = /(\d+(?:[.,]\d+)?)\s?(?:pouces|inch(?:es)?|in\b|"|″|-inch)/i.exec(line);
  if (!m?.[1]) return undefined;
  const size = toNumber(m[1]);
  const screen = /tactile|touchscreen/i.test(line) ? 'écran tactile' : 'écran';
  const qte = `${nombre(size)} pouces`;
  return {
    value: size,
    qte,
    n: nombre(size),
    unit: 'pouces',
    nom: `un ${screen} de ${qte}`,
    dit: `un ${screen} de ${qte}`,
  };
}

const celsius = (value: number, unit: string) =>
  unit.toUpperCase() === 'F' ? ((value - 32) * 5) / 9 : value;

function temperature(line: string): Omit<Spec, 'liste'> | undefined {
  const m = /(\d{2,3})\s?°\s?([CF])\s*(?:à|to|–|-|—|and)\s*(\d{2,3})\s?°\s?([CF])/.exec(line);
  if (m?.[1] && m[2] && m[3] && m[4]) {
    const [low, high] = [celsius(Number(m[1]), m[2]), celsius(Number(m[3]), m[4])];
    const qte =
      m[4] === 'F'
        ? `${m[1]} à ${m[3]} °F (environ ${Math.round(low)} à ${Math.round(high)} °C)`
        : `${m[1]} à ${m[3]} °C`;
    return {
      value: high - low,
      qte,
      n: qte,
      unit: '°',
      nom: `une plage de ${qte}`,
      dit: `une plage de ${qte}`,
    };
  }
  const top = /(?:jusqu[’']à|up to|max(?:imum)?)\s*(\d{2,3})\s?°\s?([CF])/i.exec(line);
  if (!top?.[1] || !top[2]) return undefined;
  const c = celsius(Number(top[1]), top[2]);
  const qte = top[2] === 'F' ? `${top[1]} °F (environ ${Math.round(c)} °C)` : `${top[1]} °C`;
  return {
    value: c,
    qte,
    n: qte,
    unit: '°',
    nom: `une température maximale de ${qte}`,
    dit: `jusqu’à ${qte}`,
  };
}

function devices(line: string): Omit<Spec, 'liste'> | undefined {
  const m = /(jusqu[’']à\s+|up to\s+)?(\d+|deux|trois|quatre|two|three|four)\s+(?:appareils|devices)/i.exec(
    line,
  );
  if (!m?.[2] || /appareils en 1/i.test(line)) return undefined;
  const count = toNumber(m[2]);
  const qte = `${nombre(count)} appareils`;
  // "Connexion à 3 appareils au maximum", not "à jusqu’à 3 appareils".
  const nom = `une connexion à ${qte}${m[1] ? ' au maximum' : ''}`;
  return { value: count, qte, n: nombre(count), unit: 'appareils', nom, dit: nom };
}

/** A figure as a list item: its noun phrase without its article, or as the listing states it. */
function withList(
  read: (line: string) => Omit<Spec, 'liste'> | undefined,
): (line: string) => Spec | undefined {
  return (line) => {
    const spec = read(line);
    if (!spec) return undefined;
    const bare = spec.dit.startsWith('jusqu’à') ? spec.dit : spec.nom.replace(/^(?:un|une) /, '');
    return { ...spec, liste: `${bare.charAt(0).toUpperCase()}${bare.slice(1)}` };
  };
}

const SPECS: Partial<Record<Aspect, (line: string) => Spec | undefined>> = {
  capacity: withList(capacity),
  modes: withList(modes),
  battery: withList(battery),
  water: withList(water),
  noise: withList(noise),
  display: withList(display),
  temperature: withList(temperature),
  connectivity: withList(devices),
  keys: withList(devices),
};

/** A French listing line tidied: an ALL-CAPS header ("AUTONOMIE : …") dropped, as tidyLine does in English. */
function tidy(raw: string): string {
  const line = tidyLine(raw);
  const header = /^([\p{Lu}0-9][\p{Lu}0-9 &'’/+-]{2,60})\s*[:：–—-]\s+(.+)$/u.exec(line);
  if (header?.[2] && /\p{Lu}{3}/u.test(header[1] ?? '') && header[1] === header[1]?.toUpperCase())
    return `${header[2].charAt(0).toUpperCase()}${header[2].slice(1)}`;
  return line;
}

/** Title segments after the name that read as features ("4,7 L", "silencieuse"): for a listing without bullets. */
function titleFeatures(title: string): string[] {
  return title
    .split(/,|\s[|–—]\s|\s-\s/)
    .slice(1)
    .map((part) => part.trim())
    .filter((part) => part.length >= 4 && part.length <= 60)
    .filter(
      (part) =>
        ASPECTS.some(([, pattern]) => pattern.test(part)) ||
        readProduct({ asin: '', url: '', title: '', features: [part] }, '').facts[0]?.aspects.length,
    );
}

/** The line in a few words: its first phrase, before its details ("Panier de 3,8 L à revêtement…"). */
function shortOf(line: string): string {
  const chunk = (line.split(/\s(?:grâce à|pour|avec|qui|dont|afin de|si)\s|,\s|[:;(]/)[0] ?? line).trim();
  // "Le mode Aware…" as a list item: "Mode Aware" (a whole sentence keeps its article).
  const listed =
    chunk.split(' ').length <= 4
      ? chunk
          .replace(/^(?:Le|La|Les) (\p{L})/u, (_, first: string) => first.toUpperCase())
          .replace(/^L[’'](\p{L})/u, (_, first: string) => first.toUpperCase())
      : chunk;
  const whole = line.length <= 90 ? line : `${line.slice(0, 89).replace(/\s+\S*$/, '')}…`;
  return listed.split(' ').length >= 2 && listed.length >= 12 ? listed : whole;
}

/** A product's facts, from its listing (its bullets, else its title's descriptive segments). */
export function lireFiche(product: ProductFacts, name: string, genre: Genre): Fiche {
  const english = readProduct(product, name);
  const tidied = product.features.map(tidy).filter((line) => line.length > 0);
  // A listing is in one language: its lines together say which (a short line alone may not).
  const listingInEnglish = isEnglish([product.title, ...tidied].join(' '));
  // An English page's lines (a maker's "Label: Value" among them) as the English reader states them.
  const bullets = listingInEnglish
    ? product.features.map((raw) => asListed(raw, product.title).line).filter((line) => line.length > 0)
    : tidied;
  const lines = bullets.length > 0 ? bullets : titleFeatures(product.title);
  const seen = new Set<string>();
  const facts: Fait[] = [];
  for (const line of lines) {
    const key = line.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const inEnglish = listingInEnglish;
    const read = english.facts.find((fact) => fact.line === line || fact.line === tidyLine(line));
    const french = ASPECTS.filter(([, pattern]) => pattern.test(line)).map(([aspect]) => aspect);
    const aspects = [
      ...new Set(inEnglish ? [...(read?.aspects ?? []), ...french] : [...french, ...(read?.aspects ?? [])]),
    ];
    const specs: Partial<Record<Aspect, Spec>> = {};
    for (const aspect of aspects) {
      const spec = SPECS[aspect]?.(line);
      if (spec) specs[aspect] = spec;
    }
    facts.push({
      line,
      english: inEnglish,
      aspect: aspects[0] ?? 'accessories',
      aspects,
      specs,
      names: read?.names ?? [],
      short: inEnglish && read ? read.short : shortOf(line),
    });
  }
  const all = lines.join(' ');
  const assistant = /google assistant|assistant google/i.test(all)
    ? 'Google Assistant'
    : /\balexa\b/i.test(all)
      ? 'Alexa'
      : undefined;
  return {
    name,
    ...(product.brand ? { brand: product.brand } : {}),
    facts,
    genre,
    ...(assistant ? { assistant } : {}),
  };
}

/** Aspects whose figure is a count (modes, devices): compared at their largest. */
const COUNTED = new Set<Aspect>(['modes', 'connectivity']);

/** The figure a product gives for an aspect, if any. */
export function chiffre(fiche: Fiche, aspect: Aspect): { fact: Fait; spec: Spec } | undefined {
  let found: { fact: Fait; spec: Spec } | undefined;
  for (const fact of fiche.facts) {
    const spec = fact.specs[aspect];
    if (!spec) continue;
    if (!found || (COUNTED.has(aspect) && spec.value > found.spec.value)) found = { fact, spec };
    if (!COUNTED.has(aspect)) break;
  }
  return found;
}

/** Two listings' figures on an aspect that differ enough to matter (≥ 10%): who is ahead. */
export interface Comparaison {
  aspect: Aspect;
  ahead: 0 | 1;
  behind: 0 | 1;
  specs: [Spec, Spec];
}

export function comparer(fiches: [Fiche, Fiche], aspect: Aspect): Comparaison | undefined {
  const [x, y] = [chiffre(fiches[0], aspect), chiffre(fiches[1], aspect)];
  if (!x || !y) return undefined;
  const [a, b] = [x.spec.value, y.spec.value];
  const high = Math.max(a, b);
  if (high === 0 || Math.abs(a - b) / high < 0.1) return undefined;
  const firstAhead = aspect === 'noise' ? a < b : a > b;
  return { aspect, ahead: firstAhead ? 0 : 1, behind: firstAhead ? 1 : 0, specs: [x.spec, y.spec] };
}

/** Both listings give about the same figure (within 10%). */
export function egalite(fiches: [Fiche, Fiche], aspect: Aspect): [Spec, Spec] | undefined {
  const [x, y] = [chiffre(fiches[0], aspect), chiffre(fiches[1], aspect)];
  if (!x || !y || comparer(fiches, aspect)) return undefined;
  return [x.spec, y.spec];
}
