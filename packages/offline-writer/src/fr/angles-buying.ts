/**
 * French angles about the purchase itself: a first one, a small home, a family, a present. Each has
 * its own subjects, sections, questions, verdict and pins, written per kind where a kitchen and a
 * pair of earbuds call for different words.
 */
import { para, type Side } from '../prose.ts';
import {
  type Angle,
  ag,
  cherche,
  is,
  kindIs,
  Lequel,
  lequel,
  per,
  premier,
  selon,
  un,
  votrePremier,
} from './angle.ts';
import type { Comparaison } from './facts.ts';
import type { Plume } from './pen.ts';
import { majuscule } from './typography.ts';

/** The side with fewer modes (the simpler one), when both listings count them. */
export function simpler(p: Plume): { easy: Side; rich: Side; c: Comparaison } | undefined {
  const c = p.cmp('modes');
  return c ? { easy: c.behind, rich: c.ahead, c } : undefined;
}

/** The side that says it is compact (and the other does not), else the smaller capacity. */
export function compact(p: Plume): Side | undefined {
  const [x, y] = [p.has(0, 'size'), p.has(1, 'size')];
  if (x !== y) return x ? 0 : 1;
  return p.cmp('capacity')?.behind;
}

const doit = (p: Plume) => ag(p.v, 'doit', 'doit', 'doivent', 'doivent');

