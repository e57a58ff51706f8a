/**
 * The cookie policy, in English and French: every cookie the server sets (apps/server/src/modules/auth:
 * authenticate.ts, login-throttle.ts, google.service.ts) and every browser storage key the web app
 * uses (lib/i18n.ts, lib/pending-plan.ts, lib/platforms-api.ts). Keep the tables in step with them.
 */
import { CONTACT_EMAIL } from '../data/marketing-copy.ts';
import type { LegalContent } from './legal-document.ts';

export const cookiesContent: LegalContent = {
  en: {
    title: 'Cookie policy',
    intro:
      'Affiliate Autopilot uses only the cookies and browser storage it needs to sign you in, keep your account safe and remember your choices. There are no advertising, tracking or analytics cookies, so there is nothing to consent to beyond using the service.',
    sections: [
      {
        id: 'cookies',
        heading: 'Cookies we set',
        table: [
          ['Name', 'Purpose', 'Duration'],
          [
            'aa_session',
            'Keeps you signed in. It holds a random session token; scripts cannot read it (httpOnly).',
            '30 days by default, or until you sign out',
          ],
          [
            'aa_signed_in',
            'A hint with the value 1 and no secret: tells the app a session may exist, so visitors who are not signed in send no account request.',
            'Same as aa_session',
          ],
          [
            'aa_device',
            'Recognises a browser that already signed in successfully, so the slow-down applied after wrong passwords does not hit you. Encrypted, sent only to the sign-in service.',
            '180 days',
          ],
          [
            'aa_google_flow',
            'Protects a Google sign-in in progress (state and proof key), sent only to the Google sign-in service.',
            '10 minutes',
          ],
          [
            'aa_google_link',
            'Remembers, for the next step only, a Google account you are linking to an existing account.',
            '10 minutes',
          ],
        ],
      },
      {
        id: 'storage',
        heading: 'Browser storage',
        table: [
          ['Key', 'Purpose', 'Duration'],
          ['lang', 'The language you chose (English or French). Local storage.', 'Until you clear it'],
          [
            'aa_pending_plan',
            'The plan and billing cycle you picked before signing up, so the buy page can offer it afterwards. Session and local storage.',
            'One day at most, removed once used',
          ],
          [
            'pinterest_oauth_state',
            'A random value that protects the connection of your Pinterest account. Local storage.',
            'Removed when you come back from Pinterest',
          ],
        ],
      },
      {
        id: 'third-parties',
        heading: 'Other sites',
        paragraphs: [
          'When you pay, you are taken to Stripe’s checkout page, and when you sign in with Google or connect Pinterest, to their pages. Those sites set their own cookies under their own policies. The pages of this website load no third-party scripts.',
        ],
      },
      {
        id: 'control',
        heading: 'Your choices',
        paragraphs: [
          `You can delete cookies and storage in your browser settings at any time. Without aa_session you cannot stay signed in; the other entries are only conveniences or protections. Questions: ${CONTACT_EMAIL}.`,
        ],
      },
    ],
  },
  fr: {
    title: 'Politique de cookies',
    intro:
      "Affiliate Autopilot n'utilise que les cookies et le stockage du navigateur nécessaires pour vous connecter, protéger votre compte et retenir vos choix. Aucun cookie publicitaire, de pistage ou de mesure d'audience : il n'y a donc rien à accepter au-delà de l'utilisation du service.",
    sections: [
      {
        id: 'cookies',
        heading: 'Les cookies que nous déposons',
        table: [
          ['Nom', 'Finalité', 'Durée'],
          [
            'aa_session',
            'Vous garde connecté. Il contient un jeton de session aléatoire ; les scripts ne peuvent pas le lire (httpOnly).',
            "30 jours par défaut, ou jusqu'à la déconnexion",
          ],
          [
            'aa_signed_in',
            "Un indicateur de valeur 1, sans secret : il signale à l'application qu'une session peut exister, pour que les visiteurs non connectés n'envoient aucune requête de compte.",
            'Comme aa_session',
          ],
          [
            'aa_device',
            "Reconnaît un navigateur qui s'est déjà connecté avec succès, pour que le ralentissement appliqué après des mots de passe erronés ne vous pénalise pas. Chiffré, envoyé uniquement au service de connexion.",
            '180 jours',
          ],
          [
            'aa_google_flow',
            'Protège une connexion Google en cours (état et clé de preuve), envoyé uniquement au service de connexion Google.',
            '10 minutes',
          ],
          [
            'aa_google_link',
            "Retient, pour l'étape suivante seulement, un compte Google que vous liez à un compte existant.",
            '10 minutes',
          ],
        ],
      },
      {
        id: 'storage',
        heading: 'Stockage du navigateur',
        table: [
          ['Clé', 'Finalité', 'Durée'],
          [
            'lang',
            'La langue choisie (anglais ou français). Stockage local.',
            "Jusqu'à ce que vous l'effaciez",
          ],
          [
            'aa_pending_plan',
            "L'offre et le cycle de facturation choisis avant l'inscription, pour que la page d'achat vous les propose ensuite. Stockage de session et local.",
            'Un jour au plus, effacé une fois utilisé',
          ],
          [
            'pinterest_oauth_state',
            'Une valeur aléatoire qui protège la connexion de votre compte Pinterest. Stockage local.',
            'Effacé à votre retour de Pinterest',
          ],
        ],
      },
      {
        id: 'third-parties',
        heading: 'Autres sites',
        paragraphs: [
          'Pour payer, vous êtes conduit sur la page de paiement de Stripe ; pour vous connecter avec Google ou connecter Pinterest, sur leurs pages. Ces sites déposent leurs propres cookies selon leurs propres politiques. Les pages de ce site ne chargent aucun script tiers.',
        ],
      },
      {
        id: 'control',
        heading: 'Vos choix',
        paragraphs: [
          `Vous pouvez effacer les cookies et le stockage dans les réglages de votre navigateur à tout moment. Sans aa_session, vous ne pouvez pas rester connecté ; les autres éléments ne sont que des commodités ou des protections. Questions : ${CONTACT_EMAIL}.`,
        ],
      },
    ],
  },
};
