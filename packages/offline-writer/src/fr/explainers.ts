/**
 * What a figure means for the reader, per aspect (and per kind or category where it differs): the
 * sentence a French editor adds after "30 heures contre 24" so the number says something. A few
 * phrasings each; a run's pen picks its own. They state no product's figure: the listings do.
 */
import type { TextKey } from '../categories.ts';
import type { Aspect } from '../facts.ts';

type Lines = readonly string[];

const GENERAL: Partial<Record<Aspect, Lines>> = {
  capacity: [
    'La contenance décide de ce que l’on fait en une seule fois ; c’est la deuxième tournée qui fait perdre du temps.',
    'Plus de place ne sert que si on la remplit : pour une ou deux personnes, le plus petit format suffit souvent.',
  ],
  modes: [
    'Une liste de modes ne vaut que par ceux que l’on utilise vraiment, et la plupart des propriétaires s’en tiennent à une poignée.',
    'Plusieurs modes partagent souvent le même matériel : une longue liste apporte de la souplesse, pas davantage de puissance.',
    'Chaque mode en plus ajoute un peu de souplesse et un peu de complexité, à parts égales.',
  ],
  battery: [
    'L’autonomie annoncée se mesure dans des conditions clémentes ; comptez moins avec toutes les fonctions actives.',
    'Mieux vaut lire ces chiffres comme une comparaison entre les deux que comme une promesse pour votre propre usage.',
    'Une meilleure autonomie se remarque surtout les jours où l’on a oublié de recharger.',
  ],
  water: [
    'Dans un indice IP, le dernier chiffre concerne l’eau : 4 pour les éclaboussures, 7 et 8 pour l’immersion dans les conditions du test.',
    'Les indices d’étanchéité se mesurent sur un appareil neuf ; les joints vieillissent, mieux vaut y voir une marge de sécurité.',
  ],
  noise: [
    'Le niveau sonore s’exprime en décibels, et quelques décibels d’écart s’entendent déjà dans une pièce calme.',
    'Un appareil plus silencieux se fait oublier, ce qui compte dès qu’il tourne pendant que l’on parle ou que l’on travaille.',
  ],
  temperature: [
    'Une plage plus large laisse la place aux cuissons douces comme aux saisies vives.',
    'Le haut de la plage sert à dorer, le bas à réchauffer ou à déshydrater.',
  ],
  display: [
    'Quelques dixièmes de pouce d’écran en plus changent davantage le confort qu’on ne l’imagine.',
    'Un écran plus grand affiche plus de texte à la fois, au prix d’un appareil un peu plus large.',
  ],
  connectivity: [
    'Passer d’un appareil à l’autre sans réappairer fait gagner quelques secondes, plusieurs fois par jour.',
    'Le Bluetooth dépanne partout ; une connexion filaire ou multipoint évite les hésitations au quotidien.',
  ],
  anc: [
    'La réduction de bruit s’attaque surtout aux bruits graves et continus : moteurs, ventilation, roulement du train.',
    'Une bonne réduction de bruit permet d’écouter moins fort, ce que vos oreilles apprécient sur la durée.',
  ],
  calls: [
    'La qualité d’appel tient surtout aux micros et à leur traitement du bruit ambiant, dans la rue plus encore qu’au bureau.',
  ],
  smart: [
    'Les fonctions connectées ne valent que si l’application suit : mises à jour, stabilité, absence d’abonnement obligatoire.',
    'Un assistant vocal n’est utile que s’il s’intègre aux appareils que vous avez déjà.',
  ],
  cleaning: [
    'Un nettoyage facile compte plus qu’on ne le croit : c’est lui qui décide si l’appareil sort encore du placard après un mois.',
    'Des pièces qui passent au lave-vaisselle font la différence entre un usage quotidien et un usage occasionnel.',
  ],
  size: [
    'L’encombrement se mesure avec le dégagement nécessaire autour de l’appareil, pas seulement avec ses dimensions.',
    'Un format compact se range plus facilement, et un appareil rangé à portée de main sert davantage.',
  ],
  tracking: [
    'Un capteur au poignet donne des tendances plus que des mesures de laboratoire : c’est l’évolution sur plusieurs semaines qui compte.',
  ],
  light: ['Un éclairage réglable rend la lecture du soir plus douce et évite l’éblouissement dans le noir.'],
  power: [
    'La puissance annoncée se vérifie surtout sur les cas difficiles : ce sont eux qui départagent deux modèles.',
  ],
  guidance: [
    'Un minuteur et des alertes installent une bonne habitude sans y penser, ce qui compte plus qu’un mode de plus.',
  ],
  health: [
    'Les pourcentages annoncés se comparent à une méthode de référence choisie par le fabricant : un ordre de grandeur plus qu’une mesure.',
  ],
  privacy: [
    'Un bouton physique qui coupe le micro rassure davantage qu’un réglage enfoui dans une application.',
  ],
  video: [
    'La netteté de l’image compte surtout la nuit et à contre-jour, là où l’on a vraiment besoin de reconnaître quelqu’un.',
  ],
  install: [
    'Une installation sans câblage se fait en quelques minutes ; un branchement sur la sonnette existante évite de penser à la batterie.',
  ],
  speed: ['Quelques secondes ou minutes gagnées comptent surtout le matin, quand tout le monde est pressé.'],
  keys: [
    'La sensation de frappe est affaire de goût : mieux vaut l’essayer, ou lire les avis de ceux qui tapent beaucoup.',
  ],
  eco: [
    'Des matériaux recyclés ne changent rien à l’usage, mais pèsent dans la balance pour qui y est attentif.',
  ],
  library: [
    'Emprunter des livres numériques à sa bibliothèque change l’économie d’une liseuse pour un grand lecteur.',
  ],
};

