/**
 * The French writer's pen: sentences about two products' facts in several phrasings (a run picks its
 * own), comparisons where both listings give a figure, and the pros, cons and table rows an editor
 * would write from them. Every word around a product agrees with it ("le Sony WH-1000XM5 tient", "la
 * Ninja AF101 est la plus simple", "les AirPods Pro 2 tiennent"); a listing's line is only ever quoted
 * as listed, in guillemets; a fact a listing lacks is never turned into a drawback.
 */
import { type Aspect, COMPARABLE, cellFact, factOn } from '../facts.ts';
import { PenBase } from '../pen-base.ts';
import { clip, para, type Side } from '../prose.ts';
import { explications } from './explainers.ts';
import { type Comparaison, comparer, egalite, type Fait, type Fiche, type Spec } from './facts.ts';
import { etiquette, genreDe, nomDe, possessif } from './labels.ts';
import { elides, majuscule, minuscule } from './typography.ts';
import type { Genre, Vocabulaire } from './vocabulary.ts';

/** The second figure of a comparison: its number alone when it shares the first's unit ("30 heures contre 24"). */
export const apres = (first: Spec, second: Spec) => (first.unit === second.unit ? second.n : second.qte);

/** A word agreeing with a genre: masculine, feminine, masculine plural, feminine plural. */
export function accord(genre: Genre, m: string, f: string, mp: string, fp: string): string {
  if (genre.pl) return genre.g === 'f' ? fp : mp;
  return genre.g === 'f' ? f : m;
}

/** What a pen needs to know of a comparison's phrasing per aspect: the verb and complement either side. */
interface Mesure {
  ahead: [string, string, string];
  behind: [string, string, string];
}

const MESURES: Partial<Record<Aspect, Mesure>> = {
  battery: {
    ahead: ['tient', 'tiennent', 'plus longtemps'],
    behind: ['s’essouffle', 's’essoufflent', 'plus tôt'],
  },
  capacity: { ahead: ['voit', 'voient', 'plus grand'], behind: ['contient', 'contiennent', 'moins'] },
  modes: { ahead: ['offre', 'offrent', 'plus d’options'], behind: ['offre', 'offrent', 'moins d’options'] },
  display: { ahead: ['a', 'ont', 'l’écran le plus grand'], behind: ['a', 'ont', 'l’écran le plus petit'] },
  water: {
    ahead: ['résiste', 'résistent', 'mieux à l’eau'],
    behind: ['résiste', 'résistent', 'moins bien à l’eau'],
  },
  noise: { ahead: ['fait', 'font', 'moins de bruit'], behind: ['fait', 'font', 'plus de bruit'] },
  temperature: {
    ahead: ['couvre', 'couvrent', 'une plage plus large'],
    behind: ['couvre', 'couvrent', 'une plage plus étroite'],
  },
  connectivity: {
    ahead: ['se connecte', 'se connectent', 'à plus d’appareils'],
    behind: ['se connecte', 'se connectent', 'à moins d’appareils'],
  },
};

export class Plume extends PenBase<Fait, Comparaison, Vocabulaire> {
  readonly fiches: [Fiche, Fiche];

  constructor(fiches: [Fiche, Fiche], v: Vocabulaire, focus: readonly Aspect[], seed: number) {
    super(fiches, v, focus, seed);
    this.fiches = fiches;
  }

  // --- Names and agreement ------------------------------------------------------------------------

  nom(side: Side): string {
    return this.names[side];
  }

  genre(side: Side): Genre {
    return this.fiches[side].genre;
  }

  /** "le Sony WH-1000XM5", "la Ninja AF101", "les AirPods Pro 2", "l’Instant Pot Duo". */
  le(side: Side): string {
    const name = this.nom(side);
    const genre = this.genre(side);
    if (genre.pl) return `les ${name}`;
    if (elides(name)) return `l’${name}`;
    return `${genre.g === 'f' ? 'la' : 'le'} ${name}`;
  }

  Le(side: Side): string {
    return majuscule(this.le(side));
  }

  /** "du Sony…", "de la Ninja…", "des AirPods…", "de l’Instant Pot…". */
  du(side: Side): string {
    const name = this.nom(side);
    const genre = this.genre(side);
    if (genre.pl) return `des ${name}`;
    if (elides(name)) return `de l’${name}`;
    return genre.g === 'f' ? `de la ${name}` : `du ${name}`;
  }

