/**
 * The catalogue as amazon.fr lists it: the same ASINs with their French listing titles and bullet
 * features (metric sizes, French punctuation), so a campaign on amazon.fr reads French product facts
 * offline. No prices, as everywhere in the stand-in.
 */
import type { CatalogueProduct } from './catalogue.ts';

type Listing = Pick<CatalogueProduct, 'title' | 'features'>;

export const frenchListings: Record<string, Listing> = {
  B0D1XD1ZV3: {
    title:
      'Apple AirPods Pro 2 Écouteurs sans fil, réduction active du bruit, fonctionnalité d’aide auditive, recharge USB‑C',
    features: [
      'Jusqu’à deux fois plus de réduction active du bruit que la génération précédente',
      'L’Audio adaptatif combine automatiquement le mode Transparence et la réduction du bruit',
      'Audio spatial personnalisé avec suivi dynamique des mouvements de la tête',
      'Jusqu’à 6 heures d’écoute avec une seule charge, 30 heures avec le boîtier',
      'Écouteurs et boîtier résistants à la poussière, à la transpiration et à l’eau (IP54)',
    ],
  },
  B0C33XXS56: {
    title: 'Sony WF-1000XM5 Écouteurs sans fil à réduction de bruit, Bluetooth, Hi-Res Audio',
    features: [
      'Réduction de bruit de pointe grâce à deux processeurs et six microphones',
      'Transducteur Dynamic Driver X pour un son riche et détaillé, Hi-Res Audio Wireless (LDAC)',
      'Jusqu’à 8 heures d’autonomie, 24 heures avec le boîtier de charge',
      'Design plus petit et plus léger, embouts en mousse pour un maintien sûr',
      'Capteur à conduction osseuse pour des appels clairs',
    ],
  },
  B09XS7JWHH: {
    title: 'Sony WH-1000XM5 Casque sans fil à réduction de bruit, Bluetooth, micro intégré',
    features: [
      'Réduction de bruit assurée par huit microphones et deux processeurs',
      'Jusqu’à 30 heures d’autonomie, 3 heures d’écoute après 3 minutes de charge',
      'Design léger avec similicuir doux',
      'Captation précise de la voix pour des appels d’une grande clarté',
      'Connexion multipoint à deux appareils à la fois',
    ],
  },
  B0CCZ26B5V: {
    title: 'Bose QuietComfort Ultra Casque sans fil à réduction de bruit avec audio spatial',
    features: [
      'Réduction de bruit de premier plan avec calibrage CustomTune',
      'Bose Immersive Audio pour un son spatial',
      'Jusqu’à 24 heures d’autonomie',
      'Coussinets moelleux et design pliable à plat pour le voyage',
      'Le mode Aware avec ActiveSense laisse passer les sons extérieurs quand vous en avez besoin',
    ],
  },
  B08KTZ8249: {
    title: 'Kindle Paperwhite (8 Go) – Écran de 6,8" et éclairage chaud réglable',
    features: [
      'Écran antireflet de 6,8 pouces avec des bordures plus fines',
      'Éclairage chaud réglable du blanc à l’ambre',
      'Une batterie qui dure jusqu’à 10 semaines',
      'Étanche (IPX8) pour lire à la plage ou dans le bain',
      'Recharge USB‑C',
    ],
  },
  B0B7HVJTB8: {
    title: 'Kobo Clara 2E Liseuse, écran tactile HD antireflet 6", ComfortLight PRO, étanche',
    features: [
      'Écran E Ink HD antireflet de 6 pouces',
      'ComfortLight PRO réduit la lumière bleue pour la lecture nocturne',
      'Étanche (IPX8)',
      'Fabriquée avec plus de 85 % de plastique recyclé',
      'Empruntez des livres numériques à votre bibliothèque',
    ],
  },
  B07FDJMC9Q: {
    title: 'Ninja AF101 Friteuse sans huile qui croustille, rôtit, réchauffe et déshydrate, 3,8 L',
    features: [
      'Large plage de température, de 40 °C à 200 °C',
      'Panier de 3,8 L à revêtement céramique antiadhésif, pour 900 g de frites',
      'Quatre fonctions de cuisson : friture sans huile, rôtissage, réchauffage et déshydratation',
      'Panier et grille compatibles lave-vaisselle',
      'Jusqu’à 75 % de matières grasses en moins qu’une friture traditionnelle',
    ],
  },
  B0936FGLQS: {
    title: 'COSORI Pro LE Friteuse sans huile 4,7 L, silencieuse, 9 fonctions de cuisson en une touche',
    features: [
      'Panier carré de 4,7 L pour des portions familiales',
      '9 fonctions en une touche, dont le préchauffage et le maintien au chaud',
      'Fonctionnement silencieux sous 53 dB',
      'Panier antiadhésif compatible lave-vaisselle',
      'Format compact qui tient sous les meubles hauts',
    ],
  },
  B00FLYWNYQ: {
    title: 'Instant Pot Duo 7-en-1 Autocuiseur électrique, 5,7 L',
    features: [
      '7 appareils en 1 : autocuiseur, mijoteuse, cuiseur à riz, cuiseur vapeur, sauteuse, yaourtière et chauffe-plat',
      'Cuit jusqu’à 70 % plus vite que les méthodes traditionnelles',
      '13 programmes intelligents en une touche',
      'Cuve intérieure en acier inoxydable, compatible lave-vaisselle',
      'Plus de 10 dispositifs de sécurité, dont la protection contre la surchauffe',
    ],
  },
  B07S85TPLG: {
    title: 'Ninja Foodi FD401 Multicuiseur 12-en-1 XL, autocuiseur et friteuse sans huile, 7,5 L',
    features: [
      'Cuisson sous pression et friture sans huile dans la même cuve grâce à la technologie TenderCrisp',
      '12 fonctions, dont cuisson au four, rôtissage, déshydratation et cuisson lente',
      'Capacité de 7,5 L pour les grandes familles',
      'Grille réversible pour la cuisson vapeur et le gril',
      'Cuve et panier antiadhésifs compatibles lave-vaisselle',
    ],
  },
  B07GV2S1GS: {
    title: 'Keurig K-Mini Cafetière à dosettes, tasses de 180 à 350 ml',
    features: [
      'Prépare toutes les tailles de tasse entre 180 et 350 ml',
      'Moins de 13 cm de large : idéale pour les petites cuisines',
      'Compatible avec les mugs de voyage grâce à l’égouttoir amovible',
      'Rangement du cordon pour la déplacer facilement',
      'Arrêt automatique pour économiser l’énergie',
    ],
  },
  B07VQ6S3XZ: {
    title: 'Nespresso Vertuo Next Machine à café et expresso par De’Longhi',
    features: [
      'Prépare cinq tailles de tasse, de l’expresso au café de 414 ml',
      'La technologie Centrifusion lit le code-barres de chaque capsule',
      'Prête en 30 secondes',
      'Fabriquée avec 54 % de plastique recyclé',
      'Connexion Bluetooth et Wi-Fi pour les mises à jour',
    ],
  },
  B08SP5GYJP: {
    title: 'iRobot Roomba 694 Robot aspirateur connecté Wi-Fi, idéal pour les poils d’animaux',
    features: [
      'Système de nettoyage en 3 étapes qui aspire la saleté et les poils d’animaux',
      'Capteurs Dirt Detect qui insistent sur les zones les plus sales',
      'Compatible avec les assistants vocaux et l’application iRobot Home',
      'Tête de nettoyage auto-ajustable pour les tapis et les sols durs',
      'Se recharge et reprend le nettoyage automatiquement',
    ],
  },
  B07R295MLS: {
    title: 'eufy RoboVac 11S (Slim) Robot aspirateur ultra-fin, silencieux, autorechargeable',
    features: [
      'Corps ultra-fin de 7,2 cm qui passe sous les meubles',
      'BoostIQ augmente automatiquement l’aspiration sur les tapis',
      'Assez silencieux pour fonctionner pendant que vous travaillez',
      'Jusqu’à 100 minutes de nettoyage par charge',
      'Capteurs anti-chute qui évitent les escaliers',
    ],
  },
  B09B8V1LZ3: {
    title: 'Echo Dot (5e génération) Enceinte connectée avec Alexa',
    features: [
      'Son amélioré avec des voix plus claires et des basses plus profondes',
      'Contrôlez à la voix les appareils connectés compatibles',
      'Capteur de température intégré pour vos routines',
      'Touchez l’appareil pour répéter une alarme ou mettre la musique en pause',
      'Plusieurs niveaux de protection de la vie privée, dont un bouton de désactivation du micro',
    ],
  },
  B07YMJ57MB: {
    title: 'Google Nest Mini (2e génération) Enceinte connectée avec l’Assistant Google',
    features: [
      'Un son plus riche et plus puissant que le Home Mini d’origine',
      'Demandez à l’Assistant Google des réponses, de la musique et des minuteurs',
      'Contrôlez les appareils connectés compatibles',
      'Fabriquée avec du tissu et du plastique recyclés',
      'Design à fixer au mur',
    ],
  },
  B08N5NQ869: {
    title: 'Ring Video Doorbell – Vidéo HD 1080p, détection de mouvement améliorée, nickel satiné',
    features: [
      'Vidéo HD 1080p avec communication bidirectionnelle',
      'Détection de mouvement améliorée et zones de confidentialité',
      'Fonctionne sur batterie rechargeable ou sur le câblage de sonnette existant',
      'Live View pour jeter un œil chez vous à tout moment',
      'Fonctionne avec Alexa pour annoncer les visiteurs',
    ],
  },
  B08SGC46M9: {
    title: 'Blink Video Doorbell – Audio bidirectionnel, vidéo HD, alertes de mouvement et de sonnerie',
    features: [
      'Vidéo HD 1080p de jour et vision nocturne infrarouge',
      'Audio bidirectionnel pour parler aux visiteurs',
      'Jusqu’à deux ans d’autonomie avec les piles fournies',
      'Installation filaire ou sans fil',
      'Fonctionne avec Alexa',
    ],
  },
  B003UKM9CO: {
    title: 'Oral-B Pro 1000 Brosse à dents électrique rechargeable',
    features: [
      'Élimine jusqu’à 300 % de plaque dentaire en plus le long des gencives qu’une brosse manuelle',
      'Le capteur de pression arrête les pulsations si vous brossez trop fort',
      'Minuteur de 2 minutes avec alerte toutes les 30 secondes',
      'Brossette ronde inspirée des instruments des dentistes',
      'Batterie qui dure jusqu’à 10 jours',
    ],
  },
  B078GVDB19: {
    title: 'Philips Sonicare ProtectiveClean 4100 Brosse à dents électrique rechargeable, HX6817',
    features: [
      'Élimine jusqu’à 7 fois plus de plaque dentaire qu’une brosse à dents manuelle',
      'Le capteur de pression vous avertit si vous brossez trop fort',
      'BrushSync vous rappelle quand remplacer la tête de brosse',
      'QuadPacer et SmarTimer pour un brossage complet de 2 minutes',
      'Batterie qui dure jusqu’à 2 semaines',
    ],
  },
  B0CC6DW7K2: {
    title:
      'Fitbit Charge 6 Bracelet d’activité avec applications Google, fréquence cardiaque sur les appareils de sport',
    features: [
      'GPS intégré pour les entraînements en extérieur',
      'Suivi de la fréquence cardiaque amélioré, y compris sur les appareils de salle de sport',
      'Google Maps et Google Wallet à votre poignet',
      'Plus de 40 modes d’exercice et suivi du sommeil',
      'Jusqu’à 7 jours d’autonomie',
    ],
  },
  B09W1TVHMT: {
    title: 'Garmin vívosmart 5 Bracelet d’activité avec écran tactile',
    features: [
      'Écran tactile plus grand et facile à lire',
      'Suivi du sommeil, du stress et du niveau d’énergie Body Battery',
      'GPS connecté via votre téléphone pour la marche et la course',
      'Conçu pour la natation',
      'Jusqu’à 7 jours d’autonomie',
    ],
  },
  B07S92QBCJ: {
    title: 'Logitech MX Keys Clavier sans fil avancé rétroéclairé, AZERTY français',
    features: [
      'Touches incurvées sphériquement, adaptées à la forme de vos doigts',
      'Rétroéclairage intelligent qui s’adapte à la pièce',
      'Saisissez sur trois appareils et passez de l’un à l’autre d’une touche',
      'Rechargeable en USB‑C : jusqu’à 10 jours avec le rétroéclairage',
      'Compatible Windows, macOS, Linux, iPadOS et Android',
    ],
  },
  B07QBPDWLS: {
    title: 'Keychron K2 Clavier mécanique sans fil, format 75 %, Bluetooth',
    features: [
      'Format compact 75 % à 84 touches',
      'Se connecte à 3 appareils en Bluetooth, ou par câble USB‑C',
      'Touches Mac et Windows fournies',
      'Jusqu’à 240 heures de frappe sans rétroéclairage',
      'Choix de switchs mécaniques',
    ],
  },
};
