/**
 * The privacy policy, in English and French. It describes what the product really stores and who
 * processes it (see apps/server/src/db/schema and the adapters in apps/server/src/integrations);
 * change it when those change.
 */
import { CONTACT_EMAIL } from '../data/marketing-copy.ts';
import type { LegalContent } from './legal-document.ts';

export const privacyContent: LegalContent = {
  en: {
    title: 'Privacy policy',
    intro: `This policy explains what Affiliate Autopilot stores about you, why, who else processes it, how long we keep it and how to have it deleted. Questions: ${CONTACT_EMAIL}.`,
    sections: [
      {
        id: 'controller',
        heading: 'Who is responsible',
        paragraphs: [
          `Affiliate Autopilot (“we”) is responsible for the personal data processed by this website and its application. You can reach us about anything in this policy at ${CONTACT_EMAIL}.`,
        ],
      },
      {
        id: 'stored',
        heading: 'What we store',
        items: [
          'Your account: first name, last name, email address, language, whether the address is verified, and your password as an Argon2id hash (we never store the password itself). If you sign in with Google, the identifier and email address Google gives us for your Google account.',
          'Sessions and security records: a hash of each session token with its creation and expiry dates, single-use links (verification, password reset, email change) stored as hashes, and counters of recent attempts used to slow down abuse, keyed by IP address or email address.',
          'Connected platforms: your WordPress site address, username and application password; your Pinterest username, profile picture, selected board and access tokens; your Amazon affiliate tag. The WordPress application password and the Pinterest tokens are encrypted (AES-256-GCM) before they are stored.',
          'Campaigns: their names, the two product links, schedule, number of runs, Pinterest settings and the history of each run.',
          'Generated content: the subjects, articles and images each run creates, and the addresses of the posts and pins published for you.',
          'Credits and billing: a ledger of every credit added or used (sign-up credits, plans, top-ups, generation), and the Stripe identifiers of your customer record, subscription and payments. We never receive or store your card number.',
          'Support messages: the type, text, email address, name, the page you wrote from, your browser’s user agent and your IP address.',
          'Technical logs: the IP address, method, path (without query parameters), status and duration of requests, and errors. Secrets such as passwords, tokens and cookies are removed from logs.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Why we use it',
        items: [
          'To provide the service you signed up for (performance of our contract): your account, campaigns, generation, publishing to your connected platforms, credits and support.',
          'To take payments and keep accounting records (contract and legal obligation).',
          'To keep the service secure and prevent abuse, such as password guessing or spam (legitimate interest).',
          'To send you the emails the service needs: verification, password reset, security notices, payment and support receipts. We send no marketing email.',
        ],
      },
      {
        id: 'processors',
        heading: 'Who processes it for us',
        paragraphs: [
          'We share data only with the providers we need to run the service, each for its own task:',
        ],
        items: [
          'Stripe (payments): processes your payment details, subscriptions, invoices and refunds. Card data goes to Stripe directly.',
          'Our AI provider (the language and image model service configured for the application): receives the product information and instructions needed to write each article and its images. It does not receive your account details or platform credentials.',
          'Our email provider: delivers the emails listed above to your address.',
          'Our hosting provider: runs the servers, database and backups where the data above is stored.',
          'Google: only if you choose to sign in with Google.',
          'The platforms you connect (WordPress, Pinterest): receive the articles, images and pins you ask us to publish, under your account. Amazon: we read public product pages; your affiliate tag is added to the product links in your articles.',
        ],
        after:
          'Some of these providers may process data outside the European Union; where they do, the transfer is covered by the European Commission’s standard contractual clauses or an adequacy decision.',
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        items: [
          'Account, platforms, campaigns, generated content and credit ledger: as long as your account exists.',
          'Sessions: until they expire (30 days by default) or you sign out; expired sessions, used or expired links and old security counters are deleted every day.',
          'Support messages: 2 years; the IP address they were sent from is forgotten after 30 days.',
          'Technical logs: at most 30 days.',
          'Invoices and payment records: 10 years, as French accounting law requires, even after the account is deleted.',
        ],
      },
      {
        id: 'deletion',
        heading: 'Deletion and your rights',
        paragraphs: [
          `You can correct your name, email address and password on your profile page, and disconnect a platform at any time from the dashboard, which deletes its stored credentials. To receive a copy of your data or to have your account deleted, write to ${CONTACT_EMAIL} from the address of your account. We delete the account and everything attached to it within 30 days, except the payment records we must keep by law, and confirm by email.`,
          'You also have the right to object to or restrict processing and to data portability. If you think we handle your data wrongly, you may complain to your data protection authority (in France, the CNIL).',
          'Content already published to your WordPress site or Pinterest account belongs to those accounts: deleting your Affiliate Autopilot account does not remove it there.',
        ],
      },
      {
        id: 'security',
        heading: 'Security',
        paragraphs: [
          'Connections are encrypted (HTTPS). Passwords are hashed with Argon2id; platform credentials are encrypted at rest; the session cookie cannot be read by scripts. Access to production data is limited to the people who run the service.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: [
          'We use only the cookies and browser storage the service needs; no advertising or analytics cookies. The cookie policy lists each of them.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        paragraphs: [
          'When this policy changes, the date at the top changes. If a change affects how your data is used, we tell you by email before it applies.',
        ],
      },
    ],
  },
  fr: {
    title: 'Politique de confidentialité',
    intro: `Cette politique explique ce qu'Affiliate Autopilot conserve sur vous, pourquoi, qui d'autre le traite, combien de temps nous le gardons et comment le faire supprimer. Questions : ${CONTACT_EMAIL}.`,
    sections: [
      {
        id: 'controller',
        heading: 'Responsable du traitement',
        paragraphs: [
          `Affiliate Autopilot (« nous ») est responsable des données personnelles traitées par ce site et son application. Vous pouvez nous écrire au sujet de cette politique à ${CONTACT_EMAIL}.`,
        ],
      },
      {
        id: 'stored',
        heading: 'Ce que nous conservons',
        items: [
          "Votre compte : prénom, nom, adresse e-mail, langue, vérification de l'adresse, et votre mot de passe sous forme d'empreinte Argon2id (nous ne conservons jamais le mot de passe lui-même). Si vous vous connectez avec Google, l'identifiant et l'adresse e-mail que Google nous transmet pour votre compte Google.",
          "Sessions et sécurité : une empreinte de chaque jeton de session avec ses dates de création et d'expiration, les liens à usage unique (vérification, réinitialisation du mot de passe, changement d'adresse) conservés sous forme d'empreinte, et des compteurs de tentatives récentes servant à freiner les abus, par adresse IP ou adresse e-mail.",
          "Plateformes connectées : l'adresse de votre site WordPress, votre identifiant et votre mot de passe d'application ; votre nom d'utilisateur Pinterest, votre photo de profil, le tableau choisi et vos jetons d'accès ; votre identifiant d'affiliation Amazon. Le mot de passe d'application WordPress et les jetons Pinterest sont chiffrés (AES-256-GCM) avant d'être enregistrés.",
          "Campagnes : leur nom, les deux liens produits, le rythme, le nombre d'exécutions, les réglages Pinterest et l'historique de chaque exécution.",
          'Contenu généré : les sujets, articles et images créés par chaque exécution, et les adresses des articles et épingles publiés pour vous.',
          "Crédits et facturation : un registre de chaque crédit ajouté ou utilisé (crédits d'inscription, offres, recharges, génération) et les identifiants Stripe de votre fiche client, de votre abonnement et de vos paiements. Nous ne recevons ni ne conservons jamais votre numéro de carte.",
          "Messages au support : le type, le texte, l'adresse e-mail, le nom, la page d'où vous écrivez, l'agent utilisateur de votre navigateur et votre adresse IP.",
          "Journaux techniques : l'adresse IP, la méthode, le chemin (sans paramètres de requête), le statut et la durée des requêtes, et les erreurs. Les secrets (mots de passe, jetons, cookies) sont retirés des journaux.",
        ],
      },
      {
        id: 'purposes',
        heading: 'Pourquoi nous les utilisons',
        items: [
          'Fournir le service auquel vous vous êtes inscrit (exécution du contrat) : votre compte, vos campagnes, la génération, la publication sur vos plateformes connectées, les crédits et le support.',
          'Encaisser les paiements et tenir la comptabilité (contrat et obligation légale).',
          'Sécuriser le service et empêcher les abus, comme les essais de mots de passe ou le spam (intérêt légitime).',
          "Vous envoyer les e-mails nécessaires au service : vérification, réinitialisation du mot de passe, alertes de sécurité, reçus de paiement et de support. Nous n'envoyons aucun e-mail commercial.",
        ],
      },
      {
        id: 'processors',
        heading: 'Qui les traite pour nous',
        paragraphs: [
          'Nous ne partageons des données qu’avec les prestataires nécessaires au service, chacun pour sa tâche :',
        ],
        items: [
          'Stripe (paiements) : traite vos moyens de paiement, abonnements, factures et remboursements. Les données de carte vont directement chez Stripe.',
          "Notre fournisseur d'IA (le service de modèles de langage et d'images configuré pour l'application) : reçoit les informations produits et les consignes nécessaires pour rédiger chaque article et ses images. Il ne reçoit ni les données de votre compte ni vos identifiants de plateformes.",
          "Notre prestataire d'e-mail : achemine les e-mails listés ci-dessus jusqu'à votre adresse.",
          'Notre hébergeur : fait fonctionner les serveurs, la base de données et les sauvegardes où sont stockées les données ci-dessus.',
          'Google : uniquement si vous choisissez de vous connecter avec Google.',
          "Les plateformes que vous connectez (WordPress, Pinterest) : reçoivent les articles, images et épingles que vous nous demandez de publier, sous votre compte. Amazon : nous lisons des pages produits publiques ; votre identifiant d'affiliation est ajouté aux liens produits de vos articles.",
        ],
        after:
          "Certains de ces prestataires peuvent traiter des données hors de l'Union européenne ; le transfert est alors encadré par les clauses contractuelles types de la Commission européenne ou une décision d'adéquation.",
      },
      {
        id: 'retention',
        heading: 'Durées de conservation',
        items: [
          'Compte, plateformes, campagnes, contenu généré et registre de crédits : tant que votre compte existe.',
          "Sessions : jusqu'à leur expiration (30 jours par défaut) ou votre déconnexion ; les sessions expirées, les liens utilisés ou expirés et les anciens compteurs de sécurité sont supprimés chaque jour.",
          "Messages au support : 2 ans ; l'adresse IP d'envoi est oubliée au bout de 30 jours.",
          'Journaux techniques : 30 jours au plus.',
          'Factures et justificatifs de paiement : 10 ans, comme l’exige le droit comptable français, même après la suppression du compte.',
        ],
      },
      {
        id: 'deletion',
        heading: 'Suppression et vos droits',
        paragraphs: [
          `Vous pouvez corriger votre nom, votre adresse e-mail et votre mot de passe sur votre page de profil, et déconnecter une plateforme à tout moment depuis le tableau de bord, ce qui supprime ses identifiants enregistrés. Pour recevoir une copie de vos données ou faire supprimer votre compte, écrivez à ${CONTACT_EMAIL} depuis l'adresse de votre compte. Nous supprimons le compte et tout ce qui s'y rattache sous 30 jours, sauf les justificatifs de paiement que la loi nous oblige à garder, et vous le confirmons par e-mail.`,
          "Vous pouvez aussi vous opposer à un traitement, en demander la limitation ou la portabilité de vos données. Si vous estimez que nous traitons mal vos données, vous pouvez saisir l'autorité de protection des données (en France, la CNIL).",
          "Le contenu déjà publié sur votre site WordPress ou votre compte Pinterest appartient à ces comptes : supprimer votre compte Affiliate Autopilot ne l'y efface pas.",
        ],
      },
      {
        id: 'security',
        heading: 'Sécurité',
        paragraphs: [
          "Les connexions sont chiffrées (HTTPS). Les mots de passe sont hachés avec Argon2id ; les identifiants de plateformes sont chiffrés au repos ; le cookie de session est illisible par les scripts. L'accès aux données de production est limité aux personnes qui exploitent le service.",
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: [
          "Nous n'utilisons que les cookies et le stockage du navigateur nécessaires au service ; aucun cookie publicitaire ou de mesure d'audience. La politique de cookies les liste un par un.",
        ],
      },
      {
        id: 'changes',
        heading: 'Modifications',
        paragraphs: [
          "Quand cette politique change, la date en haut de page change. Si une modification touche l'usage de vos données, nous vous prévenons par e-mail avant qu'elle s'applique.",
        ],
      },
    ],
  },
};