  /** "au Sony…", "à la Ninja…", "aux AirPods…", "à l’Instant Pot…". */
  au(side: Side): string {
    const name = this.nom(side);
    const genre = this.genre(side);
    if (genre.pl) return `aux ${name}`;
    if (elides(name)) return `à l’${name}`;
    return genre.g === 'f' ? `à la ${name}` : `au ${name}`;
  }

  /** The verb for the product as its subject: singular or plural. */
  vb(side: Side, singular: string, plural: string): string {
    return this.genre(side).pl ? plural : singular;
  }

  /** A word agreeing with the product. */
  ac(side: Side, m: string, f: string, mp: string, fp: string): string {
    return accord(this.genre(side), m, f, mp, fp);
  }

  /** A word agreeing with the pair's kind ("la plus simple" for two air fryers). */
  ag(m: string, f: string, mp: string, fp: string): string {
    return accord(this.v.kind, m, f, mp, fp);
  }

  /** The maker, as a reader names it: "Sony", "Philips Sonicare". */
  marque(side: Side): string {
    return this.fiches[side].brand ?? this.nom(side).split(' ')[0] ?? this.nom(side);
  }

  // --- Facts --------------------------------------------------------------------------------------

  fact(side: Side, aspect: Aspect): Fait | undefined {
    return factOn(this.fiches[side], aspect);
  }

  /**
   * A fact named mid-sentence: its figure ("30 heures d’autonomie"), its technology ("TenderCrisp"),
   * its listing's own words when their first noun is one we know the gender of ("son panier
   * antiadhésif compatible lave-vaisselle"), else its aspect ("sa réduction de bruit").
   */
  private named(side: Side, fact: Fait | undefined): string {
    if (!fact) return `le savoir-faire de ${this.marque(side)}`;
    const spec = fact.specs[fact.aspect];
    if (spec) return spec.nom;
    const name = fact.names[0];
    if (name) return name;
    // A coordination ("Panier et grille…") would need a determiner per noun: the aspect names it instead.
    const head =
      fact.english || / et /.test(fact.short)
        ? undefined
        : genreDe((fact.short.split(' ')[0] ?? '').toLowerCase());
    const owners = this.genre(side).pl;
    if (head && fact.short.split(' ').length <= 8)
      return possessif(
        { text: `${fact.short.charAt(0).toLowerCase()}${fact.short.slice(1)}`, ...head },
        owners,
      );
    return possessif(nomDe(fact.aspect, this.v.category), owners);
  }

  /** The product's leading strength on the angle, never one where the other listing shows it behind. */
  strength(side: Side, given?: Fait): string {
    if (given) return this.named(side, given);
    const ranked = this.ranked(side);
    const usable = ranked.filter((fact) => this.cmp(fact.aspect)?.behind !== side);
    const candidates = [...usable, ...ranked];
    const taken = side === 1 ? this.strength(0).toLowerCase() : undefined;
    const fact = candidates.find((f) => this.named(side, f).toLowerCase() !== taken) ?? candidates[0];
    return this.named(side, fact);
  }

  /** A strength on one of the aspects, else the product's strength. */
  strengthOn(side: Side, aspects: readonly Aspect[]): string {
    for (const aspect of aspects) {
      const fact = this.fiches[side].facts.find((f) => f.aspects.includes(aspect));
      if (fact && this.cmp(aspect)?.behind !== side) return this.named(side, fact);
    }
    return this.strength(side);
  }

  /** A listing's line in guillemets, as listed. */
  quote(fact: Fait): string {
    return `« ${fact.line} »`;
  }

