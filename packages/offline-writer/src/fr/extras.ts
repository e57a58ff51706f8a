/**
 * The French sections every angle shares, written from the two listings rather than from an angle's
 * script: who should choose which (a reader's situation tied to a listed fact or a comparison), a
 * checklist before buying, what the listings leave out, a question on the figures both give, and the
 * question on the price (never answered with a price). Their wording and the facts they draw on rotate
 * with the run's pen, so they add substance without repeating one article in the next.
 */
import type { TextKey } from '../categories.ts';
import { type Aspect, COMPARABLE } from '../facts.ts';
import { rotated } from '../pen-base.ts';
import { para, type Side } from '../prose.ts';
import { ag, Lequel, type Question, type Section } from './angle.ts';
import { defini, nomDe, possessif } from './labels.ts';
import { accord, apres, type Plume } from './pen.ts';
import { majuscule } from './typography.ts';

/** A reader's situation, after "si vous": the product whose listing or figure answers it suits it. */
interface Situation {
  keys?: readonly TextKey[];
  test?: RegExp;
  aspect?: Aspect;
  when?: 'ahead' | 'behind';
  vous: readonly string[];
}

const SITUATIONS: readonly Situation[] = [
  {
    aspect: 'capacity',
    when: 'ahead',
    keys: ['kitchen'],
    vous: [
      'cuisinez pour trois ou plus la plupart des soirs',
      'préparez vos repas de la semaine à l’avance',
      'recevez souvent',
    ],
  },
  {
    aspect: 'capacity',
    when: 'behind',
    keys: ['kitchen'],
    vous: ['cuisinez pour une ou deux personnes', 'préparez surtout de petites portions'],
  },
  {
    aspect: 'modes',
    when: 'ahead',
    keys: ['kitchen'],
    vous: ['voulez qu’un seul appareil en remplace plusieurs', 'aimez essayer de nouvelles recettes'],
  },
  {
    aspect: 'modes',
    when: 'ahead',
    keys: ['coffee'],
    vous: ['buvez des cafés de tailles différentes dans la journée'],
  },
  {
    aspect: 'modes',
    when: 'ahead',
    vous: ['voulez le plus d’options possible', 'aimez explorer chaque réglage'],
  },
  {
    aspect: 'modes',
    when: 'behind',
    vous: ['voulez le moins de boutons possible', 'préférez maîtriser quelques réglages plutôt que tous'],
  },
  {
    aspect: 'battery',
    when: 'ahead',
    keys: ['headphones'],
    vous: [
      'prenez souvent l’avion',
      'préférez recharger une fois par semaine plutôt que tous les deux jours',
    ],
  },
  {
    aspect: 'battery',
    when: 'ahead',
    keys: ['audio'],
    vous: ['écoutez presque toute la journée', 'faites de longs trajets en train'],
  },
  {
    aspect: 'battery',
    when: 'ahead',
    keys: ['e-reader'],
    vous: ['partez des semaines sans vouloir emporter de chargeur', 'lisez des heures chaque jour'],
  },
  {
    aspect: 'battery',
    when: 'ahead',
    keys: ['fitness'],
    vous: ['voulez le porter jour et nuit sans y penser'],
  },
  {
    aspect: 'battery',
    when: 'ahead',
    keys: ['vacuum'],
    vous: ['avez un grand logement à couvrir d’une traite'],
  },
  { aspect: 'battery', when: 'ahead', vous: ['oubliez souvent de recharger vos appareils'] },
  {
    aspect: 'water',
    when: 'ahead',
    keys: ['e-reader'],
    vous: ['lisez au bord de la piscine ou dans le bain'],
  },
  {
    aspect: 'water',
    when: 'ahead',
    keys: ['audio', 'fitness'],
    vous: ['faites du sport sous la pluie', 'transpirez beaucoup à l’entraînement'],
  },
  { aspect: 'water', when: 'ahead', vous: ['l’emportez partout, par tous les temps'] },
  {
    aspect: 'noise',
    when: 'ahead',
    keys: ['kitchen'],
    vous: [
      'cuisinez pendant que d’autres dorment ou travaillent',
      'vivez dans un logement ouvert sur la cuisine',
    ],
  },
  {
    aspect: 'noise',
    when: 'ahead',
    keys: ['vacuum'],
    vous: ['voulez le lancer pendant que vous êtes à la maison'],
  },
  { aspect: 'noise', when: 'ahead', vous: ['tenez au calme'] },
  {
    aspect: 'display',
    when: 'ahead',
    keys: ['e-reader'],
    vous: ['lisez de longs romans', 'aimez voir plus de texte par page'],
  },
  { aspect: 'display', when: 'ahead', vous: ['voulez un écran plus lisible'] },
  {
    aspect: 'connectivity',
    when: 'ahead',
    vous: ['passez sans cesse de l’ordinateur à la tablette', 'jonglez entre plusieurs appareils'],
  },
  {
    aspect: 'temperature',
    when: 'ahead',
    vous: ['déshydratez ou réchauffez doucement autant que vous faites dorer'],
  },
  {
    test: /lave-vaisselle|dishwasher/i,
    vous: ['détestez faire la vaisselle à la main', 'voulez un nettoyage sans effort'],
  },
  { test: /\balexa\b/i, vous: ['avez déjà des appareils compatibles Alexa'] },
  { test: /google/i, vous: ['vivez déjà avec les services Google'] },
  { test: /gps intégré|built-in gps/i, vous: ['courez sans votre téléphone'] },
  { test: /bibliothèque|library|overdrive/i, vous: ['empruntez des livres à la bibliothèque'] },
  { test: /\bappels?\b|\bcalls?\b/i, vous: ['passez beaucoup d’appels dans la journée'] },
  { test: /réduction (?:active )?(?:du |de )?bruit|noise cancel/i, vous: ['voyagez souvent dans le bruit'] },
  { test: /pliable|fold/i, vous: ['rangez tout dans un sac à dos'] },
  { test: /recycl/i, vous: ['faites attention aux matériaux'] },
  {
    test: /pression|pressure sensor/i,
    keys: ['personal-care'],
    vous: ['appuyez trop fort en vous brossant les dents'],
  },
  { test: /minuteur|timer|quadpacer/i, keys: ['personal-care'], vous: ['avez du mal à tenir deux minutes'] },
  { test: /sommeil|sleep/i, keys: ['fitness'], vous: ['voulez suivre votre sommeil'] },
  { test: /rétroéclair|backlight/i, keys: ['office'], vous: ['tapez souvent le soir, lumière basse'] },
  { test: /poils d[’']animaux|pet hair/i, vous: ['vivez avec un chien ou un chat'] },
  {
    test: /passe sous les meubles|under furniture|ultra-fin|slim/i,
    keys: ['vacuum'],
    vous: ['avez beaucoup de meubles bas'],
  },
];

function applies(p: Plume, side: Side, situation: Situation): boolean {
  if (situation.keys && !situation.keys.some((key) => p.v.texts.includes(key))) return false;
  if (situation.aspect) {
    const c = p.cmp(situation.aspect);
    return Boolean(c && (situation.when === 'behind' ? c.behind : c.ahead) === side);
  }
  const mine = p.fiches[side].facts.some((fact) => situation.test?.test(fact.line));
  const theirs = p.fiches[p.other(side)].facts.some((fact) => situation.test?.test(fact.line));
  return mine && !theirs;
}

/** The situations that suit `side`, one wording each, rotated by the run. */
function situations(p: Plume, side: Side, salt: number): string[] {
  // One situation per comparison (the first, most specific one): two readers of one figure say the same.
  const aspects = new Set<Aspect>();
  const found = SITUATIONS.filter((situation) => applies(p, side, situation))
    .filter((situation) => {
      if (!situation.aspect) return true;
      if (aspects.has(situation.aspect)) return false;
      aspects.add(situation.aspect);
      return true;
    })
    .map((situation, index) => p.pick(situation.vous, salt + index));
  return rotated(p, [...new Set(found)], salt + side);
}

/** "si vous X, ou si vous Y". */
const siVous = (items: string[]) =>
  items.length > 1 ? `si vous ${items[0]}, ou si vous ${items[1]}` : `si vous ${items[0]}`;

export const QUI_CHOISIT: Section = {
  heading: (p) =>
    p.pick(
      [
        `Qui devrait choisir ${p.ag('lequel', 'laquelle', 'lequel', 'laquelle')}`,
        'À chacun son modèle',
        `Pour qui, ${p.ag('lequel', 'laquelle', 'lesquels', 'lesquelles')} ?`,
        'Le bon choix selon votre profil',
        'Deux profils, deux choix',
        `${p.ag('Lequel', 'Laquelle', 'Lesquels', 'Lesquelles')} pour vous ?`,
      ],
      71,
    ),
  aspects: [...COMPARABLE],
  write: (p) => {
    const [mine, theirs] = [situations(p, 0, 72).slice(0, 2), situations(p, 1, 73).slice(0, 2)];
    const first =
      mine.length > 0
        ? p.pick(
            [
              `Choisissez ${p.le(0)} ${siVous(mine)}.`,
              `${p.Le(0)} ${p.ac(0, 'est fait', 'est faite', 'sont faits', 'sont faites')} pour vous ${siVous(mine)}.`,
              `${majuscule(siVous(mine))}, ${p.le(0)} ${p.vb(0, 'est', 'sont')} le bon choix.`,
              `${majuscule(siVous(mine))}, ne cherchez pas plus loin : ${p.le(0)} ${p.vb(0, 'coche', 'cochent')} la case.`,
              `${p.Le(0)} ${p.vb(0, 'mérite', 'méritent')} votre attention ${siVous(mine)}.`,
              `Penchez pour ${p.le(0)} ${siVous(mine)}.`,
            ],
            74,
          )
        : p.pick(
            [
              `${p.Le(0)} ${p.vb(0, 'convient', 'conviennent')} à ceux qui tiennent à ${p.strength(0)}.`,
              `${p.Le(0)} ${p.vb(0, 'parle', 'parlent')} d’abord à ceux qui veulent ${p.strength(0)}.`,
              `Pour ${p.strength(0)}, c’est ${p.le(0)} qu’il faut regarder.`,
            ],
            74,
          );
    const second =
      theirs.length > 0
        ? p.pick(
            [
              `${p.Le(1)} vous ${p.vb(1, 'ira', 'iront')} mieux ${siVous(theirs)}.`,
              `Préférez ${p.le(1)} ${siVous(theirs)}.`,
              `${majuscule(siVous(theirs))}, tournez-vous plutôt vers ${p.le(1)}.`,
              `${p.Le(1)}, en revanche, ${p.vb(1, 's’impose', 's’imposent')} ${siVous(theirs)}.`,
              `Et ${siVous(theirs)}, l’avantage revient ${p.au(1)}.`,
            ],
            76,
          )
        : p.pick(
            [
              `${p.Le(1)} ${p.vb(1, 'vise', 'visent')} plutôt ceux qui veulent ${p.strength(1)}.`,
              `${p.Le(1)}, ${p.vb(1, 'lui', 'eux')}, ${p.vb(1, 'mise', 'misent')} sur ${p.strength(1)}.`,
              `Si c’est ${p.strength(1)} qui vous parle, ${p.le(1)} ${p.vb(1, 'fera', 'feront')} l’affaire.`,
            ],
            76,
          );
    const evidence = p.pick([0, 1] as const, 77);
    const both = p.pick(
      [
        'Si vous vous reconnaissez dans les deux portraits, c’est l’usage le plus fréquent qui doit trancher.',
        'Entre les deux, pensez à la semaine type plutôt qu’à l’exception.',
        'Et si aucun portrait ne vous ressemble, revenez au tableau : il résume l’essentiel.',
        'Le reste est affaire de goût, et de budget : le prix du jour est sur Amazon.',
        'Dans le doute, c’est votre usage le plus courant qui doit l’emporter.',
        undefined,
      ],
      75,
    );
    return [para(first, second, p.say(evidence, p.focus.slice(0, 3) as Aspect[], 78), both)];
  },
};

/** A question to ask oneself before buying, per aspect (and kind), with the figures the listings give. */
const ASKS: readonly { aspect: Aspect; keys?: readonly TextKey[]; ask: readonly string[] }[] = [
  {
    aspect: 'capacity',
    keys: ['kitchen'],
    ask: [
      'Pour combien de personnes cuisinez-vous un soir ordinaire ?',
      'Faites-vous souvent deux fournées ?',
      'Recevez-vous souvent, ou cuisinez-vous surtout pour deux ?',
    ],
  },
  {
    aspect: 'capacity',
    ask: ['Quelle contenance utiliserez-vous vraiment ?', 'Remplirez-vous souvent l’appareil au maximum ?'],
  },
  {
    aspect: 'modes',
    ask: [
      'Quels modes utiliserez-vous chaque semaine, et lesquels jamais ?',
      'Avez-vous besoin de toutes ces options ?',
      'Préférez-vous un bouton par usage ou un menu complet ?',
    ],
  },
  {
    aspect: 'battery',
    keys: ['audio'],
    ask: ['Combien d’heures écoutez-vous sur une journée chargée ?', 'Pensez-vous à recharger chaque soir ?'],
  },
  {
    aspect: 'battery',
    ask: [
      'À quelle fréquence êtes-vous prêt à recharger ?',
      'Combien de temps passez-vous loin d’une prise ?',
      'La recharge quotidienne vous pèse-t-elle ?',
    ],
  },
  {
    aspect: 'water',
    ask: [
      'L’appareil verra-t-il la pluie, la sueur ou l’eau du bain ?',
      'Faut-il un modèle qui supporte l’eau, ou seulement les éclaboussures ?',
    ],
  },
  {
    aspect: 'noise',
    ask: [
      'L’appareil tournera-t-il pendant que vous travaillez, dormez ou téléphonez ?',
      'Le bruit vous gêne-t-il facilement ?',
    ],
  },
  {
    aspect: 'display',
    ask: [
      'Lisez-vous plutôt de longs textes ou de courtes notifications ?',
      'Vos yeux préfèrent-ils un grand écran ?',
    ],
  },
  {
    aspect: 'connectivity',
    keys: ['audio', 'office', 'fitness', 'smart-home'],
    ask: [
      'Combien d’appareils voulez-vous relier en même temps ?',
      'Passez-vous souvent d’un appareil à l’autre ?',
    ],
  },
  {
    aspect: 'size',
    keys: ['kitchen', 'coffee', 'office', 'smart-home', 'personal-care'],
    ask: [
      'Où l’appareil vivra-t-il, et y a-t-il la place autour ?',
      'Restera-t-il sorti, ou rangé entre deux usages ?',
    ],
  },
  {
    aspect: 'smart',
    keys: ['smart-home', 'fitness', 'audio', 'coffee', 'office'],
    ask: [
      'Quel assistant ou quel téléphone avez-vous déjà ?',
      'Voulez-vous tout piloter depuis une application ?',
    ],
  },
  {
    aspect: 'fit',
    keys: ['audio', 'fitness', 'office'],
    ask: [
      'Le porterez-vous plus d’une heure d’affilée ?',
      'Avez-vous déjà eu mal aux oreilles, au poignet ou aux mains avec un autre modèle ?',
    ],
  },
  {
    aspect: 'cleaning',
    ask: ['Qui fera le nettoyage, et à quelle fréquence ?', 'Êtes-vous prêt à nettoyer après chaque usage ?'],
  },
];

/** What the two listings say on an aspect, in a few words ("4,7 litres contre 3,8"). */
function surLePapier(p: Plume, aspect: Aspect, salt: number): string | undefined {
  const c = p.cmp(aspect);
  if (c) {
    const [h, l] = [c.specs[c.ahead], c.specs[c.behind]];
    return p.pick(
      [
        `Sur le papier : ${h.qte} pour ${p.le(c.ahead)}, ${apres(h, l)} pour ${p.le(c.behind)}.`,
        `Les fiches annoncent ${l.qte} pour ${p.le(c.behind)} et ${h.qte} pour ${p.le(c.ahead)}.`,
        `Repère utile : ${p.versus(c, salt)}.`,
        `${p.Le(c.ahead)} ${p.vb(c.ahead, 'annonce', 'annoncent')} ${h.qte}, contre ${l.qte} pour ${p.le(c.behind)}.`,
      ],
      salt,
    );
  }
  const same = p.same(aspect);
  if (same) return same;
  const [x, y] = [p.has(0, aspect), p.has(1, aspect)];
  if (x !== y) {
    const side: Side = x ? 0 : 1;
    return p.pick(
      [
        `Seule la fiche ${p.du(side)} en parle.`,
        `Sur ce point, seule la fiche ${p.du(side)} donne une indication.`,
        `La fiche ${p.du(p.other(side))} reste muette là-dessus.`,
      ],
      salt,
    );
  }
  return undefined;
}

/** Each question with what the listings say, never the same words twice in a row. */
function answered(p: Plume, asks: readonly { aspect: Aspect; ask: readonly string[] }[]): string[] {
  const said: (string | undefined)[] = [];
  return asks.map((item, index) => {
    let answer = surLePapier(p, item.aspect, 86 + index);
    for (let salt = 1; answer !== undefined && said.includes(answer) && salt < 6; salt += 1)
      answer = surLePapier(p, item.aspect, 86 + index + salt * 13);
    said.push(answer);
    return para(p.pick(item.ask, 85 + index), answer);
  });
}

export const AVANT_D_ACHETER: Section = {
  heading: (p) =>
    p.pick(
      [
        'Avant d’acheter : les bonnes questions',
        'La liste avant de commander',
        'Les questions à se poser',
        'Avant de cliquer sur « Acheter »',
        'Votre check-list',
      ],
      81,
    ),
  aspects: ['capacity', 'battery', 'modes'],
  write: (p) => {
    const asks = rotated(
      p,
      ASKS.filter((item) => !item.keys || item.keys.some((key) => p.v.texts.includes(key))).filter(
        (item, index, all) => all.findIndex((other) => other.aspect === item.aspect) === index,
      ),
      82,
    );
    const withFacts = asks.filter((item) => surLePapier(p, item.aspect, 83) !== undefined);
    // Without a fact, only a question of the kind's own aspects pads the list: a kitchen appliance
    // is never asked about recharging (issue 27).
    const ofTheKind = asks.filter((item) => !withFacts.includes(item) && p.v.aspects.includes(item.aspect));
    const chosen = [...withFacts, ...ofTheKind].slice(0, 2 + p.choose(2, 87));
    return [
      para(
        p.pick(
          [
            'Avant de commander, quelques questions font gagner du temps.',
            'Quelques questions simples valent mieux qu’une longue fiche.',
            'Prenez une minute pour répondre à ces questions : elles trient vite.',
            'Un achat réussi commence par vos usages, pas par la fiche.',
            undefined,
          ],
          84,
        ),
        ...answered(p, chosen),
        p.pick(
          [
            'Vos réponses désignent en général le bon modèle sans hésitation.',
            'Si vos réponses hésitent, relisez la partie qui vous ressemble le plus.',
            undefined,
            undefined,
          ],
          88,
        ),
      ),
    ];
  },
};

/** What a category's buyers want to know and listings rarely say, with the aspect that would say it. */
const MISSING: Partial<Record<TextKey, readonly (readonly [string, Aspect?])[]>> = {
  kitchen: [
    ['la puissance en watts', 'power'],
    ['le poids'],
    ['la longueur du cordon'],
    ['le niveau sonore en fonctionnement', 'noise'],
    ['les dimensions exactes', 'size'],
  ],
  coffee: [
    ['la pression de la pompe'],
    ['le volume du réservoir', 'capacity'],
    ['le prix des capsules au quotidien'],
    ['le poids'],
  ],
  audio: [
    ['le poids'],
    ['la version du Bluetooth', 'connectivity'],
    ['les codecs pris en charge'],
    ['le temps de charge complet'],
    ['la latence en jeu'],
  ],
  fitness: [
    ['la compatibilité avec tous les téléphones', 'compat'],
    ['le temps de charge'],
    ['les tailles de bracelet fournies'],
    ['le poids'],
  ],
  office: [
    ['le poids'],
    ['la disposition exacte des touches'],
    ['le temps de charge'],
    ['la hauteur du clavier'],
  ],
  vacuum: [
    ['la hauteur exacte', 'size'],
    ['la capacité du bac', 'capacity'],
    ['le niveau sonore en décibels', 'noise'],
    ['la puissance d’aspiration en pascals'],
  ],
  speaker: [['la puissance en watts'], ['la portée des micros'], ['les dimensions exactes', 'size']],
  doorbell: [
    ['l’angle de vue'],
    ['le coût éventuel d’un abonnement'],
    ['la tenue au froid'],
    ['la durée de conservation des vidéos'],
  ],
  'personal-care': [
    ['le prix des têtes de rechange'],
    ['le temps de charge'],
    ['le niveau sonore', 'noise'],
    ['le poids'],
  ],
  'e-reader': [
    ['le poids'],
    ['la résolution exacte'],
    ['les formats de livres pris en charge'],
    ['la capacité de stockage utile'],
  ],
  general: [['le poids'], ['les dimensions exactes', 'size'], ['le temps de charge']],
};

export const CE_QUE_TAISENT: Section = {
  heading: (p) =>
    p.pick(
      [
        'Ce que les fiches ne disent pas',
        'Les angles morts des fiches',
        'À vérifier avant d’acheter',
        'Les non-dits des fiches',
      ],
      91,
    ),
  aspects: [],
  write: (p) => {
    const key = p.v.texts.find((k) => MISSING[k]) ?? 'general';
    // What neither listing says: an item one of them touches is not missing.
    const missing = rotated(p, MISSING[key] ?? [], 92)
      .filter(([, aspect]) => aspect === undefined || !p.any(aspect))
      .map(([text]) => text)
      .slice(0, 2);
    const one = rotated(
      p,
      ['water', 'battery', 'noise', 'cleaning', 'fit', 'privacy', 'safety'] as Aspect[],
      95,
    ).find((aspect) => p.has(0, aspect) !== p.has(1, aspect));
    const oneSide = one === undefined ? undefined : p.has(0, one) ? 0 : 1;
    const gap =
      missing.length > 0
        ? p.pick(
            [
              `Aucune des deux fiches ne donne ${missing.join(' ni ')} : ${p.pick(['ce sont pourtant des questions que l’on se pose vite', 'des détails qui comptent à l’usage', 'mieux vaut le vérifier dans les avis'], 93)}.`,
              `On cherchera en vain ${missing.join(' et ')} sur les deux fiches.`,
              `Deux informations manquent des deux côtés : ${missing.join(' et ')}.`,
              `Ni l’une ni l’autre des fiches ne précise ${missing.join(', ni ')}.`,
            ],
            96,
          )
        : undefined;
    const silent =
      one !== undefined && oneSide !== undefined
        ? p.pick(
            [
              `La fiche ${p.du(oneSide)} parle de ${possessif(nomDe(one, p.v.category), p.genre(oneSide).pl)} ; celle ${p.du(p.other(oneSide))} n’en dit rien, ce qui ne veut pas dire qu’${p.ac(p.other(oneSide), 'il', 'elle', 'ils', 'elles')} en ${p.vb(p.other(oneSide), 'manque', 'manquent')}.`,
              `Sur ${defini(nomDe(one, p.v.category))}, seule la fiche ${p.du(oneSide)} s’avance : silence du côté ${p.du(p.other(oneSide))}.`,
              `${majuscule(defini(nomDe(one, p.v.category)))} ${accord({ g: nomDe(one, p.v.category).g, pl: nomDe(one, p.v.category).pl === true }, 'est évoqué', 'est évoquée', 'sont évoqués', 'sont évoquées')} pour ${p.le(oneSide)}, pas pour ${p.le(p.other(oneSide))} : à vérifier avant d’acheter.`,
            ],
            97,
          )
        : undefined;
    return [
      para(
        gap,
        silent,
        p.pick(
          [
            'Les questions et avis sous chaque produit, sur Amazon, comblent souvent ces trous.',
            'Les avis d’acheteurs répondent souvent à ces questions mieux que la fiche.',
            'Un message au vendeur, ou un coup d’œil aux avis détaillés, règle la question en quelques minutes.',
            'Le manuel, souvent téléchargeable, répond aux questions que la fiche laisse en suspens.',
          ],
          94,
        ),
      ),
    ];
  },
};

/** The questions on a figure both listings give, per aspect. */
const FIGURE_ASKS: Partial<Record<Aspect, (p: Plume) => string>> = {
  capacity: (p) => `${Lequel(p.v)} ${ag(p.v, 'a', 'a', 'ont', 'ont')} la plus grande contenance ?`,
  battery: (p) =>
    `${Lequel(p.v)} ${ag(p.v, 'tient', 'tient', 'tiennent', 'tiennent')} le plus longtemps sur une charge ?`,
  modes: (p) =>
    `${Lequel(p.v)} ${ag(p.v, 'propose', 'propose', 'proposent', 'proposent')} le plus d’options ?`,
  water: (p) =>
    `${Lequel(p.v)} ${ag(p.v, 'résiste', 'résiste', 'résistent', 'résistent')} le mieux à l’eau ?`,
  noise: (p) => `${Lequel(p.v)} ${ag(p.v, 'fait', 'fait', 'font', 'font')} le moins de bruit ?`,
  display: (p) => `${Lequel(p.v)} ${ag(p.v, 'a', 'a', 'ont', 'ont')} le plus grand écran ?`,
  connectivity: (p) =>
    `${Lequel(p.v)} se ${ag(p.v, 'connecte', 'connecte', 'connectent', 'connectent')} au plus d’appareils ?`,
  temperature: (p) =>
    `${Lequel(p.v)} ${ag(p.v, 'offre', 'offre', 'offrent', 'offrent')} la plage de température la plus large ?`,
};

/** A question on the figures both listings give, unless one of `asked` already asks it. */
export function questionChiffree(p: Plume, salt: number, asked: readonly string[]): Question | undefined {
  const aspects = rotated(p, COMPARABLE, salt).filter((aspect) => p.cmp(aspect) && FIGURE_ASKS[aspect]);
  for (const aspect of aspects) {
    const ask = FIGURE_ASKS[aspect];
    if (!ask) continue;
    const question = ask(p);
    if (asked.some((other) => other.toLowerCase() === question.toLowerCase())) continue;
    return {
      ask: () => question,
      answer: (pen) => {
        const c = pen.cmp(aspect);
        return c
          ? para(pen.beats(c, salt + 5), pen.explain(aspect))
          : 'Les fiches annoncent des chiffres proches.';
      },
    };
  }
  return undefined;
}

/** The price question, in three wordings: answered with where to see the price, never with one. */
export const QUESTIONS_PRIX: readonly Question[] = [
  {
    ask: (p) => `Où voir le prix actuel ${p.du(0)} et ${p.du(1)} ?`,
    answer: () =>
      'Les prix changent souvent sur Amazon : les boutons « Voir le prix sur Amazon » de cet article mènent aux pages des deux produits, où figure le prix du moment.',
  },
  {
    ask: (p) =>
      `${p.A} ou ${p.B} : ${ag(p.v, 'lequel coûte', 'laquelle coûte', 'lesquels coûtent', 'lesquelles coûtent')} le moins cher ?`,
    answer: () =>
      'Nous n’indiquons pas de prix, car ils varient d’un jour à l’autre. Les boutons « Voir le prix sur Amazon » affichent le prix à jour de chacun.',
  },
  {
    ask: () => 'Faut-il attendre une promotion ?',
    answer: () =>
      'Les prix évoluent au fil de l’année ; le bouton « Voir le prix sur Amazon » montre le prix du moment, à comparer avec l’historique si vous n’êtes pas pressé.',
  },
];
