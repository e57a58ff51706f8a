/**
 * French angles about the experience: results, quiet, comfort, on the move, smart features, privacy.
 */
import type { Aspect } from '../facts.ts';
import { para, type Side } from '../prose.ts';
import { type Angle, ag, cherche, is, kindIs, Lequel, lequel, per, selon, un, votre } from './angle.ts';
import type { Plume } from './pen.ts';
import { majuscule } from './typography.ts';
import type { Vocabulaire } from './vocabulary.ts';

/** The first comparison among the aspects, whoever is ahead. */
const ahead = (p: Plume, aspects: readonly Aspect[]): Side | undefined => p.edgeIn(aspects)?.ahead;

/** The result the kind is judged by, as a question ("laquelle cuisine le mieux"). */
const resultQuestion = (v: Vocabulaire) =>
  selon(v, {
    kitchen: `${lequel(v)} ${ag(v, 'cuisine', 'cuisine', 'cuisinent', 'cuisinent')} le mieux`,
    coffee: `${lequel(v)} ${ag(v, 'fait', 'fait', 'font', 'font')} le meilleur café`,
    audio: `${lequel(v)} ${ag(v, 'sonne', 'sonne', 'sonnent', 'sonnent')} le mieux`,
    speaker: `${lequel(v)} ${ag(v, 'sonne', 'sonne', 'sonnent', 'sonnent')} le mieux`,
    vacuum: `${lequel(v)} ${ag(v, 'nettoie', 'nettoie', 'nettoient', 'nettoient')} le mieux`,
    doorbell: `${lequel(v)} ${ag(v, 'montre', 'montre', 'montrent', 'montrent')} le mieux qui sonne`,
    'personal-care': `${lequel(v)} ${ag(v, 'nettoie', 'nettoie', 'nettoient', 'nettoient')} le mieux les dents`,
    fitness: `${lequel(v)} ${ag(v, 'suit', 'suit', 'suivent', 'suivent')} le mieux vos efforts`,
    office: `${lequel(v)} ${ag(v, 'offre', 'offre', 'offrent', 'offrent')} la meilleure frappe`,
    'e-reader': `${lequel(v)} ${ag(v, 'affiche', 'affiche', 'affichent', 'affichent')} le texte le plus net`,
    general: `${lequel(v)} ${ag(v, 'fait', 'fait', 'font', 'font')} le meilleur travail`,
  });

/**
 * What a result is judged on: the edge on results is only ever one of these (a bigger basket or more
 * modes say nothing of what arrives on the plate).
 */
const RESULT_ASPECTS: readonly Aspect[] = [
  'power',
  'sound',
  'health',
  'temperature',
  'tracking',
  'video',
  'display',
  'anc',
];