  /**
   * A sentence stating a fact of the product, in one of several phrasings; brief when already stated.
   * Stated `about` another aspect than its figure's, the line is quoted rather than its figure given.
   */
  state(side: Side, fact: Fait, style = 0, about?: Aspect): string {
    const [Le, le, du] = [this.Le(side), this.le(side), this.du(side)];
    const label = nomDe(fact.aspect, this.v.category);
    if (this.said.has(fact)) {
      const again = this.named(side, fact);
      return this.pick(
        [
          `${Le} ${this.vb(side, 'garde', 'gardent')} ici un atout : ${again}.`,
          `Ici, ${le} ${this.vb(side, 'peut', 'peuvent')} compter sur ${again}.`,
          `C’est là que ${le} ${this.vb(side, 'fait', 'font')} valoir ${again}.`,
        ],
        style + 103,
      );
    }
    this.said.add(fact);
    const s = this.choose(7, style + 109);
    const spec = about === undefined || about === fact.aspect ? fact.specs[fact.aspect] : undefined;
    if (spec) {
      const stated = [
        `${Le} ${this.vb(side, 'annonce', 'annoncent')} ${spec.dit}.`,
        `La fiche ${du} indique ${spec.dit}.`,
        `${Le} ${this.vb(side, 'affiche', 'affichent')} ${spec.dit}.`,
        `Côté chiffres, ${le} ${this.vb(side, 'promet', 'promettent')} ${spec.dit}.`,
      ][s % 4] as string;
      // A line that says more than its figure (or in English) is quoted after it.
      const more = fact.english || fact.line.split(' ').length > 7;
      return more && s % 2 === 1 ? `${stated.slice(0, -1)} : ${this.quote(fact)}.` : stated;
    }
    return [
      `La fiche ${du} annonce : ${this.quote(fact)}.`,
      `${this.marque(side)} met en avant : ${this.quote(fact)}.`,
      `Pour ${le}, le fabricant écrit : ${this.quote(fact)}.`,
      `Côté ${(about ? nomDe(about, this.v.category) : label).text}, la fiche ${du} indique : ${this.quote(fact)}.`,
      `On lit sur la fiche ${du} : ${this.quote(fact)}.`,
      `${this.marque(side)} ${this.ac(side, 'le', 'la', 'les', 'les')} présente ainsi : ${this.quote(fact)}.`,
      `Sur la page Amazon ${du}, la description dit : ${this.quote(fact)}.`,
    ][s] as string;
  }

  /** A sentence on the product's fact about one of the aspects (the first it has not stated yet), if any. */
  say(side: Side, aspects: Aspect | Aspect[], style = 0): string | undefined {
    for (const aspect of Array.isArray(aspects) ? aspects : [aspects]) {
      // The line mainly about the aspect first ("Panier et grille compatibles lave-vaisselle" for
      // cleaning), else one that touches it.
      const unsaid = this.fiches[side].facts.filter((f) => !this.said.has(f));
      const fact = unsaid.find((f) => f.aspect === aspect) ?? unsaid.find((f) => f.aspects.includes(aspect));
      if (fact) return this.state(side, fact, style, aspect);
    }
    return undefined;
  }

  /** Both products on the first aspect either has: a comparison when both give figures, with what it means. */
  both(aspects: Aspect | Aspect[], style = 0): string | undefined {
    for (const aspect of Array.isArray(aspects) ? aspects : [aspects]) {
      const contrast = this.contrast(aspect, style);
      if (contrast) {
        for (const side of [0, 1] as const) {
          const fact = this.fact(side, aspect);
          if (fact) this.said.add(fact);
        }
        return para(contrast, this.explain(aspect));
      }
      const x = this.say(0, aspect, style);
      const y = this.say(1, aspect, style + 1);
      // Two facts on one aspect read as a comparison, not as two list items.
      if (x && y) {
        const lead = this.pick(['En face, ', 'De l’autre côté, ', 'En comparaison, ', ''], style + 2);
        return para(x, lead ? `${lead}${minuscule(y)}` : y, this.explain(aspect));
      }
      if (x || y) return para(x, y, this.explain(aspect));
    }
    return undefined;
  }

  /** What an aspect means for the reader; once per article. */
  explain(aspect: Aspect): string | undefined {
    if (this.explained.has(aspect)) return undefined;
    const lines = explications(this.v.texts, aspect);
    if (lines.length === 0) return undefined;
    this.explained.add(aspect);
    return this.pick(lines, aspect.length * 7);
  }

  // --- Comparisons --------------------------------------------------------------------------------

  cmp(aspect: Aspect): Comparaison | undefined {
    return comparer(this.fiches, aspect);
  }