/** Per kind or category: its lines come first, before the general ones. */
const BY_KEY: Partial<Record<TextKey, Partial<Record<Aspect, Lines>>>> = {
  kitchen: {
    capacity: [
      'Un panier trop rempli cuit à la vapeur au lieu de dorer : la contenance utile est toujours un peu inférieure au chiffre annoncé.',
      'Pour une famille de quatre, la contenance décide si le repas sort en une fournée ou en deux.',
    ],
    cleaning: [
      'Un panier antiadhésif qui passe au lave-vaisselle, c’est la vaisselle du soir réglée en deux minutes.',
    ],
  },
  multicooker: {
    capacity: [
      'Dans un multicuiseur, on ne remplit jamais la cuve jusqu’en haut : la contenance annoncée est un maximum, pas une portion.',
    ],
  },
  // Sound and fit are words of what one wears on the ears (issue 27): a doorbell or a keyboard is not
  // explained with « maintien » or « basses ».
  audio: {
    sound: [
      'Le rendu sonore dépend autant de l’ajustement que du transducteur : un bon maintien fait ressortir les basses.',
      'Sur le papier, les deux promettent un beau son ; à l’usage, c’est l’égaliseur de l’application qui règle les goûts.',
    ],
    fit: [
      'Le confort ne se juge qu’au bout d’une heure : ce qui semble léger en magasin peut finir par appuyer.',
      'Un bon maintien fait oublier l’appareil, et c’est souvent lui qui décide de l’usage réel.',
    ],
  },
  earbuds: {
    battery: [
      'Avec des écouteurs, l’autonomie se lit en deux temps : une charge dans les oreilles, puis les recharges du boîtier.',
      'Le boîtier fait office de batterie de secours : ce qui compte au quotidien, c’est la durée d’une seule écoute.',
    ],
    fit: ['Des embouts à la bonne taille font plus pour le son et l’isolation que n’importe quel réglage.'],
  },
  headphones: {
    battery: [
      'Avec un casque, l’autonomie se compte en jours d’usage : on le recharge souvent une fois par semaine.',
    ],
    fit: [
      'Le poids et la pression de l’arceau se font sentir au bout d’une heure, pas dans les premières minutes.',
    ],
  },
  'e-reader': {
    battery: [
      'Une liseuse se recharge toutes les quelques semaines : l’écart d’autonomie compte surtout en voyage.',
    ],
    display: [
      'Sur une liseuse, un écran un peu plus grand affiche plus de mots par page et se tourne moins souvent.',
    ],
  },
  vacuum: {
    battery: [
      'L’autonomie d’un robot décide s’il couvre tout l’appartement d’une traite ou s’il repasse par sa base.',
    ],
    noise: [
      'Un robot discret peut tourner pendant que vous êtes là, au lieu d’attendre que la maison soit vide.',
    ],
  },
  'personal-care': {
    battery: ['Une brosse qui tient deux semaines part en voyage sans son chargeur.'],
  },
  fitness: {
    battery: [
      'Un bracelet qui tient une semaine se porte aussi la nuit, ce qui débloque le suivi du sommeil.',
    ],
  },
  office: {
    battery: [
      'Un clavier qui tient des semaines se fait oublier ; le rétroéclairage est ce qui raccourcit le plus l’autonomie.',
    ],
  },
  coffee: {
    modes: ['Plusieurs tailles de tasse évitent d’allonger un café trop serré ou de jeter un fond de tasse.'],
  },
};

/** The lines for an aspect: those of the pair's kinds and category, then the general ones. */
export function explications(keys: readonly TextKey[], aspect: Aspect): Lines {
  return [...keys.flatMap((key) => BY_KEY[key]?.[aspect] ?? []), ...(GENERAL[aspect] ?? [])];
}