export const resultats: Angle = {
  id: 'resultats',
  family: 'performance',
  fits: (p) => p.any('power', 'sound', 'health', 'tracking', 'video', 'display', 'temperature', 'anc'),
  angle: resultQuestion,
  audience: () => 'ceux qui jugent sur le résultat',
  use: () => 'résultats',
  keyword: (v) => `${ag(v, 'meilleur', 'meilleure', 'meilleurs', 'meilleures')} ${cherche(v)}`,
  focus: ['power', 'sound', 'health', 'temperature', 'tracking', 'video', 'display', 'anc'],
  subjects: [
    (p) => `${p.A} ou ${p.B} : ${resultQuestion(p.v)} ?`,
    (p) => `${p.A} vs ${p.B}, le match des résultats`,
    (p) => `Au résultat : ${p.A} face à ${p.B}`,
  ],
  intro: (p) =>
    para(
      `Au bout du compte, ${un(p.v)} se juge sur ${p.v.result}.`,
      `Nous avons laissé de côté l’emballage et les promesses générales pour comparer ce que ${p.le(0)} et ${p.le(1)} annoncent sur ce point précis.`,
    ),
  hint: () => 'Nous citons les chiffres et les technologies des fiches, sans extrapoler au-delà.',
  signOff: () => 'Le meilleur résultat est celui qui correspond à votre usage, pas au test le plus extrême.',
  sections: [
    {
      heading: (p) => `Ce que ${p.ag('chacun', 'chacune', 'chacun', 'chacune')} promet pour ${p.v.result}`,
      aspects: ['power', 'sound', 'health', 'video'],
      write: (p) => [
        para(
          p.both(['power', 'sound', 'health', 'video', 'tracking'], 30),
          per(p, {
            kitchen:
              'En cuisine, le résultat dépend autant de la circulation de l’air ou de la pression que du thermostat.',
            audio: 'En audio, le résultat dépend autant du maintien que du transducteur.',
            vacuum:
              'Pour un robot, le résultat se voit dans les coins et sur les tapis, pas au milieu de la pièce.',
            'personal-care': 'Pour une brosse, le résultat se mesure au dernier contrôle chez le dentiste.',
            general: 'Le résultat se juge dans la durée, pas au premier essai.',
          }),
        ),
      ],
    },
    {
      heading: () => 'Les technologies mises en avant',
      aspects: ['power', 'sound', 'anc', 'display'],
      write: (p) => [
        para(
          p.say(0, ['anc', 'display', 'sound', 'power', 'temperature'], 31),
          p.say(1, ['anc', 'display', 'sound', 'power', 'temperature'], 32),
          'Un nom de technologie ne prouve rien en soi, mais il indique où le fabricant a porté ses efforts.',
        ),
      ],
    },
    {
      heading: () => 'Les chiffres qui comptent',
      aspects: ['temperature', 'capacity', 'display', 'noise'],
      write: (p) => [
        para(
          p.contrastOnce('temperature', 33) ??
            p.contrastOnce('display', 33) ??
            p.contrastOnce('capacity', 33) ??
            p.same('battery') ??
            'Les fiches donnent peu de chiffres comparables sur ce point : le reste se joue à l’usage.',
          per(p, {
            kitchen:
              'Une plage de température plus large donne plus de latitude, du réchauffage doux à la saisie vive.',
            'e-reader':
              'Pour l’affichage, la définition de l’écran et son éclairage comptent plus que tout le reste.',
            general: 'Un chiffre isolé compte moins que l’ensemble : regardez ce qui sert votre usage.',
          }),
        ),
      ],
    },
    {
      heading: () => 'Notre verdict sur le résultat',
      aspects: ['power', 'sound'],
      write: (p) => {
        const side = ahead(p, RESULT_ASPECTS);
        return [
          para(
            side !== undefined
              ? `Sur ce qui se mesure, ${p.le(side)} ${p.vb(side, 'prend', 'prennent')} l’avantage ; ${p.le(p.other(side))} ${p.vb(p.other(side), 'répond', 'répondent')} avec ${p.strength(p.other(side))}.`
              : `Sur le papier, aucun chiffre ne départage les deux : ${p.le(0)} ${p.vb(0, 'mise', 'misent')} sur ${p.strength(0)}, ${p.le(1)} sur ${p.strength(1)}.`,
            'Pour trancher, pensez au résultat que vous voulez le plus souvent.',
          ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) => `${majuscule(resultQuestion(p.v))}, ${p.A} ou ${p.B} ?`,
      answer: (p) => {
        const c = p.edgeIn(RESULT_ASPECTS);
        return c
          ? `Sur le papier, ${p.beats(c, 34).replace(/^./, (x) => x.toLowerCase())} Pour le reste, ${p.le(0)} ${p.vb(0, 'mise', 'misent')} sur ${p.strength(0)} et ${p.le(1)} sur ${p.strength(1)}.`
          : `Les fiches ne donnent pas de chiffre qui les départage : ${p.strength(0)} d’un côté, ${p.strength(1)} de l’autre.`;
      },
    },
    {
      ask: () => 'Les technologies annoncées font-elles une vraie différence ?',
      answer: () =>
        'Parfois : elles décrivent une approche du fabricant, pas un résultat garanti. Les avis d’utilisateurs sur un usage proche du vôtre restent le meilleur juge.',
    },
    {
      ask: () => 'Comment obtenir le meilleur résultat dès le départ ?',
      answer: (p) =>
        per(p, {
          kitchen:
            'En préchauffant quand la recette le demande, et en ne surchargeant jamais le panier ou la cuve.',
          audio: 'En trouvant le bon maintien avant tout réglage d’égaliseur.',
          vacuum:
            'En dégageant le sol et en laissant le robot cartographier le logement lors des premiers passages.',
          'personal-care': 'En laissant la tête travailler sans appuyer, deux minutes complètes.',
          general: 'En suivant la notice pour les premiers usages, puis en ajustant un réglage à la fois.',
        }),
    },
    {
      ask: () => 'Le résultat se dégrade-t-il avec le temps ?',
      answer: (p) => `Un peu, si l’entretien est négligé : ${p.v.care} garde les résultats du premier jour.`,
    },
  ],
  verdict: (p) => {
    const side = ahead(p, RESULT_ASPECTS);
    return side !== undefined
      ? `Pour ${p.v.result}, ${p.le(side)} ${p.vb(side, 'a', 'ont')} l’avantage sur le papier. ${p.Le(p.other(side))} ${p.vb(p.other(side), 'reste', 'restent')} ${p.ac(p.other(side), 'convaincant', 'convaincante', 'convaincants', 'convaincantes')} pour ${p.strength(p.other(side))}.`
      : `Pour ${p.v.result}, les deux se tiennent : ${p.le(0)} avec ${p.strength(0)}, ${p.le(1)} avec ${p.strength(1)}.`;
  },
  bestFor: (p, side) => `Ceux qui tiennent avant tout à ${p.strengthOn(side, RESULT_ASPECTS)}`,
  pins: [
    (p) => `${majuscule(resultQuestion(p.v))} ? ${p.A} vs ${p.B}`,
    (p) => `Le résultat avant tout : ${p.A} ou ${p.B}`,
    (p) => `${p.A} ou ${p.B} : le verdict sur le résultat`,
  ],
  pinLine: (p) =>
    `Technologies, chiffres et résultats : ${p.A} et ${p.B} ${p.ag('comparés', 'comparées', 'comparés', 'comparées')} sur ce qui compte.`,
  mood: 'un résultat soigné mis en valeur à la lumière du jour, gros plan',
};

export const silence: Angle = {
  id: 'silence',
  family: 'comfort',
  fits: (p) => p.any('noise', 'anc'),
  angle: (v) =>
    v.category === 'audio'
      ? `${lequel(v)} ${ag(v, 'isole', 'isole', 'isolent', 'isolent')} le mieux du bruit`
      : `${lequel(v)} ${ag(v, 'est le plus silencieux', 'est la plus silencieuse', 'sont les plus silencieux', 'sont les plus silencieuses')}`,
  audience: () => 'ceux qui tiennent au calme',
  use: (v) => (v.category === 'audio' ? 'réduction de bruit' : 'silence'),
  keyword: (v) => (v.category === 'audio' ? `${cherche(v)} réduction de bruit` : `${cherche(v)} silencieux`),
  focus: ['noise', 'anc', 'fit', 'calls', 'size'],
  subjects: [
    (p) => `${p.A} ou ${p.B} : ${silence.angle(p.v)} ?`,
    (p) => `Le calme avant tout : ${p.A} vs ${p.B}`,
    (p) => `${p.A} face à ${p.B}, côté silence`,
  ],
  intro: (p) =>
    para(
      p.v.category === 'audio'
        ? 'Dans le train, en open space ou en avion, la réduction de bruit change la journée plus que n’importe quel réglage.'
        : `Un appareil bruyant finit par ne tourner que lorsque personne n’est là ; un appareil discret sert à toute heure.`,
      `Voici comment ${p.le(0)} et ${p.le(1)} se comparent sur ce point, d’après ce que disent leurs fiches.`,
    ),
  hint: () =>
    'Les décibels annoncés se mesurent en laboratoire ; chez vous, la pièce et le sol comptent aussi.',
  signOff: () => 'Le calme ne se voit pas sur une fiche, mais il se sent dès le premier soir.',
  sections: [
    {
      heading: (p) =>
        p.v.category === 'audio' ? 'La réduction de bruit face à face' : 'Le niveau sonore annoncé',
      aspects: ['noise', 'anc'],
      write: (p) => [
        para(
          per(p, {
            audio:
              'La réduction de bruit active mesure le bruit ambiant avec des micros et l’annule en temps réel ; elle excelle sur les sons graves et réguliers, beaucoup moins sur les voix.',
            kitchen:
              'Le bruit d’un appareil de cuisine vient surtout de son ventilateur : il se remarque en fin de cuisson, quand la conversation reprend à table.',
            vacuum:
              'Le bruit d’un robot vient de son aspiration et de ses brosses : il compte dès que l’on veut le lancer en étant à la maison.',
            general:
              'Le niveau sonore se juge dans la pièce où l’appareil vivra, pas sur une fiche technique.',
          }),
          p.both(['noise', 'anc'], 35),
          p.same('noise'),
        ),
      ],
    },
    {
      heading: () => 'Dans la vraie vie',
      aspects: ['noise', 'anc', 'fit'],
      write: (p) => [
        para(
          per(p, {
            earbuds:
              'Avec des écouteurs, l’isolation commence par les embouts : une bonne étanchéité bloque déjà une bonne part des aigus.',
            headphones:
              'Avec un casque, les coussinets font une partie du travail avant même que l’électronique s’en mêle.',
            audio: 'L’isolation passive compte autant que la réduction active.',
            kitchen:
              'En cuisine, le ventilateur s’entend surtout en fin de cuisson, quand la pièce est calme et que l’on parle à table.',
            vacuum: 'Un robot discret peut tourner pendant une réunion en visio ou la sieste des enfants.',
            general: 'Le bruit dérange surtout le soir et tôt le matin, quand la maison est calme.',
          }),
          p.say(0, ['fit', 'calls', 'size'], 36),
          p.say(1, ['fit', 'calls', 'size'], 37),
        ),
      ],
    },
    {
      heading: () => 'Quand on veut entendre le monde',
      aspects: ['anc', 'calls'],
      write: (p) => [
        para(
          p.v.category === 'audio'
            ? 'Un bon mode transparence évite de retirer ses écouteurs pour parler à quelqu’un ou traverser la rue.'
            : 'Le silence a ses limites : un signal sonore en fin de programme reste utile, s’il se règle.',
          p.say(0, ['calls', 'anc', 'guidance'], 38),
          p.say(1, ['calls', 'anc', 'guidance'], 39),
        ),
      ],
    },
    {
      heading: () => 'Le plus discret des deux',
      aspects: ['noise'],
      write: (p) => {
        const c = p.cmp('noise');
        const [x, y] = [p.has(0, 'noise', 'anc'), p.has(1, 'noise', 'anc')];
        const side: Side | undefined = c ? c.ahead : x !== y ? (x ? 0 : 1) : undefined;
        return [
          side !== undefined
            ? para(
                `Pour le calme, ${p.le(side)} ${p.vb(side, 'a', 'ont')} l’avantage.`,
                c
                  ? p.beats(c, 40)
                  : `${p.Le(side)} ${p.vb(side, 'est', 'sont')} ${p.ac(side, 'le seul', 'la seule', 'les seuls', 'les seules')} des deux à en faire un argument.`,
              )
            : para(
                'Les deux fiches mettent le calme en avant à parts égales.',
                `Départagez-les sur ${p.strength(0)} ou ${p.strength(1)}.`,
              ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) => `${majuscule(silence.angle(p.v))}, ${p.A} ou ${p.B} ?`,
      answer: (p) => {
        const c = p.cmp('noise');
        if (c) return p.beats(c, 41);
        const [x, y] = [p.fact(0, 'anc') ?? p.fact(0, 'noise'), p.fact(1, 'anc') ?? p.fact(1, 'noise')];
        if (x && y)
          return `Les deux en font un argument : ${p.le(0)} avec ${p.quote(x)}, ${p.le(1)} avec ${p.quote(y)}. Sans chiffre commun, l’essai reste le meilleur juge.`;
        return 'Les fiches ne donnent pas de chiffre comparable ; les avis d’utilisateurs seront plus parlants.';
      },
    },
    {
      ask: () => 'Les décibels annoncés sont-ils fiables ?',
      answer: () =>
        'Ils se mesurent dans des conditions de test précises : comparez-les entre eux plutôt que de les prendre au pied de la lettre.',
    },
    {
      ask: (p) => `Peut-on utiliser ${votre(p.v)} la nuit sans gêner ?`,
      answer: (p) =>
        p.v.category === 'audio'
          ? 'Oui, c’est même un de leurs atouts : à faible volume, personne n’entend rien autour de vous.'
          : 'Cela dépend de la cloison : un appareil discret reste audible dans une pièce voisine silencieuse.',
    },
    {
      ask: () => 'Le bruit augmente-t-il avec le temps ?',
      answer: (p) => `Un peu, si l’entretien est négligé : ${p.v.care} aide à garder l’appareil discret.`,
    },
  ],
  verdict: (p) => {
    const c = p.cmp('noise');
    return c
      ? `Pour le calme, ${p.le(c.ahead)} ${p.vb(c.ahead, 'l’emporte', 'l’emportent')} : ${p.versus(c, 42)}. ${p.Le(c.behind)} ${p.vb(c.behind, 'se rattrape', 'se rattrapent')} avec ${p.strength(c.behind)}.`
      : `Pour le calme, les deux jouent dans la même cour d’après leurs fiches : ${p.le(0)} avec ${p.strengthOn(0, ['anc', 'noise'])}, ${p.le(1)} avec ${p.strengthOn(1, ['anc', 'noise'])}.`;
  },
  bestFor: (p, side) =>
    p.cmp('noise')?.ahead === side
      ? 'Ceux qui veulent le plus de calme'
      : `Ceux qui misent sur ${p.strengthOn(side, ['anc', 'fit', 'calls'])}`,
  pins: [
    (p) => `Le plus discret : ${p.A} ou ${p.B} ?`,
    (p) => `${p.A} vs ${p.B} : le match du calme`,
    (p) => `Silence ! ${p.A} face à ${p.B}`,
  ],
  pinLine: (p) =>
    `Décibels, ${p.v.category === 'audio' ? 'réduction de bruit' : 'modes silencieux'} et vie réelle : ${p.A} et ${p.B} ${p.ag('comparés', 'comparées', 'comparés', 'comparées')} pour le calme.`,
  mood: 'une pièce calme au petit matin, lumière tamisée et rideaux légers',
};

/** The comfort question, per kind. */
const comfortQuestion = (v: Vocabulaire) =>
  selon(v, {
    audio: `${lequel(v)} ${ag(v, 'est le plus confortable', 'est la plus confortable', 'sont les plus confortables', 'sont les plus confortables')} sur la durée`,
    fitness: `${lequel(v)} se ${ag(v, 'fait', 'fait', 'font', 'font')} le mieux oublier au poignet`,
    office: `${lequel(v)} ${ag(v, 'ménage', 'ménage', 'ménagent', 'ménagent')} le mieux vos mains`,
    'personal-care': `${lequel(v)} ${ag(v, 'est le plus doux', 'est la plus douce', 'sont les plus doux', 'sont les plus douces')} pour les gencives`,
    'e-reader': `${lequel(v)} ${ag(v, 'repose', 'repose', 'reposent', 'reposent')} le mieux les yeux`,
    general: `${lequel(v)} ${ag(v, 'est le plus confortable', 'est la plus confortable', 'sont les plus confortables', 'sont les plus confortables')}`,
  });

export const confort: Angle = {
  id: 'confort',
  family: 'comfort',
  fits: (p) => is(p, 'audio', 'fitness', 'office', 'personal-care') || kindIs(p, 'e-reader'),
  angle: comfortQuestion,
  audience: () => 'ceux qui tiennent au confort',
  use: () => 'confort',
  keyword: (v) => `${cherche(v)} confortable`,
  focus: ['fit', 'light', 'size', 'keys', 'guidance', 'display'],
  subjects: [
    (p) => `${p.A} ou ${p.B} : ${comfortQuestion(p.v)} ?`,
    (p) => `Confort : ${p.A} vs ${p.B}`,
    (p) => `${p.A} face à ${p.B}, le confort avant tout`,
  ],
  intro: (p) =>
    para(
      `Le confort ne se lit pas sur une fiche technique, et c’est pourtant lui qui décide si ${un(p.v)} sert tous les jours.`,
      `Nous avons rassemblé ce que ${p.le(0)} et ${p.le(1)} annoncent sur ce point, et ce qu’il faut en penser.`,
    ),
  hint: () => 'Le confort est personnel : nous disons aussi ce qu’il faut essayer soi-même.',
  signOff: () => 'Le plus confortable est celui que l’on oublie.',
  sections: [
    {
      heading: () => 'Ce que disent les fiches',
      aspects: ['fit', 'light', 'keys'],
      write: (p) => [
        para(
          per(p, {
            earbuds:
              'Pour des écouteurs, le confort tient à trois choses : le poids, la forme de la coque et les embouts.',
            headphones:
              'Pour un casque, le confort tient à trois choses : le poids, la pression de l’arceau et la matière des coussinets.',
            fitness:
              'Pour un bracelet, le confort tient au poids, à la matière du bracelet et à la finesse du boîtier.',
            office:
              'Pour un clavier, le confort tient à la hauteur, à l’inclinaison et à la course des touches.',
            'personal-care':
              'Pour une brosse, le confort tient à la taille de la tête, aux vibrations et à la prise en main.',
            'e-reader': 'Pour une liseuse, le confort tient à l’éclairage, au poids et à la tenue en main.',
            general: 'Le confort tient au poids, à la prise en main et aux réglages disponibles.',
          }),
          p.both(['fit', 'light', 'keys', 'display'], 43),
        ),
      ],
    },
    {
      heading: () => 'Au bout d’une heure',
      aspects: ['fit', 'size'],
      write: (p) => [
        para(
          per(p, {
            earbuds:
              'Au bout d’une heure, ce sont les embouts et le poids de chaque écouteur qui se font sentir.',
            headphones:
              'Au bout d’une heure, c’est la pression de l’arceau et la chaleur des coussinets qui comptent.',
            fitness: 'Au bout d’une journée, c’est le bracelet qui se fait oublier ou non, surtout la nuit.',
            office:
              'Au bout d’une heure de frappe, c’est l’angle des poignets et la course des touches qui parlent.',
            'personal-care':
              'Au bout de deux semaines, on sait si la brosse ménage les gencives ou les irrite.',
            'e-reader':
              'Au bout d’une heure de lecture, c’est l’éclairage et le poids en main qui font la différence.',
            general: 'Au bout d’une heure, les petits défauts de confort deviennent de vrais défauts.',
          }),
          p.say(0, ['size', 'fit', 'guidance'], 44),
          p.say(1, ['size', 'fit', 'guidance'], 45),
        ),
      ],
    },
    {
      heading: () => 'Les réglages qui aident',
      aspects: ['guidance', 'light', 'smart'],
      write: (p) => [
        para(
          p.both(['guidance', 'light', 'smart'], 46),
          'Un bon réglage par défaut vaut mieux qu’une option cachée dans l’application.',
        ),
      ],
    },
    {
      heading: () => 'Le plus confortable des deux',
      aspects: ['fit'],
      write: (p) => {
        const [x, y] = [p.has(0, 'fit', 'light'), p.has(1, 'fit', 'light')];
        const side: Side | undefined = x !== y ? (x ? 0 : 1) : p.cmp('display')?.ahead;
        return [
          side !== undefined
            ? para(
                `Sur le confort, ${p.le(side)} ${p.vb(side, 'donne', 'donnent')} plus de garanties, avec ${p.strengthOn(side, ['fit', 'light', 'display'])}.`,
                `${p.Le(p.other(side))} ${p.vb(p.other(side), 'mérite', 'méritent')} d’être ${p.ac(p.other(side), 'essayé', 'essayée', 'essayés', 'essayées')} avant de trancher.`,
              )
            : para(
                'Les deux fiches mettent le confort en avant de façon comparable.',
                'Le seul vrai test reste l’essai : gardez l’emballage quelques jours.',
              ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) => `${majuscule(comfortQuestion(p.v))}, ${p.A} ou ${p.B} ?`,
      answer: (p) => {
        const [x, y] = [p.fact(0, 'fit') ?? p.fact(0, 'light'), p.fact(1, 'fit') ?? p.fact(1, 'light')];
        if (x && y)
          return `Les deux y travaillent : ${p.le(0)} avec ${p.quote(x)}, ${p.le(1)} avec ${p.quote(y)}.`;
        const fact = x ?? y;
        if (fact) return `${p.Le(x ? 0 : 1)}, dont la fiche le met en avant : ${p.quote(fact)}.`;
        return 'Les fiches n’en disent pas assez pour trancher : seul l’essai le dira.';
      },
    },
    {
      ask: () => 'Le confort peut-il s’améliorer avec les réglages ?',
      answer: (p) =>
        per(p, {
          earbuds: 'Oui : la taille des embouts change tout. Essayez-les toutes avant de juger.',
          headphones:
            'Oui : l’arceau se règle, et quelques jours suffisent à ce que les coussinets se fassent.',
          fitness: 'Oui : changer de bracelet ou de cran suffit souvent.',
          office: 'Oui : la hauteur et l’inclinaison du clavier comptent autant que le clavier lui-même.',
          'e-reader': 'Oui : baissez la luminosité et réchauffez la teinte le soir.',
          general: 'En partie : un bon réglage ne rattrape pas une forme qui ne vous convient pas.',
        }),
    },
    {
      ask: () => 'Peut-on s’en servir longtemps sans gêne ?',
      answer: () =>
        'La plupart des utilisateurs s’y habituent en quelques jours ; si une gêne persiste après une semaine, c’est le signe que le modèle ne vous convient pas.',
    },
    {
      ask: () => 'Le confort se dégrade-t-il avec le temps ?',
      answer: (p) =>
        `Un peu : ${p.v.wears} finissent par s’user. Prévoyez ${p.v.care} pour les garder en bon état.`,
    },
  ],
  verdict: (p) => {
    const [x, y] = [p.has(0, 'fit', 'light'), p.has(1, 'fit', 'light')];
    if (x !== y) {
      const side: Side = x ? 0 : 1;
      return `Pour le confort, ${p.le(side)} ${p.vb(side, 'rassure', 'rassurent')} davantage sur le papier. ${p.Le(p.other(side))} ${p.vb(p.other(side), 'peut', 'peuvent')} convenir tout autant, mais ${p.vb(p.other(side), 'sa', 'leur')} fiche en dit moins.`;
    }
    return `Pour le confort, les deux se valent sur le papier : ${p.le(0)} avec ${p.strengthOn(0, ['fit', 'light'])}, ${p.le(1)} avec ${p.strengthOn(1, ['fit', 'light'])}. L’essai tranchera.`;
  },
  bestFor: (p, side) => `Le confort, avec ${p.strengthOn(side, ['fit', 'light', 'size', 'keys'])}`,
  pins: [
    (p) => `Le plus confortable : ${p.A} ou ${p.B} ?`,
    (p) => `Confort d’abord : ${p.A} vs ${p.B}`,
    (p) => `${majuscule(comfortQuestion(p.v))} ? ${p.A} ou ${p.B}`,
  ],
  pinLine: (p) =>
    `Maintien, réglages et usage prolongé : ${p.A} et ${p.B} ${p.ag('comparés', 'comparées', 'comparés', 'comparées')} côté confort.`,
  mood: 'un fauteuil confortable près d’une fenêtre, un plaid et une lumière chaude',
};

/** The on-the-move question, per kind. */
const nomadeQuestion = (v: Vocabulaire) =>
  selon(v, {
    audio: `${lequel(v)} ${ag(v, 'accompagne', 'accompagne', 'accompagnent', 'accompagnent')} le mieux vos trajets`,
    fitness: `${lequel(v)} ${ag(v, 'suit', 'suit', 'suivent', 'suivent')} le mieux vos sorties`,
    'e-reader': `${lequel(v)} ${ag(v, 'part', 'part', 'partent', 'partent')} le mieux en voyage`,
    'personal-care': `${lequel(v)} emporter en voyage`,
    office: `${lequel(v)} ${ag(v, 'suit', 'suit', 'suivent', 'suivent')} le mieux un travail nomade`,
    general: `${lequel(v)} emporter en déplacement`,
  });

export const nomade: Angle = {
  id: 'nomade',
  family: 'lifestyle',
  fits: (p) =>
    is(p, 'audio', 'fitness', 'personal-care') ||
    kindIs(p, 'e-reader') ||
    (is(p, 'office') && p.any('connectivity', 'battery')),
  angle: nomadeQuestion,
  audience: () => 'ceux qui bougent beaucoup',
  use: () => 'déplacements',
  keyword: (v) => `${cherche(v)} voyage`,
  focus: ['battery', 'size', 'water', 'connectivity', 'calls', 'tracking'],
  subjects: [
    (p) => `${p.A} ou ${p.B} : ${nomadeQuestion(p.v)} ?`,
    (p) => `En déplacement : ${p.A} vs ${p.B}`,
    (p) => `Dans la valise : ${p.A} ou ${p.B}`,
  ],
  intro: (p) =>
    para(
      `Hors de chez soi, ${un(p.v)} doit tenir sans prise, supporter le sac et se faire oublier.`,
      `Nous avons comparé ${p.le(0)} et ${p.le(1)}, d’après leurs fiches, sur ce qui compte loin d’une prise : autonomie, encombrement et résistance.`,
    ),
  hint: () => 'Nous partons d’un week-end loin d’une prise : ce qui tient, ce qui se range, ce qui résiste.',
  signOff: () => 'Le meilleur compagnon de voyage est celui qu’on n’a pas besoin de recharger à l’hôtel.',
  sections: [
    {
      heading: () => 'Loin d’une prise',
      aspects: ['battery'],
      write: (p) => [
        para(
          per(p, {
            earbuds:
              'En déplacement, ce sont les écouteurs qui se vident, le boîtier servant de réserve : une journée de trajets se joue sur la durée d’une seule écoute.',
            headphones:
              'En déplacement, un casque doit tenir l’aller et le retour, voire un vol long-courrier, sans passer par une prise.',
            fitness:
              'En sortie, un bracelet doit tenir le week-end, GPS compris, sans qu’on pense au chargeur.',
            'e-reader':
              'En voyage, une liseuse doit tenir les vacances entières : c’est l’un de ses grands atouts face au téléphone.',
            'personal-care':
              'En voyage, une brosse qui tient une semaine évite d’emporter son socle de charge.',
            general: 'Loin d’une prise, c’est l’autonomie qui décide si l’appareil suit toute la journée.',
          }),
          p.both('battery', 47),
          p.same('battery'),
        ),
      ],
    },
    {
      heading: () => 'Dans le sac',
      aspects: ['size', 'accessories'],
      write: (p) => [
        para(
          per(p, {
            earbuds:
              'Des écouteurs se glissent dans une poche ; c’est le boîtier qui décide de l’encombrement.',
            headphones:
              'Un casque qui se plie à plat trouve sa place dans un sac à dos ; sinon, il faut l’étui.',
            fitness:
              'Au poignet, l’encombrement ne compte pas ; le chargeur, lui, doit suivre si l’autonomie est courte.',
            'e-reader': 'Une liseuse se glisse dans un sac à main ; une housse protège l’écran des clés.',
            'personal-care':
              'En voyage, une brosse doit tenir dans la trousse avec son chargeur, ou s’en passer quelques jours.',
            general: 'En déplacement, chaque gramme et chaque câble en moins compte.',
          }),
          p.say(0, ['size', 'accessories'], 48),
          p.say(1, ['size', 'accessories'], 49),
        ),
      ],
    },
    {
      heading: () => 'Pluie, sueur et imprévus',
      aspects: ['water', 'calls', 'connectivity'],
      write: (p) => [
        para(
          p.contrastOnce('water', 50) ?? p.both(['water', 'calls', 'connectivity', 'tracking'], 50),
          'En déplacement, on ne choisit pas toujours ses conditions : une marge de résistance rassure.',
        ),
      ],
    },
    {
      heading: () => 'Le meilleur compagnon de route',
      aspects: ['battery', 'size'],
      write: (p) => {
        const c = p.cmp('battery') ?? p.cmp('water');
        return [
          c
            ? para(`Pour bouger, ${p.le(c.ahead)} ${p.vb(c.ahead, 'a', 'ont')} l’avantage.`, p.beats(c, 51))
            : para(
                'Aucune des deux fiches ne prend l’avantage pour les déplacements.',
                `Prenez ${p.le(0)} pour ${p.strength(0)}, ${p.le(1)} pour ${p.strength(1)}.`,
              ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) => `${majuscule(nomadeQuestion(p.v))}, ${p.A} ou ${p.B} ?`,
      answer: (p) => {
        const c = p.cmp('battery') ?? p.cmp('water');
        return c
          ? `${p.Le(c.ahead)} : ${p.versus(c, 52)}.`
          : `Les deux se valent d’après leurs fiches : ${p.strength(0)} contre ${p.strength(1)}.`;
      },
    },
    {
      ask: () => 'Faut-il emporter le chargeur ?',
      answer: (p) => {
        const c = p.cmp('battery');
        return c
          ? `Pour un week-end, ${p.le(c.ahead)} peut s’en passer plus facilement : ${p.versus(c, 53)}.`
          : 'Pour plus de quelques jours, oui : les fiches ne garantissent pas une semaine sans recharge.';
      },
    },
    {
      ask: (p) =>
        per(p, {
          'personal-care': 'Peut-on la rincer sous le robinet ?',
          'e-reader': 'Peut-on lire au bord de l’eau ?',
          general: `${ag(p.v, 'Résiste-t-il', 'Résiste-t-elle', 'Résistent-ils', 'Résistent-elles')} à la pluie ?`,
        }),
      answer: (p) => {
        const c = p.cmp('water');
        if (c) return p.beats(c, 54);
        const fact = p.fact(0, 'water') ?? p.fact(1, 'water');
        return fact
          ? `La fiche ${p.du(p.fact(0, 'water') ? 0 : 1)} l’évoque : ${p.quote(fact)}. L’autre n’en dit rien.`
          : 'Les fiches ne donnent pas d’indice d’étanchéité : mieux vaut éviter l’eau.';
      },
    },
    {
      ask: () => 'Peut-on s’en servir en avion ?',
      answer: (p) =>
        p.v.category === 'audio'
          ? 'Oui, en mode avion du téléphone ; la réduction de bruit rend même le vol plus reposant.'
          : 'Oui, en général, une fois le mode avion activé si l’appareil est connecté.',
    },
  ],
  verdict: (p) => {
    const c = p.cmp('battery') ?? p.cmp('water');
    return c
      ? `Pour les déplacements, ${p.le(c.ahead)} ${p.vb(c.ahead, 'part', 'partent')} ${p.ac(c.ahead, 'favori', 'favorite', 'favoris', 'favorites')}, avec ${c.specs[c.ahead].nom}. ${p.Le(c.behind)} ${p.vb(c.behind, 'garde ses', 'gardent leurs')} atouts, dont ${p.strength(c.behind)}.`
      : `Pour les déplacements, les deux se valent : ${p.le(0)} avec ${p.strength(0)}, ${p.le(1)} avec ${p.strength(1)}.`;
  },
  bestFor: (p, side) => {
    const c = p.cmp('battery') ?? p.cmp('water');
    return c && c.ahead === side
      ? 'Les longs trajets sans recharge'
      : `Les déplacements avec ${p.strengthOn(side, ['size', 'water', 'calls'])}`;
  },
  pins: [
    (p) => `En voyage : ${p.A} ou ${p.B} ?`,
    (p) => `${p.A} vs ${p.B} loin d’une prise`,
    (p) => `Le compagnon de route : ${p.A} ou ${p.B}`,
  ],
  pinLine: (p) =>
    `Autonomie, encombrement et résistance : ${p.A} et ${p.B} ${p.ag('comparés', 'comparées', 'comparés', 'comparées')} pour bouger.`,
  mood: 'un sac de voyage ouvert sur un quai de gare au petit matin',
};

export const connecte: Angle = {
  id: 'connecte',
  family: 'features',
  fits: (p) => p.any('smart', 'connectivity', 'compat', 'library'),
  angle: (v) =>
    v.category === 'smart-home'
      ? `${lequel(v)} s’${ag(v, 'intègre', 'intègre', 'intègrent', 'intègrent')} le mieux à la maison connectée`
      : `${lequel(v)} ${ag(v, 'tire', 'tire', 'tirent', 'tirent')} le meilleur parti de vos autres appareils`,
  audience: () => 'les amateurs de technologie',
  use: () => 'fonctions connectées',
  keyword: (v) => `${cherche(v)} connecté`,
  focus: ['smart', 'connectivity', 'compat', 'library', 'calls', 'tracking'],
  subjects: [
    (p) => `${p.A} ou ${p.B} : ${connecte.angle(p.v)} ?`,
    (p) => `Côté connexion : ${p.A} vs ${p.B}`,
    (p) => `Applications et compatibilité : ${p.A} ou ${p.B}`,
  ],
  intro: (p) =>
    para(
      `${majuscule(un(p.v))} d’aujourd’hui ne ${ag(p.v, 'vit plus seul : il parle', 'vit plus seule : elle parle', 'vivent plus seuls : ils parlent', 'vivent plus seules : elles parlent')} au téléphone, à l’ordinateur ou à l’assistant vocal.`,
      `Nous avons comparé ${p.le(0)} et ${p.le(1)}, d’après leurs fiches, sur ces liens : compatibilité, application, et ce qu’${p.ag('ils', 'elles', 'ils', 'elles')} apportent vraiment.`,
    ),
  hint: () => 'Avant tout, vérifiez l’écosystème que vous avez déjà : c’est lui qui décide.',
  signOff: () => 'La meilleure fonction connectée est celle qui marche sans qu’on y pense.',
  sections: [
    {
      heading: () => 'Compatibilité et écosystème',
      aspects: ['compat', 'smart'],
      write: (p) => [
        para(
          per(p, {
            vacuum:
              'Un robot aspirateur connecté se pilote depuis le téléphone et, souvent, à la voix : encore faut-il qu’il parle à votre assistant.',
            speaker:
              'Une enceinte connectée vit au cœur d’un écosystème : son assistant décide de ce qu’elle saura piloter chez vous.',
            doorbell:
              'Une sonnette vidéo prévient sur le téléphone et, parfois, sur une enceinte ou un écran : son écosystème compte autant qu’elle.',
            audio:
              'Un casque ou des écouteurs tirent le meilleur d’eux-mêmes avec le bon téléphone : certaines fonctions ne s’ouvrent que dans un écosystème.',
            fitness:
              'Un bracelet n’est rien sans son application : c’est elle qui transforme les mesures en conseils.',
            office:
              'Un clavier qui passe d’un ordinateur à l’autre doit reconnaître leurs systèmes sans bricolage.',
            general:
              'Avant toute fonction connectée, vérifiez que l’appareil parle bien à ce que vous avez déjà.',
          }),
          p.both(['compat', 'smart'], 55),
          p.fiches[0].assistant && p.fiches[1].assistant && p.fiches[0].assistant !== p.fiches[1].assistant
            ? `Le partage est net : ${p.le(0)} ${p.vb(0, 'vit', 'vivent')} avec ${p.fiches[0].assistant}, ${p.le(1)} avec ${p.fiches[1].assistant}.`
            : undefined,
        ),
      ],
    },
    {
      heading: () => 'Connexion et appareils',
      aspects: ['connectivity'],
      write: (p) => [
        para(
          p.both('connectivity', 56) ??
            p.say(0, ['smart', 'compat'], 56) ??
            p.say(1, ['smart', 'compat'], 57),
          'Une connexion sans fil évite les câbles, mais demande une bonne couverture : un Wi-Fi faible à l’endroit où vit l’appareil gâche tout le reste.',
        ),
      ],
    },
    {
      heading: () => 'Ce que l’application apporte',
      aspects: ['smart', 'tracking', 'library'],
      write: (p) => [
        para(
          per(p, {
            fitness:
              'L’application transforme les mesures en tendances : c’est elle que l’on consulte, plus que l’écran.',
            vacuum: 'L’application permet de programmer les passages et de délimiter les zones interdites.',
            speaker: 'L’application sert à l’installation et aux routines ; ensuite, tout passe par la voix.',
            doorbell:
              'L’application reçoit les alertes et montre la vidéo : sa réactivité compte plus que tout.',
            audio: 'L’application règle l’égaliseur et les modes ; sans elle, on garde les réglages d’usine.',
            'e-reader': 'La boutique et la bibliothèque associées comptent plus que l’appareil lui-même.',
            general:
              'Une application bien faite prolonge l’appareil ; une application abandonnée le vieillit.',
          }),
          p.say(0, ['tracking', 'library', 'smart'], 57),
          p.say(1, ['tracking', 'library', 'smart'], 58),
        ),
      ],
    },
    {
      heading: () => 'Le plus connecté des deux',
      aspects: ['smart', 'connectivity'],
      write: (p) => {
        const c = p.cmp('connectivity');
        return [
          c
            ? para(
                `Côté connexion, ${p.le(c.ahead)} ${p.vb(c.ahead, 'va', 'vont')} plus loin.`,
                p.beats(c, 59),
              )
            : para(
                `Le choix dépend surtout de votre écosystème : ${p.le(0)} ${p.vb(0, 'mise', 'misent')} sur ${p.strengthOn(0, ['smart', 'connectivity'])}, ${p.le(1)} sur ${p.strengthOn(1, ['smart', 'connectivity'])}.`,
              ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) =>
        `${Lequel(p.v)} ${ag(p.v, 'fonctionne', 'fonctionne', 'fonctionnent', 'fonctionnent')} avec mes appareils ?`,
      answer: (p) => {
        const [x, y] = [p.fact(0, 'compat') ?? p.fact(0, 'smart'), p.fact(1, 'compat') ?? p.fact(1, 'smart')];
        if (x && y) return `Leurs fiches répondent : ${p.le(0)}, ${p.quote(x)} ; ${p.le(1)}, ${p.quote(y)}.`;
        const fact = x ?? y;
        if (fact) {
          const side: Side = x ? 0 : 1;
          return `La fiche ${p.du(side)} le précise : ${p.quote(fact)}. Pour ${p.le(p.other(side))}, vérifiez sur sa page Amazon.`;
        }
        return 'Vérifiez la compatibilité sur la page Amazon de chacun : les fiches en disent peu.';
      },
    },
    {
      ask: () => 'Faut-il créer un compte ?',
      answer: (p) =>
        p.any('smart')
          ? 'Pour l’application, oui, en général ; l’usage de base fonctionne souvent sans, une fois l’installation faite.'
          : 'Pas d’après les fiches : l’appareil s’utilise sans compte.',
    },
    {
      ask: () => 'Que se passe-t-il si le Wi-Fi tombe ?',
      answer: (p) =>
        is(p, 'smart-home')
          ? 'Les fonctions de base continuent en général ; les commandes à distance et les alertes attendent le retour du réseau.'
          : 'Rien de grave : la connexion directe au téléphone ou à l’ordinateur prend le relais.',
    },
    {
      ask: () => 'Les mises à jour sont-elles automatiques ?',
      answer: () => 'Le plus souvent, via l’application ; gardez-la à jour pour profiter des corrections.',
    },
  ],
  verdict: (p) => {
    const c = p.cmp('connectivity');
    return c
      ? `Côté connexion, ${p.le(c.ahead)} ${p.vb(c.ahead, 'prend', 'prennent')} l’avantage avec ${c.specs[c.ahead].nom}. ${p.Le(c.behind)} ${p.vb(c.behind, 'reste', 'restent')} un bon choix dans ${p.vb(c.behind, 'son', 'leur')} écosystème.`
      : `Côté connexion, choisissez selon votre écosystème : ${p.le(0)} pour ${p.strengthOn(0, ['smart', 'compat'])}, ${p.le(1)} pour ${p.strengthOn(1, ['smart', 'compat'])}.`;
  },
  bestFor: (p, side) => {
    const assistant = p.fiches[side].assistant;
    return assistant
      ? `Une maison équipée de ${assistant}`
      : `Ceux qui veulent ${p.strengthOn(side, ['smart', 'connectivity', 'compat'])}`;
  },
  pins: [
    (p) => `Le plus connecté : ${p.A} ou ${p.B} ?`,
    (p) => `${p.A} vs ${p.B}, applications et compatibilité`,
    (p) => `Votre écosystème décide : ${p.A} ou ${p.B}`,
  ],
  pinLine: (p) =>
    `Compatibilité, application et connexion : ${p.A} et ${p.B} ${p.ag('comparés', 'comparées', 'comparés', 'comparées')}.`,
  mood: 'un salon moderne le soir, un téléphone posé près d’une lampe',
};

export const confidentialite: Angle = {
  id: 'confidentialite',
  family: 'features',
  fits: (p) => p.any('privacy') || kindIs(p, 'speaker', 'doorbell'),
  angle: (v) =>
    `${lequel(v)} ${ag(v, 'respecte', 'respecte', 'respectent', 'respectent')} le mieux votre vie privée`,
  audience: () => 'ceux qui tiennent à leur vie privée',
  use: () => 'vie privée',
  keyword: (v) => `${cherche(v)} vie privée`,
  focus: ['privacy', 'smart', 'video', 'install', 'calls'],
  subjects: [
    (p) => `${p.A} ou ${p.B} : ${lequel(p.v)} pour protéger sa vie privée ?`,
    (p) => `Vie privée : ${p.A} vs ${p.B}`,
    (p) => `Micro, caméra et données : ${p.A} ou ${p.B}`,
  ],
  intro: (p) =>
    para(
      `${majuscule(un(p.v))} écoute ou regarde par nature : c’est son métier.`,
      `Reste à savoir ce que ${p.le(0)} et ${p.le(1)} vous laissent contrôler, d’après ce que disent leurs fiches.`,
    ),
  hint: () => 'Nous citons les réglages que les fiches mentionnent ; le reste se règle dans l’application.',
  signOff: () => 'Prenez dix minutes dans les réglages de confidentialité dès le premier jour.',
  sections: [
    {
      heading: () => 'Les contrôles annoncés',
      aspects: ['privacy'],
      write: (p) => [
        para(
          p.both('privacy', 60) ?? 'Aucune des deux fiches ne détaille ses réglages de confidentialité.',
          'Un contrôle physique, bouton ou cache, rassure plus qu’un réglage logiciel.',
        ),
      ],
    },
    {
      heading: () => 'Micro, caméra et alertes',
      aspects: ['video', 'calls', 'smart'],
      write: (p) => [
        para(
          per(p, {
            speaker:
              'Une enceinte n’enregistre qu’après son mot d’activation, en principe ; l’historique se consulte et s’efface dans l’application.',
            doorbell:
              'Une sonnette vidéo filme devant chez vous, parfois au-delà : les zones de confidentialité évitent de filmer la rue ou le voisin.',
            general:
              'Tout appareil connecté envoie des données : vérifiez ce que l’application conserve, et combien de temps.',
          }),
          p.say(0, ['video', 'calls', 'smart'], 61),
          p.say(1, ['video', 'calls', 'smart'], 62),
        ),
      ],
    },
    {
      heading: () => 'Installation et emplacement',
      aspects: ['install'],
      write: (p) => [
        para(
          per(p, {
            doorbell:
              'Une sonnette vidéo s’installe à hauteur de visage, sous un auvent si possible, là où le Wi-Fi atteint encore la porte.',
            speaker:
              'Une enceinte se place au centre de la pièce de vie, loin des fenêtres, pour bien entendre sans tout entendre.',
            general:
              'L’emplacement décide de ce que l’appareil voit et entend : il se choisit avant la première mise en route.',
          }),
          p.both('install', 63),
          'L’emplacement fait partie de la confidentialité : une caméra orientée vers l’allée plutôt que vers la rue, une enceinte hors de la chambre.',
        ),
      ],
    },
    {
      heading: () => 'Le plus discret des deux',
      aspects: ['privacy'],
      write: (p) => {
        const [x, y] = [p.has(0, 'privacy'), p.has(1, 'privacy')];
        if (x !== y) {
          const side: Side = x ? 0 : 1;
          return [
            para(
              `${p.Le(side)} ${p.vb(side, 'est', 'sont')} ${p.ac(side, 'le seul', 'la seule', 'les seuls', 'les seules')} des deux à mettre la confidentialité en avant sur ${p.vb(side, 'sa', 'leur')} fiche.`,
              'Cela ne dit pas tout de l’autre, mais c’est une indication.',
            ),
          ];
        }
        return [
          para(
            'Les deux fiches traitent la confidentialité de façon comparable.',
            `Départagez-les sur ${p.strength(0)} ou ${p.strength(1)}.`,
          ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: () => 'Peut-on couper le micro ou la caméra ?',
      answer: (p) => {
        const fact = p.fact(0, 'privacy') ?? p.fact(1, 'privacy');
        return fact
          ? `La fiche ${p.du(p.fact(0, 'privacy') ? 0 : 1)} l’annonce : ${p.quote(fact)}.`
          : 'Les fiches ne le précisent pas ; la plupart des modèles le permettent depuis l’application.';
      },
    },
    {
      ask: () => 'Les enregistrements sont-ils stockés ?',
      answer: () =>
        'Cela dépend du service et parfois d’un abonnement : vérifiez dans l’application ce qui est conservé et pendant combien de temps.',
    },
    {
      ask: () => 'Peut-on filmer la rue devant chez soi ?',
      answer: () =>
        'En France, filmer la voie publique est encadré : orientez la caméra vers votre propriété et utilisez les zones de confidentialité.',
    },
    {
      ask: () => 'Faut-il un abonnement ?',
      answer: () =>
        'Les fonctions de base s’en passent souvent ; l’historique vidéo ou certaines fonctions avancées peuvent en demander un. La page Amazon du produit le précise.',
    },
  ],
  verdict: (p) => {
    const [x, y] = [p.has(0, 'privacy'), p.has(1, 'privacy')];
    if (x !== y) {
      const side: Side = x ? 0 : 1;
      return `Pour la vie privée, ${p.le(side)} ${p.vb(side, 'rassure', 'rassurent')} davantage sur le papier. ${p.Le(p.other(side))} ${p.vb(p.other(side), 'demande', 'demandent')} un passage attentif dans les réglages.`;
    }
    return `Pour la vie privée, les deux se valent d’après leurs fiches : l’essentiel se joue dans les réglages, dès le premier jour.`;
  },
  bestFor: (p, side) =>
    p.has(side, 'privacy')
      ? 'Ceux qui veulent des contrôles de confidentialité'
      : `Ceux qui misent sur ${p.strengthOn(side, ['smart', 'video', 'install'])}`,
  pins: [
    (p) => `Vie privée : ${p.A} ou ${p.B} ?`,
    (p) => `${p.A} vs ${p.B}, micro et caméra sous contrôle`,
    (p) => `Le plus respectueux de votre vie privée : ${p.A} ou ${p.B}`,
  ],
  pinLine: (p) =>
    `Contrôles, données et emplacement : ${p.A} et ${p.B} ${p.ag('comparés', 'comparées', 'comparés', 'comparées')} pour la vie privée.`,
  mood: 'une entrée de maison au crépuscule, une lumière douce près de la porte',
};