  /** Two listings that give about the same figure. */
  same(aspect: Aspect): string | undefined {
    const found = egalite(this.fiches, aspect);
    if (!found) return undefined;
    const [x, y] = found;
    return x.qte === y.qte
      ? `Les deux annoncent ${x.dit}.`
      : `Les deux annoncent à peu près la même chose : ${x.qte} pour ${this.le(0)}, ${y.qte} pour ${this.le(1)}.`;
  }

  /** The two sides of a comparison as a phrase: "30 heures contre 24 pour le Bose…". */
  versus(c: Comparaison, style = 0, behindFirst = false): string {
    const [first, second] = behindFirst ? [c.behind, c.ahead] : [c.ahead, c.behind];
    const [x, y] = [c.specs[first], c.specs[second]];
    const other = second;
    return [
      `${x.qte} contre ${apres(x, y)} pour ${this.le(other)}`,
      `${x.qte}, là où ${this.le(other)} ${this.vb(other, 'annonce', 'annoncent')} ${y.qte}`,
      `${x.qte}, face à ${y.qte} pour ${this.le(other)}`,
    ][this.choose(3, style + 101)] as string;
  }

  /** A full sentence on who is ahead and by how much. */
  beats(c: Comparaison, style = 0): string {
    const [H, L] = [c.ahead, c.behind];
    const [hs, ls] = [c.specs[H], c.specs[L]];
    const m = MESURES[c.aspect];
    const verb = m
      ? `${this.vb(H, m.ahead[0], m.ahead[1])} ${m.ahead[2]}`
      : this.vb(H, 'passe devant', 'passent devant');
    return this.pick(
      [
        `${this.Le(H)} ${verb} : ${hs.qte} contre ${apres(hs, ls)}.`,
        `Avantage ${this.au(H)} sur ce point : ${hs.qte}, contre ${ls.qte} pour ${this.le(L)}.`,
        `Ici, ${this.le(H)} ${verb}, avec ${hs.qte} face à ${ls.qte}.`,
      ],
      style,
    );
  }

  /** The same comparison told from the side behind. */
  trails(c: Comparaison, style = 0): string {
    const [H, L] = [c.ahead, c.behind];
    const [hs, ls] = [c.specs[H], c.specs[L]];
    const m = MESURES[c.aspect];
    const verb = m
      ? `${this.vb(L, m.behind[0], m.behind[1])} ${m.behind[2]}`
      : this.vb(L, 'reste en retrait', 'restent en retrait');
    return this.pick(
      [
        `${this.Le(L)} ${verb} : ${ls.qte} contre ${apres(ls, hs)} pour ${this.le(H)}.`,
        `${this.Le(L)} ${this.vb(L, 'reste', 'restent')} en retrait ici, avec ${ls.qte} face à ${hs.qte}.`,
      ],
      style,
    );
  }

