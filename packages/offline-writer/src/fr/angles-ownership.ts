/**
 * French angles about living with the product: years of use, every day, upkeep, doing it all.
 */
import type { Aspect } from '../facts.ts';
import { para, type Side } from '../prose.ts';
import {
  type Angle,
  aBatterie,
  ag,
  ce,
  cherche,
  is,
  kindIs,
  Lequel,
  leKind,
  lequel,
  per,
  un,
  votre,
} from './angle.ts';
import { simpler } from './angles-buying.ts';
import type { Plume } from './pen.ts';
import { majuscule } from './typography.ts';

/** The side that lasts longer on a charge, when both listings say. */
const endurant = (p: Plume): Side | undefined => p.cmp('battery')?.ahead;

export const longTerme: Angle = {
  id: 'long-terme',
  family: 'durability',
  fits: () => true,
  angle: (v) =>
    `${lequel(v)} ${ag(v, 'tiendra', 'tiendra', 'tiendront', 'tiendront')} le mieux dans la durée`,
  audience: () => 'ceux qui achètent pour des années',
  use: () => 'la durée',
  keyword: (v) => `${cherche(v)} durable`,
  focus: ['battery', 'cleaning', 'safety', 'eco', 'water', 'accessories'],
  subjects: [
    (p) => `${p.A} ou ${p.B} : ${lequel(p.v)} pour des années ?`,
    (p) => `${p.A} vs ${p.B} sur la durée`,
    (p) => `Acheter pour longtemps : ${p.A} ou ${p.B}`,
  ],
  intro: (p) =>
    para(
      `La plupart des comparatifs s’arrêtent au déballage. Celui-ci regarde ${p.le(0)} et ${p.le(1)} dans deux ou trois ans.`,
      `Ce qui s’use, ce qui s’entretient et ce qui se remplace : voilà ce qui rend ${un(p.v)} ${ag(p.v, 'rentable', 'rentable', 'rentables', 'rentables')} sur la durée, bien plus que la fiche du premier jour.`,
    ),
  hint: () =>
    'Nous ne citons que ce que disent les fiches ; la durée de vie réelle dépend aussi de votre usage.',
  signOff: () =>
    'Gardez la facture et notez la date d’achat : la garantie se réclame plus souvent qu’on ne le croit.',
  sections: [
    {
      heading: () => 'Ce qui s’use en premier',
      aspects: ['battery', 'cleaning', 'fit'],
      write: (p) => [
        para(
          `Sur ${un(p.v)}, ce qui lâche en général, c’est ${p.v.wears}.`,
          p.both(['battery', 'fit', 'cleaning'], 10),
        ),
      ],
    },
    {
      heading: () => 'L’entretien qui prolonge sa vie',
      aspects: ['cleaning', 'accessories'],
      write: (p) => [
        para(
          `Pour durer, ${leKind(p.v)} ${ag(p.v, 'demande', 'demande', 'demandent', 'demandent')} surtout ${p.v.care}.`,
          p.say(0, ['cleaning', 'accessories'], 11),
          p.say(1, ['cleaning', 'accessories'], 12),
          'Un entretien qui prend deux minutes est un entretien que l’on fait vraiment.',
        ),
      ],
    },
    {
      heading: (p) => (aBatterie(p) ? 'Batterie, sécurité et matériaux' : 'Sécurité et matériaux'),
      aspects: ['battery', 'safety', 'eco', 'water'],
      write: (p) => [
        para(
          aBatterie(p)
            ? 'La batterie est la pièce qui vieillit le plus vite : c’est d’elle que dépend, le plus souvent, la seconde vie d’un appareil.'
            : 'Ce qui s’use en silence, ce sont les matériaux au contact de la chaleur, de l’eau et des mains : c’est d’eux que dépend, le plus souvent, la seconde vie d’un appareil.',
          p.contrastOnce('battery', 13) ?? p.same('battery') ?? p.say(0, ['safety', 'eco', 'water'], 13),
          p.say(1, ['safety', 'eco', 'water'], 14),
          per(p, {
            audio:
              'Une batterie au lithium perd de sa capacité au fil des cycles : à usage égal, celle qui tient le plus longtemps au départ gardera une marge plus longtemps.',
            fitness:
              'Au poignet, c’est souvent le bracelet qui casse avant l’appareil : vérifiez qu’il se remplace facilement.',
            kitchen:
              'En cuisine, ce sont les revêtements et les joints qui vieillissent : des pièces lavables et remplaçables allongent la vie de l’appareil.',
            vacuum:
              'Brosses, filtres et batterie se remplacent sur la plupart des robots : leur disponibilité compte autant que le robot.',
            general:
              'Les pièces d’usure qui se remplacent font durer un appareil bien au-delà de sa garantie.',
          }),
        ),
      ],
    },
    {
      heading: () => 'Notre choix pour durer',
      aspects: ['battery', 'cleaning'],
      write: (p) => {
        const side = endurant(p);
        return [
          side !== undefined
            ? para(
                `Sur la durée, ${p.le(side)} ${p.vb(side, 'part', 'partent')} avec une longueur d’avance.`,
                p.beats(p.cmp('battery') as NonNullable<ReturnType<Plume['cmp']>>, 14),
                `${p.Le(p.other(side))} ${p.vb(p.other(side), 'garde ses', 'gardent leurs')} arguments, à commencer par ${p.strength(p.other(side))}.`,
              )
            : para(
                'Aucune des deux fiches ne promet plus de longévité que l’autre.',
                `Le bon choix sur la durée est celui dont vous utiliserez le point fort : ${p.strength(0)} pour ${p.le(0)}, ${p.strength(1)} pour ${p.le(1)}.`,
              ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) => `${Lequel(p.v)} ${ag(p.v, 'durera', 'durera', 'dureront', 'dureront')} le plus longtemps ?`,
      answer: (p) => {
        const side = endurant(p);
        return side !== undefined
          ? `Sur le papier, ${p.le(side)}, ${p.ac(side, 'le plus endurant', 'la plus endurante', 'les plus endurants', 'les plus endurantes')} : ${p.versus(p.cmp('battery') as NonNullable<ReturnType<Plume['cmp']>>, 3)}. La durée de vie réelle dépendra surtout de l’entretien.`
          : 'Les fiches ne permettent pas de le dire : la durée de vie dépendra surtout de l’usage et de l’entretien.';
      },
    },
    {
      ask: () => 'Quelles pièces faudra-t-il remplacer ?',
      answer: (p) =>
        `Avec le temps, surtout ${p.v.wears}. Vérifiez leur disponibilité sur Amazon avant d’acheter.`,
    },
    {
      ask: (p) => `Comment prolonger la vie de ${votre(p.v)} ?`,
      answer: (p) =>
        `Avec ${p.v.care}. ${per(p, {
          audio: 'Évitez aussi de laisser la batterie à zéro pendant des semaines.',
          kitchen: 'Évitez les éponges abrasives sur les revêtements antiadhésifs.',
          fitness: 'Rincez le bracelet après une séance en sueur.',
          general: 'Et rangez l’appareil à l’abri de la chaleur et de l’humidité.',
        })}`,
    },
    {
      ask: (p) =>
        aBatterie(p)
          ? 'La garantie couvre-t-elle la batterie ?'
          : 'La garantie couvre-t-elle les pièces d’usure ?',
      answer: (p) =>
        `En Europe, la garantie légale de conformité couvre deux ans ; l’usure normale ${aBatterie(p) ? 'de la batterie' : 'des joints, revêtements et accessoires'} en est souvent exclue. Les conditions exactes figurent sur la page du produit et dans la notice.`,
    },
  ],
  verdict: (p) => {
    const side = endurant(p);
    return side !== undefined
      ? `Pour acheter pour des années, ${p.le(side)} ${p.vb(side, 'part', 'partent')} mieux armé${p.ac(side, '', 'e', 's', 'es')}, avec ${p.cmp('battery')?.specs[side].nom}. ${p.Le(p.other(side))} ${p.vb(p.other(side), 'reste', 'restent')} un bon choix si ${p.strength(p.other(side))} compte davantage pour vous.`
      : `Pour durer, les deux se valent d’après leurs fiches : entretenez-les bien et choisissez sur ${p.strength(0)} ou ${p.strength(1)}.`;
  },
  bestFor: (p, side) =>
    endurant(p) === side
      ? 'Ceux qui veulent la plus grande autonomie'
      : `Ceux qui misent sur ${p.strengthOn(side, ['cleaning', 'safety', 'eco'])}`,
  pins: [
    (p) => `Pour des années : ${p.A} ou ${p.B} ?`,
    (p) => `${p.A} vs ${p.B}, le match de la durée`,
    (p) => `${majuscule(un(p.v))} qui ${ag(p.v, 'dure', 'dure', 'durent', 'durent')} : ${p.A} ou ${p.B}`,
  ],
  pinLine: (p) =>
    `Usure, entretien et ${aBatterie(p) ? 'batterie' : 'pièces'} : ${p.A} et ${p.B} ${p.ag('comparés', 'comparées', 'comparés', 'comparées')} sur plusieurs années.`,
  mood: 'un objet bien entretenu sur une étagère en bois, lumière douce de fin d’après-midi',
};

export const quotidien: Angle = {
  id: 'quotidien',
  family: 'simplicity',
  fits: () => true,
  angle: (v) =>
    `${lequel(v)} ${ag(v, 'est le plus agréable', 'est la plus agréable', 'sont les plus agréables', 'sont les plus agréables')} au quotidien`,
  audience: () => 'ceux qui s’en servent tous les jours',
  use: () => 'usage quotidien',
  keyword: (v) => `${cherche(v)} au quotidien`,
  focus: ['speed', 'smart', 'modes', 'battery', 'cleaning', 'fit'],
  subjects: [
    (p) => `${p.A} ou ${p.B} au quotidien : le comparatif`,
    (p) => `${p.A} vs ${p.B} : ${lequel(p.v)} pour tous les jours ?`,
    (p) => `Tous les jours avec ${p.A} ou ${p.B}`,
  ],
  intro: (p) =>
    para(
      `Ce qui compte avec ${un(p.v)}, ce n’est pas la démonstration du premier jour mais ${p.v.session}, répété des dizaines de fois.`,
      `Voici donc une journée type avec ${p.le(0)} et ${p.le(1)}, d’après ce que leurs fiches annoncent : ce qui fait gagner du temps, ce qui peut agacer à la longue.`,
    ),
  hint: (p) => `Le fil conducteur : ${p.v.session}, du début à la fin.`,
  signOff: () => 'Le meilleur appareil du quotidien est celui auquel on ne pense plus.',
  sections: [
    {
      heading: () => 'Une journée type',
      aspects: ['speed', 'smart', 'modes'],
      write: (p) => [
        para(
          per(p, {
            kitchen:
              'Le soir, on rentre, on lance la cuisson et on met la table pendant que l’appareil travaille.',
            coffee: 'Le matin, la machine doit être prête pendant que l’on cherche ses clés.',
            earbuds:
              'Le matin, on les sort du boîtier dans le métro ; l’après-midi, on enchaîne deux appels.',
            headphones:
              'Le matin, on le pose sur les oreilles dans le train ; l’après-midi, on le garde pour se concentrer.',
            fitness: 'Le bracelet suit la marche du matin, la séance du soir et la nuit qui suit.',
            office: 'Le clavier enchaîne courriels, tableaux et messages d’un ordinateur à l’autre.',
            vacuum:
              'Le robot passe pendant que la maison est vide et se range avant le retour de tout le monde.',
            speaker: 'L’enceinte donne la météo au réveil, un minuteur en cuisine et la musique du soir.',
            doorbell: 'La sonnette prévient d’un livreur à midi et d’un visiteur le soir.',
            'personal-care': 'La brosse sert deux fois par jour, deux minutes à chaque fois.',
            'e-reader': 'La liseuse suit dans le métro, à la pause déjeuner et le soir au lit.',
            general: 'L’appareil sert plusieurs fois par jour, sans cérémonie.',
          }),
          p.both(['speed', 'modes', 'smart'], 15),
        ),
      ],
    },
    {
      heading: () => 'Les petits gestes qui comptent',
      aspects: ['smart', 'connectivity', 'guidance', 'keys'],
      write: (p) => [
        para(
          `Ce sont les gestes répétés qui font aimer ou détester un appareil : allumer, régler, ${aBatterie(p) ? 'recharger' : 'nettoyer'}.`,
          p.say(0, ['smart', 'connectivity', 'guidance', 'keys'], 16),
          p.say(1, ['smart', 'connectivity', 'guidance', 'keys'], 17),
        ),
      ],
    },
    {
      heading: (p) => (p.any('battery') ? 'Recharge, nettoyage et rangement' : 'Nettoyage et rangement'),
      aspects: ['battery', 'cleaning', 'size'],
      write: (p) => [
        para(
          p.contrastOnce('battery', 18) ?? p.both(['cleaning', 'size'], 18),
          `Au quotidien, ${p.v.care} doit prendre moins de temps que l’usage lui-même.`,
        ),
      ],
    },
    {
      heading: (p) => `${p.ag('Celui', 'Celle', 'Ceux', 'Celles')} qui colle à votre routine`,
      aspects: ['speed', 'modes'],
      write: (p) => {
        const s = simpler(p);
        return [
          para(
            s
              ? `Au quotidien, la simplicité ${p.du(s.easy)} peut compter davantage que la richesse ${p.du(s.rich)} : moins de réglages, c’est moins à réapprendre.`
              : `Au quotidien, ${p.le(0)} ${p.vb(0, 'mise', 'misent')} sur ${p.strength(0)}, ${p.le(1)} sur ${p.strength(1)}.`,
            'Le bon choix est celui qui colle à votre routine plutôt qu’à la fiche la plus longue.',
          ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) =>
        `${Lequel(p.v)} ${ag(p.v, 'est le plus pratique', 'est la plus pratique', 'sont les plus pratiques', 'sont les plus pratiques')} au quotidien ?`,
      answer: (p) => {
        const s = simpler(p);
        return s
          ? `${p.Le(s.easy)}, pour ${p.vb(s.easy, 'sa', 'leur')} simplicité : ${p.versus(s.c, 4, true)}. ${p.Le(s.rich)} ${p.vb(s.rich, 'demande', 'demandent')} un peu plus d’habitude.`
          : `Les deux se manient sans effort ; ${p.le(0)} ${p.vb(0, 'mise', 'misent')} sur ${p.strength(0)}, ${p.le(1)} sur ${p.strength(1)}.`;
      },
    },
    {
      ask: () => 'Combien de temps faut-il pour s’y habituer ?',
      answer: () =>
        'Une semaine en général : le temps de trouver ses réglages et d’oublier ceux qui ne servent pas.',
    },
    {
      ask: (p) =>
        aBatterie(p)
          ? `À quelle fréquence faut-il recharger ou entretenir ${ce(p.v)} ?`
          : `À quelle fréquence faut-il entretenir ${ce(p.v)} ?`,
      answer: (p) => {
        const c = p.cmp('battery');
        if (c) return `${p.beats(c, 19)} L’entretien, lui, se résume à ${p.v.care}.`;
        return aBatterie(p)
          ? `L’entretien se résume à ${p.v.care} ; les fiches ne permettent pas de départager l’autonomie.`
          : `L’entretien se résume à ${p.v.care}, à faire régulièrement plutôt qu’à fond de temps en temps.`;
      },
    },
    {
      ask: () => 'Faut-il une application pour s’en servir ?',
      answer: (p) =>
        p.any('smart')
          ? 'Pour les réglages avancés, oui ; l’usage de base se fait sans, une fois l’installation terminée.'
          : 'Pas d’après les fiches : l’essentiel se fait directement sur l’appareil.',
    },
  ],
  verdict: (p) => {
    const s = simpler(p);
    return s
      ? `Au quotidien, ${p.le(s.easy)} ${p.vb(s.easy, 'mise', 'misent')} sur la simplicité. ${p.Le(s.rich)} ${p.vb(s.rich, 'convient', 'conviennent')} à ceux qui veulent ${s.c.specs[s.rich].qte} sous la main.`
      : `Au quotidien, les deux tiennent leur rang : ${p.le(0)} pour ${p.strength(0)}, ${p.le(1)} pour ${p.strength(1)}.`;
  },
  bestFor: (p, side) => {
    const s = simpler(p);
    if (s) return side === s.easy ? 'Une routine simple et rapide' : 'Ceux qui varient les usages';
    return `Un quotidien qui mise sur ${p.strength(side)}`;
  },
  pins: [
    (p) => `Au quotidien : ${p.A} ou ${p.B} ?`,
    (p) => `${p.A} vs ${p.B}, l’épreuve de tous les jours`,
    (p) => `${Lequel(p.v)} pour tous les jours ? ${p.A} ou ${p.B}`,
  ],
  pinLine: (p) => `Une journée type, les petits gestes et l’entretien : ${p.A} et ${p.B} au quotidien.`,
  mood: 'un matin ordinaire dans une maison, une tasse de café et des clés sur la table',
};

/** What two products level on upkeep are chosen by instead. */
const AILLEURS: readonly Aspect[] = [
  'capacity',
  'modes',
  'battery',
  'sound',
  'anc',
  'power',
  'temperature',
  'size',
  'noise',
  'smart',
];

export const entretien: Angle = {
  id: 'entretien',
  family: 'durability',
  fits: (p) =>
    is(p, 'kitchen', 'personal-care') ||
    kindIs(p, 'vacuum', 'coffee', 'earbuds', 'headphones') ||
    p.any('cleaning'),
  angle: (v) => `${lequel(v)} ${ag(v, 'demande', 'demande', 'demandent', 'demandent')} le moins d’entretien`,
  audience: () => 'ceux qui veulent un entretien minimal',
  use: () => 'entretien facile',
  keyword: (v) => `${cherche(v)} facile à nettoyer`,
  focus: ['cleaning', 'accessories', 'size', 'battery', 'water'],
  subjects: [
    (p) =>
      `${p.A} ou ${p.B} : ${lequel(p.v)} ${ag(p.v, 'est le plus facile', 'est la plus facile', 'sont les plus faciles', 'sont les plus faciles')} à entretenir ?`,
    (p) => `Entretien : ${p.A} vs ${p.B}`,
    (p) => `${p.A} ou ${p.B}, le comparatif sans corvée`,
  ],
  intro: (p) =>
    para(
      `L’entretien est la partie que personne ne regarde avant d’acheter, et celle qui décide si ${un(p.v)} sert encore dans six mois.`,
      `Nous avons comparé ${p.le(0)} et ${p.le(1)}, d’après leurs fiches, sur ce qu’${p.ag('ils', 'elles', 'ils', 'elles')} demandent après usage : nettoyage, pièces à changer, petites corvées.`,
    ),
  hint: (p) =>
    `En résumé, ${leKind(p.v)} ${ag(p.v, 'demande', 'demande', 'demandent', 'demandent')} ${p.v.care} ; le diable est dans les détails.`,
  signOff: () => 'Un appareil propre est un appareil qu’on a envie d’utiliser.',
  sections: [
    {
      heading: () => 'Après chaque utilisation',
      aspects: ['cleaning'],
      write: (p) => [
        para(
          per(p, {
            kitchen:
              'Après chaque repas, le panier ou la cuve doit pouvoir être lavé pendant que le reste de la vaisselle trempe.',
            coffee:
              'Après chaque café, le bac d’égouttage et le support de capsule se vident en quelques secondes.',
            earbuds:
              'Après chaque écoute, un coup de chiffon sec sur les embouts évite que le cérumen ne s’accumule dans les grilles.',
            headphones:
              'Après chaque écoute, un coup de chiffon sur les coussinets évite qu’ils ne se marquent.',
            vacuum:
              'Après chaque passage, le bac se vide et les cheveux s’enroulent autour de la brosse : c’est là que tout se joue.',
            'personal-care':
              'Après chaque brossage, un rinçage de la tête et du manche suffit, à condition de laisser sécher.',
            general:
              'Après chaque utilisation, un geste rapide suffit, à condition de ne pas le remettre à plus tard.',
          }),
          p.both('cleaning', 20),
        ),
      ],
    },
    {
      heading: () => 'Les pièces à changer',
      aspects: ['accessories', 'cleaning'],
      write: (p) => [
        para(
          `Avec le temps, il faudra penser à ${p.v.wears}.`,
          p.say(0, ['accessories'], 21),
          p.say(1, ['accessories'], 22),
          per(p, {
            'personal-care':
              'Comptez une tête neuve tous les trois mois, ou plus tôt si les poils s’écartent.',
            vacuum: 'Comptez un filtre et une brosse latérale neufs plusieurs fois par an.',
            coffee: 'Comptez un détartrage tous les trois mois environ, selon la dureté de l’eau.',
            general: 'Vérifiez que ces pièces se trouvent facilement avant d’acheter.',
          }),
        ),
      ],
    },
    {
      heading: () => 'Ce qui simplifie la vie',
      aspects: ['water', 'size', 'battery'],
      write: (p) => [
        para(
          p.contrastOnce('water', 23) ?? p.both(['water', 'size', 'battery'], 23),
          'Un appareil qui se démonte sans outil et qui supporte l’eau s’entretient sans y penser.',
        ),
      ],
    },
    {
      heading: () => 'Le moins exigeant des deux',
      aspects: ['cleaning'],
      write: (p) => {
        const [x, y] = [p.has(0, 'cleaning'), p.has(1, 'cleaning')];
        if (x !== y) {
          const side: Side = x ? 0 : 1;
          return [
            para(
              `${p.Le(side)} ${p.vb(side, 'est', 'sont')} ${p.ac(side, 'le seul', 'la seule', 'les seuls', 'les seules')} des deux dont la fiche parle d’entretien, ce qui est déjà une indication.`,
              `${p.Le(p.other(side))} ${p.vb(p.other(side), 'n’en dit', 'n’en disent')} rien : vérifiez les pièces lavables sur ${p.vb(p.other(side), 'sa', 'leur')} page Amazon.`,
            ),
          ];
        }
        return [
          para(
            x
              ? 'Les deux fiches pensent à l’entretien, ce qui est bon signe.'
              : 'Aucune des deux fiches ne détaille l’entretien.',
            `À entretien égal, le choix se fait sur ${p.strengthOn(0, AILLEURS)} pour ${p.le(0)} ou ${p.strengthOn(1, AILLEURS)} pour ${p.le(1)}.`,
          ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) =>
        `${Lequel(p.v)} ${ag(p.v, 'se nettoie', 'se nettoie', 'se nettoient', 'se nettoient')} le plus facilement ?`,
      answer: (p) => {
        const [x, y] = [p.fact(0, 'cleaning'), p.fact(1, 'cleaning')];
        if (x && y)
          return `Les deux y pensent : ${p.le(0)} avec ${p.quote(x)}, ${p.le(1)} avec ${p.quote(y)}.`;
        const fact = x ?? y;
        if (fact) {
          const side: Side = x ? 0 : 1;
          return `${p.Le(side)}, d’après ${p.ac(side, 'sa', 'sa', 'leur', 'leur')} fiche : ${p.quote(fact)}.`;
        }
        return 'Les fiches ne détaillent pas le nettoyage ; comptez en général sur un coup de chiffon et les pièces amovibles.';
      },
    },
    {
      ask: () => 'Peut-on tout mettre au lave-vaisselle ?',
      answer: (p) =>
        p.any('cleaning') && is(p, 'kitchen')
          ? 'Les pièces amovibles, souvent ; jamais la base ni la partie électrique, qui se nettoie au chiffon humide.'
          : 'Non : la partie électronique se nettoie au chiffon à peine humide, jamais sous l’eau courante sauf mention contraire.',
    },
    {
      ask: () => 'Quelles pièces s’usent et se remplacent ?',
      answer: (p) => `Surtout ${p.v.wears}.`,
    },
    {
      ask: () => 'Quel entretien en dix minutes par mois ?',
      answer: (p) => `${majuscule(p.v.care)}, et un contrôle visuel des pièces d’usure.`,
    },
  ],
  verdict: (p) => {
    const [x, y] = [p.has(0, 'cleaning'), p.has(1, 'cleaning')];
    if (x !== y) {
      const side: Side = x ? 0 : 1;
      return `Côté entretien, ${p.le(side)} ${p.vb(side, 'rassure', 'rassurent')} davantage, parce que ${p.vb(side, 'sa', 'leur')} fiche en parle. ${p.Le(p.other(side))} ${p.vb(p.other(side), 'mérite', 'méritent')} une vérification avant l’achat.`;
    }
    return `Côté entretien, les deux se valent : ${p.v.care} suffit. Le choix se fait ailleurs, sur ${p.strengthOn(0, AILLEURS)} ou ${p.strengthOn(1, AILLEURS)}.`;
  },
  bestFor: (p, side) => {
    if (p.has(side, 'cleaning') && !p.has(p.other(side), 'cleaning')) return 'Ceux qui détestent les corvées';
    // Its own care line as listed, never another strength (« un entretien simple avec un panier de 3,8 litres »).
    const facts = p.fiches[side].facts;
    const care =
      facts.find((fact) => fact.aspect === 'cleaning') ??
      facts.find((fact) => fact.aspects.includes('cleaning'));
    return care
      ? `Un entretien simple : ${care.short.charAt(0).toLowerCase()}${care.short.slice(1)}`
      : `Ceux qui tiennent avant tout à ${p.strength(side)}`;
  },
  pins: [
    (p) => `Sans corvée : ${p.A} ou ${p.B} ?`,
    (p) => `${p.A} vs ${p.B} : l’entretien comparé`,
    (p) => `Facile à nettoyer ? ${p.A} ou ${p.B}`,
  ],
  pinLine: (p) =>
    `Nettoyage, pièces d’usure et petites corvées : ${p.A} et ${p.B} ${p.ag('comparés', 'comparées', 'comparés', 'comparées')}.`,
  mood: 'un plan de travail propre et dégagé, un torchon plié et une plante',
};

export const polyvalence: Angle = {
  id: 'polyvalence',
  family: 'features',
  fits: (p) => (is(p, 'kitchen', 'fitness') && p.any('modes')) || Boolean(p.cmp('modes')),
  angle: (v) => `${lequel(v)} en ${ag(v, 'fait', 'fait', 'font', 'font')} le plus`,
  audience: () => 'ceux qui veulent un appareil à tout faire',
  use: () => 'polyvalence',
  keyword: (v) => `${cherche(v)} polyvalent`,
  focus: ['modes', 'accessories', 'temperature', 'capacity', 'smart'],
  subjects: [
    (p) => `${p.A} ou ${p.B} : ${lequel(p.v)} en ${ag(p.v, 'fait', 'fait', 'font', 'font')} le plus ?`,
    (p) => `Polyvalence : ${p.A} vs ${p.B}`,
    (p) => `Un seul appareil pour tout faire : ${p.A} ou ${p.B}`,
  ],
  intro: (p) =>
    para(
      `Certains achètent ${un(p.v)} pour une tâche précise ; d’autres veulent un appareil qui en remplace plusieurs.`,
      `Pour les seconds, nous avons compté ce que savent faire ${p.le(0)} et ${p.le(1)}, et surtout ce qui servira vraiment.`,
    ),
  hint: () => 'Une fonction ne compte que si vous vous en servirez : nous les trions dans cet ordre.',
  signOff: () => 'Comptez les fonctions que vous utiliserez, pas celles de la fiche.',
  sections: [
    {
      heading: (p) => `Ce que ${p.ag('chacun', 'chacune', 'chacun', 'chacune')} sait faire`,
      aspects: ['modes'],
      write: (p) => [
        para(
          p.both('modes', 24),
          per(p, {
            multicooker:
              'Un multicuiseur remplace souvent l’autocuiseur, la mijoteuse et le cuiseur à riz : encore faut-il avoir la place de le laisser sorti.',
            kitchen:
              'En cuisine, trois ou quatre modes couvrent l’essentiel ; les autres servent aux envies du week-end.',
            fitness:
              'Au poignet, les modes d’exercice servent surtout à classer vos séances : vérifiez que vos sports y figurent.',
            general:
              'Une longue liste rassure, mais ce sont trois ou quatre usages qui reviennent chaque semaine.',
          }),
        ),
      ],
    },
    {
      heading: () => 'Les accessoires qui élargissent l’usage',
      aspects: ['accessories', 'temperature'],
      write: (p) => [
        para(
          p.say(0, ['accessories', 'temperature'], 25),
          p.say(1, ['accessories', 'temperature'], 26),
          'Un accessoire fourni vaut mieux qu’un accessoire à acheter : il sert dès le premier jour.',
        ),
      ],
    },
    {
      heading: () => 'Ce qu’il remplace vraiment',
      aspects: ['capacity', 'smart'],
      write: (p) => [
        para(
          `${majuscule(un(p.v))} polyvalent${p.ag('', 'e', 's', 'es')} ${p.ag('remplace', 'remplace', 'remplacent', 'remplacent')} ${p.v.before}, à condition de lui faire une place.`,
          p.contrastOnce('capacity', 27) ?? p.both(['capacity', 'smart'], 27),
        ),
      ],
    },
    {
      heading: () => 'Le plus polyvalent des deux',
      aspects: ['modes'],
      write: (p) => {
        const s = simpler(p);
        return [
          s
            ? para(
                `${p.Le(s.rich)} ${p.vb(s.rich, 'couvre', 'couvrent')} plus de terrain, avec ${s.c.specs[s.rich].qte}.`,
                `${p.Le(s.easy)} ${p.vb(s.easy, 'fait', 'font')} moins de choses, mais peut-être celles dont vous avez besoin.`,
              )
            : para(
                'Les deux fiches couvrent un terrain comparable.',
                `Départagez-les sur ${p.strength(0)} ou ${p.strength(1)}.`,
              ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) => `${Lequel(p.v)} ${ag(p.v, 'offre', 'offre', 'offrent', 'offrent')} le plus de fonctions ?`,
      answer: (p) => {
        const c = p.cmp('modes');
        return c ? p.beats(c, 28) : 'Les fiches annoncent des possibilités comparables.';
      },
    },
    {
      ask: () => 'Toutes ces fonctions sont-elles utiles ?',
      answer: () =>
        'Rarement toutes : la plupart des propriétaires en utilisent trois ou quatre. Regardez si les vôtres y sont, plutôt que leur nombre.',
    },
    {
      ask: (p) => `Peut-on remplacer ${p.v.before} ?`,
      answer: (p) =>
        `En grande partie, oui, pour un usage courant. ${per(p, {
          kitchen: 'Le four garde l’avantage pour les grandes pièces et les gratins familiaux.',
          general: 'Pour les usages pointus, un appareil dédié garde l’avantage.',
        })}`,
    },
    {
      ask: () => 'Plus de fonctions, est-ce plus compliqué ?',
      answer: (p) => {
        const s = simpler(p);
        return s
          ? `Un peu : ${p.trails(s.c, 29)} Les programmes les plus courants restent à une touche.`
          : 'Pas vraiment ici : les deux fiches décrivent une prise en main comparable.';
      },
    },
  ],
  verdict: (p) => {
    const s = simpler(p);
    return s
      ? `Pour un appareil à tout faire, ${p.le(s.rich)} ${p.vb(s.rich, 'va', 'vont')} plus loin, avec ${s.c.specs[s.rich].qte}. ${p.Le(s.easy)} ${p.vb(s.easy, 'suffit', 'suffisent')} si vos usages tiennent en quelques programmes.`
      : `Côté polyvalence, les deux se valent : ${p.le(0)} ${p.vb(0, 'mise', 'misent')} sur ${p.strength(0)}, ${p.le(1)} sur ${p.strength(1)}.`;
  },
  bestFor: (p, side) => {
    const s = simpler(p);
    if (s)
      return side === s.rich
        ? 'Ceux qui veulent tout faire avec un seul appareil'
        : 'Ceux qui s’en tiennent à l’essentiel';
    return `Ceux qui veulent ${p.strength(side)}`;
  },
  pins: [
    (p) => `Tout-en-un : ${p.A} ou ${p.B} ?`,
    (p) => `${p.A} vs ${p.B}, le plus polyvalent`,
    (p) => `${Lequel(p.v)} en ${ag(p.v, 'fait', 'fait', 'font', 'font')} le plus ? ${p.A} ou ${p.B}`,
  ],
  pinLine: (p) =>
    `Fonctions, accessoires et ce qu’${p.ag('ils', 'elles', 'ils', 'elles')} remplacent : ${p.A} et ${p.B} ${p.ag('comparés', 'comparées', 'comparés', 'comparées')}.`,
  mood: 'un plan de travail garni d’ingrédients variés prêts à être cuisinés',
};