export const premierAchat: Angle = {
  id: 'premier-achat',
  family: 'simplicity',
  fits: () => true,
  angle: (v) => `${lequel(v)} choisir comme ${premier(v)}`,
  audience: (v) =>
    `ceux qui achètent ${ag(v, 'leur premier', 'leur première', 'leurs premiers', 'leurs premières')} ${v.kind.sing}`,
  use: () => 'premier achat',
  keyword: (v) => `${cherche(v)} pour débuter`,
  focus: ['modes', 'guidance', 'cleaning', 'smart', 'fit', 'size'],
  subjects: [
    (p) => `${p.A} ou ${p.B} : ${lequel(p.v)} choisir comme ${premier(p.v)} ?`,
    (p) => `${majuscule(premier(p.v))} : ${p.A} ou ${p.B} ?`,
    (p) => `${p.A} vs ${p.B} : le bon choix pour débuter`,
  ],
  intro: (p) =>
    para(
      `${majuscule(un(p.v))} que l’on achète pour la première fois ${doit(p)} se laisser apprivoiser dès la première semaine, pas seulement impressionner sur le papier.`,
      `Voici ${p.le(0)} et ${p.le(1)} tels que leurs fiches les présentent à un débutant : ce que l’on fait le premier jour, ce qu’il y a à apprendre et les erreurs faciles à commettre.`,
    ),
  hint: (p) =>
    `${p.v.kind.pl ? 'Si ce sont' : 'Si c’est'} ${votrePremier(p.v)}, les parties qui suivent viennent dans l’ordre où vous les rencontrerez.`,
  signOff: () => 'Quel que soit votre choix, laissez passer une vraie semaine avant de vous faire un avis.',
  sections: [
    {
      heading: () => 'Le premier jour',
      aspects: ['smart', 'install', 'connectivity'],
      write: (p) => [
        para(
          per(p, {
            kitchen:
              'Le premier jour, il s’agit surtout de lui trouver une place sur le plan de travail, avec de l’air autour, et de lire la notice rapide avant la première fournée.',
            coffee:
              'Le premier jour, on fait couler un réservoir d’eau claire, comme le demande la notice, puis une première tasse pour voir comment la machine se comporte.',
            earbuds:
              'Le premier jour, on les appaire au téléphone, on essaie les différentes tailles d’embouts et on apprend les commandes tactiles sans regarder.',
            headphones:
              'Le premier jour, on l’appaire, on règle l’arceau pour que les coussinets appuient de façon égale et on apprend les commandes des écouteurs sans regarder.',
            audio:
              'Le premier jour, on l’appaire au téléphone, on ajuste le maintien et on apprend les commandes.',
            fitness:
              'Le premier jour, on appaire le bracelet au téléphone, on choisit un poignet et on le laisse apprendre une journée ordinaire.',
            office:
              'Le premier jour, on l’appaire ou on le branche, puis on vérifie que chaque touche et chaque raccourci fait ce que l’on attend.',
            vacuum:
              'Le premier jour, c’est une charge complète sur la base, un sol débarrassé des câbles et des chaussettes, et un premier passage que l’on regarde depuis la porte.',
            'smart-home':
              'Le premier jour, tout passe par l’application : un compte, le réseau Wi-Fi, un nom et une pièce pour l’appareil.',
            'e-reader':
              'Le premier jour, c’est une charge complète, la connexion à son compte et un premier livre à télécharger.',
            'personal-care':
              'Le premier jour, c’est une charge complète, une tête neuve et le mode le plus doux.',
            general:
              'Le premier jour, on déballe, on charge ou on installe, et on repère où se trouvent les commandes.',
          }),
          p.say(0, ['smart', 'install', 'connectivity'], 0),
          p.say(1, ['smart', 'install', 'connectivity'], 1),
          `Rien de tout cela ne prend longtemps ; ce qui diffère, c’est ce que ${p.ag('chacun', 'chacune', 'chacun', 'chacune')} demande ensuite.`,
        ),
      ],
    },
    {
      heading: () => 'Ce qu’il y a à apprendre',
      aspects: ['modes', 'guidance', 'tracking', 'keys'],
      write: (p) => [
        para(
          p.both(['modes', 'guidance', 'tracking', 'keys'], 1),
          'Plus d’options n’est pas un défaut en soi, mais un débutant vit le premier mois avec deux ou trois réglages.',
          per(p, {
            multicooker:
              'Commencez par un plat que vous connaissez, un riz ou un ragoût, et notez le temps réel que met votre modèle, montée et descente en pression comprises.',
            kitchen:
              'Commencez par un plat que vous connaissez, des frites ou des légumes rôtis, et notez le temps que met réellement votre appareil.',
            coffee:
              'Commencez par la taille de tasse que vous buvez le plus, puis essayez les autres une à une.',
            earbuds:
              'Gardez le son par défaut et les embouts moyens pendant quelques jours, puis changez une chose à la fois.',
            headphones:
              'Gardez le son par défaut et un arceau peu serré pendant quelques jours, puis changez une chose à la fois.',
            audio: 'Gardez les réglages par défaut quelques jours, puis changez une chose à la fois.',
            fitness:
              'Portez-le une semaine avant de fixer des objectifs : les chiffres refléteront votre vraie routine.',
            office:
              'Gardez la disposition par défaut une semaine et ne réaffectez les touches qu’une fois les bases acquises.',
            vacuum:
              'Faites-le d’abord tourner dans une seule pièce, puis élargissez à tout le logement quand vous savez comment il s’en sort.',
            doorbell:
              'Gardez les réglages de détection par défaut quelques jours, puis resserrez-les jusqu’à ce que seuls la porte et l’allée déclenchent une alerte.',
            'smart-home':
              'Créez une seule routine pour commencer et ajoutez-en d’autres quand elle a fait ses preuves.',
            'personal-care':
              'Restez sur le mode par défaut pendant deux semaines, le temps de vous habituer aux sensations.',
            general: 'Laissez les réglages par défaut une semaine, puis changez ce qui vous gêne.',
          }),
        ),
      ],
    },
    {
      heading: () => 'Les erreurs classiques des débutants',
      aspects: ['cleaning', 'guidance', 'fit', 'water'],
      write: (p) => [
        para(
          per(p, {
            multicooker:
              'L’erreur classique est de remplir la cuve au-delà du trait maximum, ou d’oublier le liquide dont la cuisson sous pression a besoin. La deuxième est de laisser le joint s’imprégner de l’odeur du curry de la veille.',
            kitchen:
              'L’erreur classique est de remplir le panier à ras bord : les aliments cuisent à la vapeur au lieu de dorer, et les temps de la recette ne collent plus. La deuxième est de remettre la vaisselle à plus tard, quand la graisse a figé.',
            coffee:
              'L’erreur classique est d’oublier le détartrage jusqu’à ce que le café coule mal. La deuxième est de laisser de l’eau stagner plusieurs jours dans le réservoir.',
            earbuds:
              'L’erreur classique est la mauvaise taille d’embouts : une étanchéité médiocre affaiblit à la fois les basses et la réduction de bruit, et ce sont les écouteurs qui prennent. La deuxième est un boîtier vide le matin où l’on en a besoin.',
            headphones:
              'L’erreur classique est de porter le casque avec un arceau trop serré ou trop bas, puis de lui reprocher un point de pression au bout d’une heure. La deuxième est une batterie vide le matin d’un départ.',
            audio:
              'L’erreur classique est de juger le son et la réduction de bruit avant d’avoir trouvé le bon maintien. La deuxième est une batterie vide le jour où l’on en a besoin.',
            fitness:
              'L’erreur classique est de porter le bracelet trop lâche ou juste sur l’os du poignet, ce qui brouille la fréquence cardiaque. La deuxième est de courir après chaque chiffre la première semaine au lieu de regarder la tendance.',
            office:
              'L’erreur classique est de garder une habitude de portable, comme le poignet posé sur le bord du bureau, et d’accuser le nouveau clavier de la douleur. La deuxième est de ne jamais configurer les raccourcis qui justifiaient l’achat.',
            vacuum:
              'L’erreur classique est de laisser câbles, chaussettes et petits jouets au sol, puis d’en vouloir au robot quand il se bloque. La deuxième est d’oublier de vider le bac, ce qui affaiblit chaque passage suivant.',
            doorbell:
              'L’erreur classique est de l’installer là où le Wi-Fi atteint à peine la porte d’entrée. La deuxième est de laisser la détection au maximum, si bien que chaque voiture qui passe fait vibrer le téléphone.',
            'smart-home':
              'L’erreur classique est de placer l’appareil là où le Wi-Fi est le plus faible, puis de lui reprocher sa lenteur. La deuxième est de sauter les réglages de confidentialité pendant l’installation.',
            'personal-care':
              'L’erreur classique est de frotter comme avec une brosse manuelle : la tête fait le travail, et appuyer fort use les gencives comme les poils. La deuxième est d’oublier de changer la tête.',
            'e-reader':
              'L’erreur classique est de garder la luminosité au maximum le soir, alors qu’un éclairage plus bas et plus chaud repose les yeux. La deuxième est d’oublier que les livres achetés dans une boutique ne s’ouvrent pas forcément sur l’autre.',
            general:
              'L’erreur classique est de sauter la notice et de passer à côté du réglage qui règle votre premier souci. La deuxième est de juger l’appareil dans la première heure plutôt qu’après une semaine normale.',
          }),
          p.say(0, ['guidance', 'cleaning', 'fit'], 2),
          p.say(1, ['guidance', 'cleaning', 'fit'], 3),
        ),
      ],
    },
    {
      heading: () => 'Le départ le plus en douceur',
      aspects: ['modes'],
      write: (p) => {
        const s = simpler(p);
        return [
          s
            ? para(
                `Si vous voulez le moins de décisions possible, ${p.le(s.easy)} ${p.vb(s.easy, 'offre', 'offrent')} le départ le plus doux.`,
                p.trails(s.c),
                `${p.Le(s.rich)} ${p.vb(s.rich, 'convient', 'conviennent')} à un débutant qui sait déjà qu’il voudra plus d’options.`,
              )
            : para(
                'Aucune des deux fiches ne laisse deviner une prise en main difficile.',
                `Choisissez selon ce que vous utiliserez dès le premier jour : ${p.strength(0)} pour ${p.le(0)}, ou ${p.strength(1)} pour ${p.le(1)}.`,
              ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) =>
        `${Lequel(p.v)} ${ag(p.v, 'est le plus simple', 'est la plus simple', 'sont les plus simples', 'sont les plus simples')} à prendre en main, ${p.A} ou ${p.B} ?`,
      answer: (p) => {
        const s = simpler(p);
        return s
          ? `${p.Le(s.easy)} ${p.vb(s.easy, 'demande', 'demandent')} moins d’apprentissage (${p.versus(s.c, 0, true)}) : c’est le plus rapide à apprivoiser. ${p.Le(s.rich)} ${p.vb(s.rich, 'récompense', 'récompensent')} une soirée passée avec la notice.`
          : `Les deux demandent à peu près le même effort. Ce que l’on découvre en premier, c’est ${p.strength(0)} sur ${p.le(0)} et ${p.strength(1)} sur ${p.le(1)}.`;
      },
    },
    {
      ask: (p) => `Quelles erreurs font les débutants avec ${un(p.v)} ?`,
      answer: (p) =>
        per(p, {
          multicooker:
            'Trop remplir la cuve et l’ouvrir trop tôt. Restez sous le trait maximum et laissez la pression retomber le temps indiqué par la recette.',
          kitchen:
            'Trop remplir. Un panier surchargé cuit à la vapeur au lieu de dorer : faites deux fournées le temps de connaître votre appareil.',
          coffee:
            'Oublier le détartrage. Notez la date du premier et tenez le rythme que recommande la notice.',
          earbuds:
            'Le maintien. Essayez toutes les tailles d’embouts fournies : la bonne étanchéité fait plus pour le son et le calme que n’importe quel réglage.',
          headphones:
            'Le réglage de l’arceau. Les coussinets doivent appuyer de façon égale, sans point de pression : c’est là que se jouent le son et l’isolation.',
          audio: 'Le maintien. Ajustez-le avant de juger le son : une bonne étanchéité change tout.',
          fitness:
            'Le porter trop lâche. Placez-le à un doigt au-dessus de l’os du poignet, et serrez-le un peu pour le sport.',
          office:
            'La posture. Placez le clavier à hauteur des coudes et laissez les poignets flotter en tapant.',
          vacuum: 'Le désordre. Dégagez câbles et petits objets du sol avant les premiers passages.',
          'smart-home': 'L’emplacement. Placez-le là où le Wi-Fi est bon avant de juger sa réactivité.',
          'personal-care': 'Appuyer trop fort. Guidez la tête en douceur et laissez-la travailler.',
          'e-reader':
            'Garder l’écran trop lumineux le soir. Baissez l’éclairage et réchauffez sa teinte : vos yeux vous remercieront.',
          general:
            'Sauter la notice. Dix minutes de lecture répondent à la plupart des questions de la première semaine.',
        }),
    },
    {
      ask: (p) =>
        `${Lequel(p.v)} un débutant risque-t-il de trouver trop ${ag(p.v, 'limité', 'limitée', 'limités', 'limitées')} en premier ?`,
      answer: (p) => {
        const c = p.cmp('capacity') ?? p.cmp('modes');
        return c
          ? `${p.Le(c.behind)}, s’il faut en citer un. ${p.trails(c, 1)} Si vous comptez vous en servir souvent, cette marge vaut d’être prise.`
          : `${ag(p.v, 'Aucun', 'Aucune', 'Aucun', 'Aucune')} des deux ne semble vite ${ag(p.v, 'dépassé', 'dépassée', 'dépassé', 'dépassée')} d’après sa fiche. La vraie question est de savoir si vous tenez davantage à ${p.strength(0)} ou à ${p.strength(1)}.`;
      },
    },
    {
      ask: () => 'Faut-il lire toute la notice ?',
      answer: () =>
        'Non : parcourez le guide de démarrage et les consignes de sécurité avant la première utilisation ; le reste s’apprend mieux au fil des questions.',
    },
  ],
  verdict: (p) => {
    const s = simpler(p);
    return s
      ? `Pour ${votrePremier(p.v)}, ${p.le(s.easy)} ${p.vb(s.easy, 'offre', 'offrent')} le départ le plus serein, avec moins de réglages entre vous et un bon résultat. ${p.Le(s.rich)} ${p.vb(s.rich, 'est', 'sont')} le meilleur achat pour un débutant qui veut de la marge, avec ${s.c.specs[s.rich].qte}.`
      : `Pour ${votrePremier(p.v)}, prenez ${ag(p.v, 'celui', 'celle', 'ceux', 'celles')} dont le point fort vous servira chaque semaine : ${p.le(0)} pour ${p.strength(0)}, ${p.le(1)} pour ${p.strength(1)}. ${ag(p.v, 'Ni l’un ni l’autre', 'Ni l’une ni l’autre', 'Ni l’un ni l’autre', 'Ni l’une ni l’autre')} n’en demande beaucoup à un débutant.`;
  },
  bestFor: (p, side) => {
    const s = simpler(p);
    if (s)
      return side === s.easy
        ? 'Les débutants qui veulent le moins de réglages'
        : 'Les débutants qui veulent de la marge';
    return `Les débutants qui tiennent à ${p.strength(side)}`;
  },
  pins: [
    (p) => `${majuscule(premier(p.v))} ? ${p.A} ou ${p.B}`,
    (p) => `Le choix du débutant : ${p.A} vs ${p.B}`,
    (p) =>
      `${p.A} ou ${p.B} : ${lequel(p.v)} ${ag(p.v, 'est le plus simple', 'est la plus simple', 'sont les plus simples', 'sont les plus simples')} pour commencer ?`,
  ],
  pinLine: (p) =>
    `Nouveau venu ? Le premier jour, la prise en main et les erreurs à éviter avec ${p.le(0)} et ${p.le(1)}.`,
  mood: 'un premier déballage par un calme matin de week-end, un carnet de notes manuscrites à côté',
};

/** What the less compact product offers for its room: a comparison it wins, else its own strength. */
function placePour(p: Plume, side: Side, verdict = false): string {
  const win = p.edge(side);
  if (win)
    return verdict
      ? `Choisissez ${p.le(side)} si vous avez la place et tenez à ${win.specs[side].nom}.`
      : `${p.Le(side)} ${p.vb(side, 'demande', 'demandent')} plus de place en échange de ${win.specs[side].nom}.`;
  return verdict
    ? `Choisissez ${p.le(side)} si vous avez la place et tenez davantage à ${p.strength(side)} qu’aux centimètres.`
    : `${p.Le(side)} ${p.vb(side, 'plaide sa', 'plaident leur')} cause ailleurs, avec ${p.strength(side)}.`;
}

/** The small room, with its article: "une petite cuisine", "un petit bureau". */
const petitLieu = (p: Plume) =>
  per(p, {
    kitchen: 'une petite cuisine',
    coffee: 'une petite cuisine',
    office: 'un petit bureau',
    'personal-care': 'une petite salle de bain',
    'smart-home': 'un petit appartement',
    general: 'un petit logement',
  });

export const petitEspace: Angle = {
  id: 'petit-espace',
  family: 'lifestyle',
  fits: (p) =>
    is(p, 'kitchen', 'office', 'personal-care') ||
    (is(p, 'smart-home') && p.any('size')) ||
    (kindIs(p, 'coffee') && p.any('size')),
  angle: (v) =>
    `${lequel(v)} ${ag(v, 'trouve sa place', 'trouve sa place', 'trouvent leur place', 'trouvent leur place')} dans ${selon(
      v,
      {
        kitchen: 'une petite cuisine',
        coffee: 'une petite cuisine',
        office: 'un petit bureau',
        'personal-care': 'une petite salle de bain',
        'smart-home': 'un petit appartement',
        general: 'un petit logement',
      },
    )}`,
  audience: (v) =>
    selon(v, {
      kitchen: 'ceux qui cuisinent avec peu de plan de travail',
      coffee: 'ceux qui ont peu de plan de travail',
      office: 'ceux qui travaillent sur un petit bureau',
      'personal-care': 'ceux qui ont une petite salle de bain',
      'smart-home': 'les habitants d’un petit appartement',
      general: 'ceux qui manquent de place',
    }),
  use: () => 'petits espaces',
  keyword: (v) => `${cherche(v)} compact`,
  focus: ['size', 'capacity', 'keys', 'modes', 'noise', 'cleaning'],
  subjects: [
    (p) => `${p.A} ou ${p.B} : ${lequel(p.v)} pour ${petitLieu(p)} ?`,
    (p) => `Peu de place ? ${p.A} face à ${p.B}`,
    (p) => `${p.A} vs ${p.B} dans ${petitLieu(p)}`,
  ],
  intro: (p) =>
    para(
      `Dans ${petitLieu(p)}, chaque appareil doit justifier la place qu’il prend.`,
      `${p.Le(0)} et ${p.le(1)} n’échangent pas encombrement et possibilités de la même façon, et ces compromis pèsent davantage quand on n’a nulle part ailleurs où ranger.`,
      'Ce comparatif commence donc par un mètre ruban plutôt que par une liste de fonctions.',
    ),
  hint: () =>
    'Quand une fiche donne une taille ou une contenance, nous la citons ; quand elle ne dit rien, nous disons quoi mesurer.',
  signOff: () => 'Mesurez deux fois, commandez une fois.',
  sections: [
    {
      heading: (p) => `La place que ${p.ag('chacun', 'chacune', 'chacun', 'chacune')} demande`,
      aspects: ['size'],
      write: (p) => [
        para(
          p.both('size', 0),
          per(p, {
            kitchen:
              'Mesurez la profondeur sous vos meubles hauts avant de commander : l’air chaud et la vapeur ont besoin de dégagement au-dessus et derrière, et un appareil qui ne tient que collé au mur n’y restera pas.',
            coffee:
              'Mesurez la hauteur sous les meubles hauts autant que la largeur : il faut de la place au-dessus pour glisser une capsule ou une dosette, et devant pour une grande tasse.',
            office:
              'Mesurez la largeur libre entre le pied de l’écran et le bord du bureau : un clavier qui serre la souris finit de biais, et vos épaules le paient.',
            vacuum:
              'Mesurez l’espace sous le canapé et sous le lit, là où la poussière s’accumule, et trouvez un pan de mur pour la base avec du sol dégagé devant.',
            'smart-home':
              'Mesurez l’endroit où l’appareil vivra vraiment, avec la place qu’il lui faut pour s’ouvrir, se recharger ou tourner, pas seulement son empreinte.',
            general:
              'Vérifiez aussi où l’appareil se rechargera : un socle demande un coin sec près d’une prise.',
          }),
        ),
      ],
    },
    {
      heading: (p) => (is(p, 'kitchen') ? 'Contenance contre encombrement' : 'Ce que coûte un format réduit'),
      aspects: ['capacity', 'keys', 'modes'],
      write: (p) => [
        para(
          p.contrast('capacity', 1) ?? p.both(['capacity', 'keys', 'modes'], 2),
          per(p, {
            kitchen:
              'Un plus grand panier évite une deuxième fournée, mais c’est aussi un plus gros appareil qui risque de finir au placard, et un appareil rangé au placard sert moins.',
            office:
              'Un format compact libère de la place pour la souris, au prix de touches dont vous vous servez peut-être tous les jours ; comptez combien de fois vous utilisez le pavé numérique avant d’y renoncer.',
            vacuum:
              'Un robot plus fin passe sous plus de meubles, mais un corps bas laisse souvent moins de place au bac, qu’il faut alors vider plus souvent.',
            'smart-home':
              'Un appareil plus fin se place plus facilement, mais un petit format demande souvent plus de vidages ou de recharges.',
            general:
              'Un appareil plus petit se range mieux, à condition qu’il fasse encore tout le travail pour lequel vous l’achetez.',
          }),
        ),
      ],
    },
    {
      heading: () => 'Vivre avec entre deux utilisations',
      aspects: ['cleaning', 'accessories', 'noise'],
      write: (p) => [
        para(
          per(p, {
            kitchen:
              'Si l’appareil retourne au placard après le dîner, son poids et sa forme comptent autant que sa taille : un appareil qu’il faut extraire de force est un appareil qu’on cesse d’utiliser.',
            office:
              'Sur un petit bureau, le clavier s’écarte souvent pour faire place à des papiers ou à un portable : un modèle léger et sans fil y gagne.',
            'smart-home':
              'Dans un petit logement, il n’y a pas de pièce au bout du couloir où reléguer un appareil bruyant ou encombrant : il faut pouvoir vivre à côté.',
            general: 'Dans un petit espace, l’appareil doit se ranger facilement et ressortir aussi vite.',
          }),
          p.say(0, ['cleaning', 'noise', 'connectivity'], 1),
          p.say(1, ['cleaning', 'noise', 'connectivity'], 2),
        ),
      ],
    },
    {
      heading: (p) => `Notre choix pour ${petitLieu(p)}`,
      aspects: ['size', 'capacity'],
      write: (p) => {
        const c = compact(p);
        if (c === undefined)
          return [
            para(
              'Aucune des deux fiches ne fait de la taille un argument : laissez les mesures trancher.',
              `Si les deux tiennent, ${p.le(0)} ${p.vb(0, 'apporte', 'apportent')} ${p.strength(0)} et ${p.le(1)} ${p.strength(1)}.`,
            ),
          ];
        return [
          para(
            `${p.Le(c)} ${p.vb(c, 'est', 'sont')} le choix le plus sûr quand chaque centimètre compte.`,
            placePour(p, p.other(c)),
          ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) => `${Lequel(p.v)} prend le moins de place, ${p.A} ou ${p.B} ?`,
      answer: (p) => {
        const c = compact(p);
        return c === undefined
          ? 'Aucune des deux fiches ne donne de quoi trancher : comparez les dimensions sur leurs pages Amazon avant de choisir.'
          : `${p.Le(c)}, d’après ${p.ac(c, 'sa', 'sa', 'leur', 'leur')} fiche. ${p.cmp('capacity') ? p.trails(p.cmp('capacity') as Comparaison, 2) : ''}`.trim();
      },
    },
    {
      ask: () => 'Que faut-il mesurer avant de commander ?',
      answer: (p) =>
        per(p, {
          kitchen:
            'La profondeur et la hauteur libres sous les meubles hauts, plus une dizaine de centimètres de dégagement autour pour l’air chaud.',
          coffee:
            'La hauteur sous les meubles hauts, couvercle ouvert, et la profondeur avec une tasse en place.',
          office: 'La largeur libre entre l’écran et le bord du bureau, souris comprise.',
          vacuum: 'La hauteur libre sous vos meubles les plus bas et un pan de mur pour la base.',
          general:
            'L’endroit où l’appareil vivra, avec la place nécessaire pour s’en servir et le recharger.',
        }),
    },
    {
      ask: () => 'Un petit format veut-il dire moins de possibilités ?',
      answer: (p) => {
        const c = p.cmp('capacity') ?? p.cmp('modes');
        return c
          ? `Ici, en partie : ${p.beats(c, 2)} À vous de voir si cet écart compte pour votre usage.`
          : 'Pas d’après ces deux fiches : les différences portent sur d’autres points que la taille.';
      },
    },
    {
      ask: () => 'Peut-on le ranger entre deux utilisations ?',
      answer: (p) =>
        per(p, {
          kitchen:
            'Oui, une fois refroidi ; mais un appareil qui sort du placard à chaque repas finit souvent par y rester. Gardez-le à portée de main si vous cuisinez avec tous les jours.',
          office: 'Oui, surtout s’il est sans fil ; prévoyez juste un endroit où le recharger.',
          general: 'Oui, à condition de lui garder un emplacement facile d’accès pour qu’il ressorte.',
        }),
    },
  ],
  verdict: (p) => {
    const c = compact(p);
    return c === undefined
      ? `Dans ${petitLieu(p)}, aucun des deux ne s’impose par sa taille : choisissez celui dont les mesures tiennent chez vous, puis départagez-les sur ${p.strength(0)} et ${p.strength(1)}.`
      : `Dans ${petitLieu(p)}, ${p.le(c)} ${p.vb(c, 'gagne sa', 'gagnent leur')} place sans discussion. ${placePour(p, p.other(c), true)}`;
  },
  bestFor: (p, side) => (compact(p) === side ? 'Les petits espaces' : 'Ceux qui ont de la place'),
  pins: [
    (p) => `Petit espace ? ${p.A} ou ${p.B}`,
    (p) => `${p.A} vs ${p.B} : le choix gain de place`,
    (p) => `Dans ${petitLieu(p)} : ${p.A} ou ${p.B} ?`,
  ],
  pinLine: (p) =>
    `La place, la contenance et le rangement : ${p.A} et ${p.B} ${p.ag('comparés', 'comparées', 'comparés', 'comparées')} pour ${petitLieu(p)}.`,
  mood: 'un petit espace lumineux et bien rangé, chaque chose à sa place',
};

export const famille: Angle = {
  id: 'famille',
  family: 'lifestyle',
  fits: (p) => is(p, 'kitchen', 'smart-home', 'personal-care') || kindIs(p, 'coffee'),
  angle: (v) =>
    `${lequel(v)} ${ag(v, 'convient le mieux', 'convient le mieux', 'conviennent le mieux', 'conviennent le mieux')} à une famille`,
  audience: () => 'les familles',
  use: () => 'familles',
  keyword: (v) => `${cherche(v)} familial`,
  focus: ['capacity', 'modes', 'cleaning', 'safety', 'smart', 'noise'],
  subjects: [
    (p) => `${p.A} ou ${p.B} : ${lequel(p.v)} pour toute la famille ?`,
    (p) => `${p.A} vs ${p.B}, le comparatif pour les familles`,
    (p) => `À la maison avec les enfants : ${p.A} ou ${p.B}`,
  ],
  intro: (p) =>
    para(
      `À la maison, ${un(p.v)} ne sert pas une personne mais tout un foyer, avec ses horaires décalés et ses mains pas toujours délicates.`,
      `Nous avons donc comparé ${p.le(0)} et ${p.le(1)} sur ce qui compte quand on est plusieurs : la quantité, la simplicité pour chacun et ce qui se passe quand quelqu’un fait une fausse manœuvre.`,
    ),
  hint: () => 'Chaque partie se termine par ce que cela change pour un foyer de trois ou quatre personnes.',
  signOff: () => 'Un appareil familial se juge au bout d’un mois de vraie vie, pas au bout d’une soirée.',
  sections: [
    {
      heading: () => 'Assez pour tout le monde ?',
      aspects: ['capacity', 'power', 'battery'],
      write: (p) => [
        para(
          p.both(['capacity', 'power', 'battery'], 3),
          per(p, {
            multicooker:
              'Pour quatre, c’est la cuve qui décide : un plat mijoté pour la semaine ou un repas du soir et rien de plus.',
            kitchen:
              'Pour quatre, tout se joue sur une question : le dîner sort-il en une fournée ou en deux, pendant que le premier service refroidit ?',
            coffee:
              'Quand tout le monde boit son café au même moment, le temps entre deux tasses compte autant que la tasse.',
            vacuum:
              'Avec des enfants et parfois un animal, le sol se salit vite : c’est l’autonomie et le bac qui décident si un passage suffit.',
            'personal-care':
              'Une brosse partagée se recharge pour plusieurs : c’est l’autonomie qui dit si elle tient la semaine.',
            general: 'Pour plusieurs personnes, c’est la capacité à enchaîner qui compte.',
          }),
        ),
      ],
    },
    {
      heading: () => 'Simple pour chacun',
      aspects: ['modes', 'smart', 'guidance'],
      write: (p) => [
        para(
          'Un appareil familial doit pouvoir être utilisé par l’adolescent comme par les grands-parents, sans mode d’emploi.',
          p.both(['modes', 'smart', 'guidance'], 4),
          per(p, {
            kitchen:
              'Des programmes en une touche valent mieux qu’une longue liste quand chacun cuisine à son tour.',
            vacuum: 'Une application partagée permet à chacun de lancer un passage depuis son téléphone.',
            speaker:
              'Une enceinte familiale doit reconnaître plusieurs voix et rester simple pour les enfants.',
            general: 'Le mieux est un réglage par défaut qui convient à tout le monde.',
          }),
        ),
      ],
    },
    {
      heading: () => 'Sécurité et fausses manœuvres',
      aspects: ['safety', 'privacy', 'noise'],
      write: (p) => [
        para(
          per(p, {
            kitchen:
              'Dans une cuisine familiale, les surfaces chaudes et les couvercles sous pression demandent des garde-fous : verrouillage, arrêt automatique, pieds stables.',
            vacuum:
              'Un robot doit éviter les escaliers et ne pas avaler les lacets ni les petites pièces de jeu.',
            speaker:
              'Avec des enfants, les achats vocaux et le micro méritent un réglage dès le premier jour.',
            doorbell:
              'Une sonnette vidéo doit prévenir les parents sans transformer le téléphone des enfants en centre de surveillance.',
            'personal-care':
              'Pour les enfants, un minuteur et un capteur de pression font le travail que les parents ne peuvent pas faire tous les soirs.',
            general:
              'Avec des enfants, ce qui protège des fausses manœuvres compte plus que les fonctions avancées.',
          }),
          p.say(0, ['safety', 'privacy', 'guidance'], 5),
          p.say(1, ['safety', 'privacy', 'guidance'], 6),
        ),
      ],
    },
    {
      heading: () => 'Notre choix pour un foyer de quatre',
      aspects: ['capacity', 'modes'],
      write: (p) => {
        const c = p.cmp('capacity') ?? p.cmp('battery') ?? p.cmp('modes');
        return [
          c
            ? para(
                `Pour une famille, ${p.le(c.ahead)} ${p.vb(c.ahead, 'prend', 'prennent')} l’avantage là où cela se voit chaque jour.`,
                p.beats(c, 4),
                `${p.Le(c.behind)} ${p.vb(c.behind, 'reste', 'restent')} un bon choix pour un foyer plus petit, avec ${p.strength(c.behind)}.`,
              )
            : para(
                'Les deux fiches ne donnent pas de chiffre qui départage les deux pour une famille.',
                `Le choix se fait donc sur ${p.strength(0)} pour ${p.le(0)} et ${p.strength(1)} pour ${p.le(1)}.`,
              ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) =>
        `${Lequel(p.v)} ${ag(p.v, 'convient', 'convient', 'conviennent', 'conviennent')} à une famille de quatre ?`,
      answer: (p) => {
        const c = p.cmp('capacity') ?? p.cmp('battery');
        return c
          ? `${p.Le(c.ahead)}, grâce à ${c.specs[c.ahead].nom} (${p.versus(c, 1)}).`
          : `Les deux conviennent d’après leurs fiches ; départagez-les sur ${p.strength(0)} ou ${p.strength(1)}.`;
      },
    },
    {
      ask: () => 'Les enfants peuvent-ils s’en servir ?',
      answer: (p) =>
        per(p, {
          kitchen:
            'Sous surveillance, oui : les programmes en une touche sont simples, mais l’appareil chauffe et doit rester hors de portée des plus petits.',
          vacuum:
            'Oui, depuis l’application ou le bouton ; apprenez-leur surtout à ranger le sol avant un passage.',
          'personal-care':
            'Oui, avec une tête adaptée et le mode le plus doux ; le minuteur les aide à tenir deux minutes.',
          general: 'Oui, avec les réglages par défaut, qui conviennent à la plupart des usages.',
        }),
    },
    {
      ask: (p) =>
        `${Lequel(p.v)} ${ag(p.v, 'est le plus facile', 'est la plus facile', 'sont les plus faciles', 'sont les plus faciles')} à nettoyer après un repas de famille ?`,
      answer: (p) => {
        const x = p.fact(0, 'cleaning');
        const y = p.fact(1, 'cleaning');
        if (x && y)
          return `Les deux y pensent : ${p.le(0)} avec ${p.quote(x)}, ${p.le(1)} avec ${p.quote(y)}.`;
        if (x || y) {
          const side: Side = x ? 0 : 1;
          return `${p.Le(side)}, dont la fiche précise ${p.quote((x ?? y) as NonNullable<typeof x>)} ; l’autre fiche n’en dit rien.`;
        }
        return 'Aucune des deux fiches ne détaille l’entretien : vérifiez les pièces qui passent au lave-vaisselle sur leurs pages Amazon.';
      },
    },
    {
      ask: () => 'Faut-il prendre le plus grand modèle pour être tranquille ?',
      answer: () =>
        'Pas forcément : un modèle trop grand pour l’usage quotidien chauffe, charge ou se nettoie pour rien. Dimensionnez-le pour une journée normale, pas pour le repas de Noël.',
    },
  ],
  verdict: (p) => {
    const c = p.cmp('capacity') ?? p.cmp('battery') ?? p.cmp('modes');
    return c
      ? `Pour une famille, ${p.le(c.ahead)} ${p.vb(c.ahead, 'est', 'sont')} le choix le plus serein, avec ${c.specs[c.ahead].nom}. ${p.Le(c.behind)} ${p.vb(c.behind, 'convient', 'conviennent')} mieux à un couple ou à une personne seule.`
      : `Pour une famille, les deux se valent sur le papier : ${p.le(0)} ${p.vb(0, 'mise', 'misent')} sur ${p.strength(0)}, ${p.le(1)} sur ${p.strength(1)}.`;
  },
  bestFor: (p, side) => {
    const c = p.cmp('capacity') ?? p.cmp('battery') ?? p.cmp('modes');
    if (c) return side === c.ahead ? 'Les familles nombreuses' : 'Les couples et les petits foyers';
    return `Les familles qui tiennent à ${p.strength(side)}`;
  },
  pins: [
    (p) => `En famille : ${p.A} ou ${p.B} ?`,
    (p) => `${p.A} vs ${p.B} pour toute la maison`,
    (p) => `Le bon choix pour les familles : ${p.A} ou ${p.B}`,
  ],
  pinLine: (p) =>
    `Quantités, simplicité et sécurité : ${p.A} et ${p.B} ${p.ag('comparés', 'comparées', 'comparés', 'comparées')} pour les familles.`,
  mood: 'une maison animée en fin de journée, la table mise pour quatre',
};

/** Who receives it, with its article: "un mélomane". */
const destinataire = (p: Plume) => p.v.giftFor;

export const cadeau: Angle = {
  id: 'cadeau',
  family: 'lifestyle',
  fits: () => true,
  angle: (v) => `${lequel(v)} offrir en cadeau`,
  audience: () => 'ceux qui cherchent un cadeau',
  use: () => 'idée cadeau',
  keyword: (v) => `idée cadeau ${cherche(v)}`,
  focus: ['smart', 'size', 'modes', 'battery', 'accessories', 'fit'],
  subjects: [
    (p) => `Idée cadeau : ${p.A} ou ${p.B} ?`,
    (p) => `${p.A} vs ${p.B} : ${lequel(p.v)} offrir ?`,
    (p) => `Offrir ${un(p.v)} : ${p.A} ou ${p.B}`,
  ],
  intro: (p) =>
    para(
      `Offrir ${un(p.v)}, c’est parier sur l’usage qu’en fera quelqu’un d’autre.`,
      `Nous avons comparé ${p.le(0)} et ${p.le(1)}, d’après leurs fiches, en pensant à ${destinataire(p)} : ce qui fait plaisir dès l’ouverture, ce qui sert vraiment ensuite, et ce qui évite un retour en magasin.`,
    ),
  hint: () => 'Pour un cadeau, la simplicité du premier jour pèse plus lourd que la dernière fonction.',
  signOff: () => 'Glissez le ticket cadeau dans la boîte : c’est le meilleur accessoire.',
  sections: [
    {
      heading: () => 'À qui l’offrir',
      aspects: ['modes', 'smart', 'fit'],
      write: (p) => [
        para(
          `${majuscule(un(p.v))} ${ag(p.v, 'fait', 'fait', 'font', 'font')} un beau cadeau pour ${destinataire(p)}.`,
          `${p.Le(0)} ${p.vb(0, 'parlera', 'parleront')} à qui tient à ${p.strength(0)} ; ${p.le(1)} à qui préfère ${p.strength(1)}.`,
          per(p, {
            earbuds:
              'Pour des écouteurs, pensez au téléphone du destinataire : certaines fonctions ne s’ouvrent que dans un écosystème.',
            headphones:
              'Pour un casque, le tour de tête et le port de lunettes comptent : un modèle léger est un pari plus sûr.',
            fitness:
              'Pour un bracelet, la taille du poignet compte : vérifiez que le bracelet fourni convient.',
            kitchen:
              'Pour un appareil de cuisine, pensez à la place dont dispose le destinataire avant la fonction qui vous plaît.',
            'e-reader': 'Pour une liseuse, pensez à la boutique de livres que le destinataire utilise déjà.',
            general:
              'Pensez à l’équipement que la personne a déjà : un cadeau compatible se sert tout de suite.',
          }),
        ),
      ],
    },
    {
      heading: () => 'Le plaisir du premier jour',
      aspects: ['accessories', 'smart', 'connectivity'],
      write: (p) => [
        para(
          'Un bon cadeau se met en route le jour même, sans chercher un câble ni créer trois comptes.',
          p.say(0, ['accessories', 'connectivity', 'smart'], 7),
          p.say(1, ['accessories', 'connectivity', 'smart'], 8),
        ),
      ],
    },
    {
      heading: () => 'Ce qui servira encore dans six mois',
      aspects: ['battery', 'cleaning', 'modes'],
      write: (p) => [
        para(
          p.both(['battery', 'cleaning', 'modes'], 9),
          `Un cadeau réussi est celui qu’on utilise encore au printemps : ${per(p, {
            kitchen: 'celui qui sort du placard chaque semaine',
            audio: 'celui qu’on glisse dans son sac chaque matin',
            fitness: 'celui qu’on ne retire plus du poignet',
            'e-reader': 'celui qu’on emporte à chaque voyage',
            general: 'celui qui trouve sa place dans la routine',
          })}.`,
        ),
      ],
    },
    {
      heading: () => 'Notre idée cadeau',
      aspects: ['smart', 'size'],
      write: (p) => {
        const s = simpler(p);
        return [
          s
            ? para(
                `Pour faire plaisir sans risque, ${p.le(s.easy)} ${p.vb(s.easy, 'est', 'sont')} le pari le plus sûr : moins de réglages, un plaisir immédiat.`,
                `Pour un passionné qui aime explorer, ${p.le(s.rich)} ${p.vb(s.rich, 'offre', 'offrent')} ${s.c.specs[s.rich].qte}.`,
              )
            : para(
                `Pour faire plaisir, choisissez selon la personne : ${p.le(0)} pour ${p.strength(0)}, ${p.le(1)} pour ${p.strength(1)}.`,
              ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) =>
        `${p.A} ou ${p.B} : ${lequel(p.v)} ${ag(p.v, 'fait', 'fait', 'font', 'font')} le meilleur cadeau ?`,
      answer: (p) => {
        const s = simpler(p);
        return s
          ? `Pour quelqu’un qui découvre, ${p.le(s.easy)}, plus simple (${p.versus(s.c, 2, true)}). Pour un connaisseur, ${p.le(s.rich)}.`
          : `Cela dépend du destinataire : ${p.strength(0)} d’un côté, ${p.strength(1)} de l’autre.`;
      },
    },
    {
      ask: (p) =>
        `Peut-on ${ag(p.v, 'l’offrir', 'l’offrir', 'les offrir', 'les offrir')} sans connaître l’équipement de la personne ?`,
      answer: (p) =>
        p.any('compat', 'smart')
          ? 'Mieux vaut vérifier : ces deux modèles s’appuient sur une application ou un écosystème, et tout ne fonctionne pas partout. Un coup d’œil à son téléphone suffit.'
          : 'Oui, dans l’ensemble : aucune des deux fiches ne parle d’un écosystème particulier.',
    },
    {
      ask: () => 'Que faut-il glisser avec le cadeau ?',
      answer: (p) =>
        per(p, {
          earbuds: 'Un chargeur USB-C si la personne n’en a pas, et le ticket cadeau.',
          headphones: 'Un étui si aucun n’est fourni, et le ticket cadeau.',
          kitchen: 'Un petit carnet de recettes adaptées, et le ticket cadeau.',
          coffee: 'Quelques capsules ou un paquet de café pour le premier jour, et le ticket cadeau.',
          'personal-care': 'Une tête de rechange, et le ticket cadeau.',
          'e-reader': 'Une housse, et un premier livre choisi pour la personne.',
          general: 'Le ticket cadeau, et de quoi le recharger si rien n’est fourni.',
        }),
    },
    {
      ask: () => 'Et si le cadeau ne plaît pas ?',
      answer: () =>
        'Les achats sur Amazon se retournent en général sous trente jours, et la période est souvent prolongée pour les fêtes : vérifiez les conditions sur la page du produit.',
    },
  ],
  verdict: (p) => {
    const s = simpler(p);
    return s
      ? `En cadeau, ${p.le(s.easy)} ${p.vb(s.easy, 'fait', 'font')} plaisir à coup sûr, sans mode d’emploi. ${p.Le(s.rich)} ${p.vb(s.rich, 'vise', 'visent')} plutôt un destinataire qui aime régler et explorer.`
      : `En cadeau, les deux font plaisir : ${p.le(0)} pour qui tient à ${p.strength(0)}, ${p.le(1)} pour qui préfère ${p.strength(1)}.`;
  },
  bestFor: (p, side) => `Offrir à qui tient à ${p.strengthOn(side, ['smart', 'fit', 'modes'])}`,
  pins: [
    (p) => `Idée cadeau : ${p.A} ou ${p.B} ?`,
    (p) => `${majuscule(un(p.v))} à offrir : ${p.A} vs ${p.B}`,
    (p) => `Le cadeau qui sert vraiment : ${p.A} ou ${p.B}`,
  ],
  pinLine: (p) =>
    `À qui l’offrir, le premier jour et six mois plus tard : ${p.A} et ${p.B} ${p.ag('comparés', 'comparées', 'comparés', 'comparées')}.`,
  mood: 'un paquet cadeau à moitié déballé près d’une fenêtre, papier kraft et ruban',
};