  /** A sentence comparing the two where both listings give a figure for the aspect. */
  contrast(aspect: Aspect, style = 0): string | undefined {
    const c = this.cmp(aspect);
    if (!c) return undefined;
    const [H, L] = [c.ahead, c.behind];
    const [hs, ls] = [c.specs[H], c.specs[L]];
    const [LeH, leH, LeL, leL] = [this.Le(H), this.le(H), this.Le(L), this.le(L)];
    const lines: Partial<Record<Aspect, string[]>> = {
      capacity: [
        `${LeH} ${this.vb(H, 'voit', 'voient')} plus grand, avec ${hs.nom}, contre ${ls.qte} pour ${leL}.`,
        `En contenance, l’avantage va ${this.au(H)} : ${hs.qte} contre ${apres(hs, ls)}.`,
        `${LeL} se ${this.vb(L, 'contente', 'contentent')} de ${ls.qte}, quand ${leH} ${this.vb(H, 'monte', 'montent')} à ${hs.qte}.`,
      ],
      modes: [
        `${LeH} ${this.vb(H, 'propose', 'proposent')} ${hs.qte} ; ${leL} s’en ${this.vb(L, 'tient', 'tiennent')} à ${ls.qte}.`,
        `À compter les options, ${leH} ${this.vb(H, 'passe', 'passent')} devant : ${hs.qte} contre ${apres(hs, ls)}.`,
        `${LeL} se ${this.vb(L, 'limite', 'limitent')} à ${ls.qte}, là où ${leH} en ${this.vb(H, 'offre', 'offrent')} ${hs.n}.`,
      ],
      battery: [
        `${LeH} ${this.vb(H, 'tient', 'tiennent')} plus longtemps entre deux charges : ${hs.qte}, contre ${apres(hs, ls)} pour ${leL}.`,
        `L’autonomie penche en faveur ${this.du(H)} (${hs.qte}) plutôt que ${this.du(L)} (${ls.qte}).`,
        `${LeL} ${this.vb(L, 'annonce', 'annoncent')} ${ls.qte} d’autonomie, ${leH} ${hs.qte}.`,
      ],
      display: [
        `L’écran ${this.du(H)} est le plus grand : ${hs.qte} contre ${apres(hs, ls)}.`,
        `Avec ${ls.qte}, l’écran ${this.du(L)} est plus petit que celui ${this.du(H)} (${hs.qte}).`,
        `En taille d’écran, ${leH} ${this.vb(H, 'mène', 'mènent')} : ${hs.qte} contre ${apres(hs, ls)}.`,
      ],
      water: [
        `${LeH} ${this.vb(H, 'affiche', 'affichent')} la meilleure protection contre l’eau : ${hs.qte} contre ${ls.qte} pour ${leL}.`,
        `Côté étanchéité, l’indice ${hs.qte} ${this.du(H)} surpasse l’indice ${ls.qte} ${this.du(L)}.`,
        `La protection contre l’eau revient ${this.au(H)} : ${hs.qte} contre ${ls.qte}.`,
      ],
      noise: [
        `Sur le papier, ${leH} ${this.vb(H, 'est', 'sont')} ${this.ac(H, 'le plus discret', 'la plus discrète', 'les plus discrets', 'les plus discrètes')} des deux : ${hs.qte} contre ${ls.qte}.`,
        `${LeL} ${this.vb(L, 'annonce', 'annoncent')} un niveau sonore plus élevé (${ls.qte}) que ${leH} (${hs.qte}).`,
        `Côté bruit, ${leH} l’${this.vb(H, 'emporte', 'emportent')} : ${hs.qte} contre ${ls.qte}.`,
      ],
      temperature: [
        `${LeH} ${this.vb(H, 'couvre', 'couvrent')} la plage la plus large, ${hs.qte}, contre ${ls.qte} pour ${leL}.`,
        `La plage ${this.du(L)} (${ls.qte}) est plus étroite que celle ${this.du(H)} (${hs.qte}).`,
        `Pour régler la température, ${leH} ${this.vb(H, 'va', 'vont')} plus loin : ${hs.qte} contre ${ls.qte}.`,
      ],
      connectivity: [
        `${LeH} ${this.vb(H, 'jongle', 'jonglent')} entre plus d’appareils : ${hs.qte} contre ${apres(hs, ls)}.`,
        `${LeL} se ${this.vb(L, 'connecte', 'connectent')} à ${ls.qte}, ${leH} à ${hs.qte}.`,
        `Pour passer d’un appareil à l’autre, ${leH} ${this.vb(H, 'prend', 'prennent')} l’avantage avec ${hs.qte} contre ${apres(hs, ls)}.`,
      ],
    };
    const own = lines[aspect];
    return own ? own[this.choose(own.length, style + 113)] : this.beats(c, style);
  }

  // --- Lists --------------------------------------------------------------------------------------

  /** Pros: the comparison it wins (in the angle's order), then its two facts that matter most to the angle. */
  pros(side: Side, facts = 2): string[] {
    const found: string[] = [];
    const win = this.edge(side);
    if (win) {
      const [mine, theirs] = [win.specs[side], win.specs[win.behind]];
      const vs = `${mine.qte} contre ${apres(mine, theirs)}`;
      const lines: Partial<Record<Aspect, string[]>> = {
        battery: [`Plus d’autonomie (${vs})`, `Tient plus longtemps : ${mine.qte}`],
        capacity: [`Plus grande contenance (${vs})`, `Plus de place par fournée : ${mine.qte}`],
        modes: [`Plus d’options (${vs})`, `La liste la plus longue : ${mine.qte}`],
        display: [`Écran plus grand (${vs})`, `Le plus grand écran : ${mine.qte}`],
        water: [`Meilleure étanchéité (${vs})`, `Indice le plus élevé : ${mine.qte}`],
        noise: [`Niveau sonore plus bas (${vs})`, `Le plus discret sur le papier : ${mine.qte}`],
        temperature: [`Plage de température plus large (${mine.qte})`],
        connectivity: [`Plus d’appareils à la fois (${vs})`],
      };
      found.push(this.pick(lines[win.aspect] ?? [`Avantage chiffré : ${vs}`], 11));
    }
    let added = 0;
    // One point per aspect: a maker's line and a listing's often say the same thing.
    const aspects = new Set<Aspect>();
    for (const fact of this.ranked(side)) {
      if (added >= facts) break;
      if (this.cmp(fact.aspect) || aspects.has(fact.aspect)) continue;
      const item = this.item(fact);
      if (found.some((line) => line.toLowerCase().includes(fact.short.toLowerCase()))) continue;
      if (found.some((line) => line.toLowerCase() === item.toLowerCase())) continue;
      found.push(item);
      aspects.add(fact.aspect);
      added += 1;
    }
    for (const fact of this.ranked(side))
      if (found.length < 2 && !found.includes(this.item(fact))) found.push(this.item(fact));
    if (found.length >= 2) return found;
    return [...found, 'Sa fiche complète est sur Amazon', `Une référence de ${this.marque(side)}`].slice(
      0,
      2,
    );
  }

  /** A fact as a list item: its figure in French, else its short line (in guillemets when English). */
  private item(fact: Fait, listingWords = false): string {
    const spec = fact.specs[fact.aspect];
    const short = fact.english ? `« ${fact.short} »` : majuscule(fact.short);
    // A French line that says more than its figure may be given as the listing words it.
    if (spec && !(listingWords && !fact.english)) return clip(spec.liste, 140);
    return clip(short, 140);
  }

  /** Cons: real trade-offs the two listings show (figures, contrasts); never a fact a listing omits. */
  cons(side: Side, max = 2): string[] {
    const found: string[] = [];
    const [mine, theirs] = [this.fiches[side], this.fiches[this.other(side)]];
    const them = this.le(this.other(side));
    for (const aspect of new Set([...this.focus, ...COMPARABLE])) {
      const c = this.cmp(aspect);
      if (!c || c.behind !== side) continue;
      const [l, h] = [c.specs[side], c.specs[c.ahead]];
      const vs = `${l.qte} contre ${apres(l, h)}`;
      const lines: Partial<Record<Aspect, string[]>> = {
        battery: [`Autonomie plus courte (${vs})`, `Se recharge plus souvent que ${them}`],
        capacity: [`Contenance plus petite (${vs})`, `Moins de place par fournée (${vs})`],
        modes: [`Moins d’options (${vs})`, `Liste de fonctions plus courte (${vs})`],
        display: [`Écran plus petit (${vs})`],
        water: [`Étanchéité moindre (${vs})`],
        noise: [
          `Niveau sonore plus élevé (${vs})`,
          `Annoncé plus bruyant que ${them}`.replace(
            'Annoncé plus bruyant',
            this.ac(
              side,
              'Annoncé plus bruyant',
              'Annoncée plus bruyante',
              'Annoncés plus bruyants',
              'Annoncées plus bruyantes',
            ),
          ),
        ],
        temperature: [`Plage de température plus étroite que celle ${this.du(this.other(side))}`],
        connectivity: [`Moins d’appareils à la fois (${vs})`],
      };
      const options = lines[aspect];
      if (options) found.push(this.pick(options, 13 + found.length));
    }
    const gps = (fiche: Fiche) =>
      fiche.facts
        .find((f) => /\bGPS\b/.test(f.line))
        ?.line.match(/connecté|via votre téléphone|connected|through your phone|intégré|built-in/i)?.[0];
    const [myGps, theirGps] = [gps(mine), gps(theirs)];
    if (myGps && theirGps && !/intégré|built-in/i.test(myGps) && /intégré|built-in/i.test(theirGps))
      found.push(`GPS via le téléphone, quand ${them} l’intègre`);
    if (mine.assistant && theirs.assistant && mine.assistant !== theirs.assistant)
      found.push(
        `${this.ac(side, 'Pensé', 'Pensée', 'Pensés', 'Pensées')} pour ${mine.assistant} : moins pratique dans une maison équipée de ${theirs.assistant}`,
      );
    if (found.length === 0) {
      const modes = this.cmp('modes');
      if (modes?.ahead === side) found.push(`Plus de réglages à apprivoiser (${modes.specs[side].qte})`);
    }
    if (found.length > 0) return found.slice(0, max);
    return [
      this.pick(
        [
          'Aucun point faible net dans ses caractéristiques annoncées',
          'Rien dans sa fiche ne ressort comme un défaut',
          'Pas de compromis évident dans ce que liste sa fiche',
        ],
        side + 3,
      ),
    ];
  }

  /** The comparison table: the angle's aspects first, a figure or a short line per cell, then "Idéal pour". */
  rows(bestFor: [string, string], max = 5): { feature: string; product1: string; product2: string }[] {
    const order = [...this.focus, ...this.v.aspects];
    const present = new Set<Aspect>([
      ...this.fiches[0].facts.map((f) => f.aspect),
      ...this.fiches[1].facts.map((f) => f.aspect),
    ]);
    const aspects = [...new Set([...order.filter((a) => present.has(a)), ...present])].slice(0, max);
    const fact = (side: Side, aspect: Aspect) =>
      cellFact(
        this.fiches[side].facts,
        aspect,
        (f) => COMPARABLE.includes(aspect) && f.specs[aspect] !== undefined,
      );
    const same = (x: string, y: string) => x.trim().toLowerCase() === y.trim().toLowerCase();
    // A row's two cells in one style: both figures in our words, or (some runs) both in the listings'.
    const cell = (f: Fait | undefined, aspect: Aspect) =>
      f ? this.item(f, this.choose(2, aspect.length * 31) === 1) : 'Non précisé';
    const rows = aspects.map((aspect) => {
      let [x, y] = [cell(fact(0, aspect), aspect), cell(fact(1, aspect), aspect)];
      if (same(x, y)) {
        const [fx, fy] = [fact(0, aspect), fact(1, aspect)];
        if (fx && fy && !same(fx.line, fy.line)) [x, y] = [clip(fx.line, 120), clip(fy.line, 120)];
        else y = `Identique : ${minuscule(y)}`;
      }
      return { feature: etiquette(aspect, this.v.category), product1: x, product2: y };
    });
    // As the English pen: what tells the two apart first, then, for fiches we could not read, rows
    // true of both, so the table keeps the four rows articleBodySchema asks for without an invented fact.
    const enAvant = {
      feature: 'Sa fiche met en avant',
      product1: majuscule(this.strength(0)),
      product2: majuscule(this.strength(1)),
    };
    const filler = [
      { feature: 'Modèle', product1: this.A, product2: this.B },
      { feature: 'Marque', product1: this.marque(0), product2: this.marque(1) },
      ...(this.fiches.every((fiche) => fiche.facts.length > 0) ? [enAvant] : []),
      { feature: 'Détails de la fiche', product1: this.detailsFiche(0), product2: this.detailsFiche(1) },
      {
        feature: 'Caractéristiques complètes',
        product1: 'Sur sa page Amazon',
        product2: 'Sur sa page Amazon',
      },
    ];
    const telling = filler.filter((row) => !same(row.product1, row.product2));
    const level = filler.filter((row) => row !== enAvant && same(row.product1, row.product2));
    const best: [string, string] = [clip(bestFor[0], 200), clip(bestFor[1], 200)];
    const closing = same(...best) ? [] : [{ feature: 'Idéal pour', product1: best[0], product2: best[1] }];
    const need = 4 - closing.length;
    const body = rows.length >= need ? rows : [...rows, ...telling, ...level].slice(0, need);
    return [...body, ...closing];
  }

  /** How much of a listing we could read: "Non précisé" when its page gave no caractéristique. */
  private detailsFiche(side: Side): string {
    const count = this.fiches[side].facts.length;
    if (count === 0) return 'Non précisé';
    return count === 1 ? '1 caractéristique annoncée' : `${count} caractéristiques annoncées`;
  }
}
