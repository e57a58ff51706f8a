/**
 * What a run says when it fails (executions.error_message: why, then what became of its credits) in
 * French, for the app (added to the web's French texts) and the run-failure mail (`sayMessage`). Here
 * rather than in the web's fr.json, so the server's mails and the web share one text. A module of its
 * own: only French pages and the mails load it.
 */
import type { Language } from './auth.ts';
import { fillMessage, messageParts } from './message-parts.ts';
import { type MessageKey, Messages } from './messages.ts';

/** The French of every message the pipeline stores on a failed run (reasons and credit notes). */
export const runMessagesFr = {
  generationFailed: 'L’article n’a pas pu être généré.',
  runInterrupted:
    'L’exécution a été interrompue trop de fois (le serveur s’est arrêté pendant qu’elle travaillait).',
  creditsRefunded: 'Vos 10 crédits ont été remboursés.',
  runNeedsWordPress:
    'Connectez votre site WordPress dans la configuration des plateformes : l’article n’a nulle part où être publié.',
  runNeedsAmazonTag:
    'Ajoutez votre tag d’affiliation {{store}} dans la configuration des plateformes : l’article en a besoin pour ses liens.',
  runLanguageNeedsModel:
    'Les articles en {{language}} ont besoin d’un modèle d’IA : le rédacteur intégré écrit en anglais et en français. Ajoutez une clé de fournisseur d’IA, ou choisissez l’anglais ou le français pour cette campagne.',
  pinsFailed: 'L’article est publié, mais ses épingles n’ont pas pu être postées :',
  runTooSimilar:
    'Son article est resté trop proche d’un article que vous avez déjà publié ({{percent}} % de formulations identiques) après 2 réécritures sous d’autres angles : il n’a donc pas été publié.',
  runExperienceClaims:
    'Son article affirmait encore une expérience que personne n’a eue (« {{claim}} ») après une réécriture : il n’a donc pas été publié.',
  runWithdrawFailed:
    'Son brouillon et ses images n’ont pas pu être retirés de votre blog : vos crédits n’ont donc pas été remboursés.',
  runRefundLimitReached:
    'Son brouillon et ses images ont été retirés de votre blog, mais vos crédits n’ont pas été remboursés : 3 exécutions arrivées jusqu’à votre blog ont déjà été remboursées ces dernières 24 heures.',
  runBlogNotFound: 'Votre blog n’a pas pu être joint : son adresse est introuvable.',
  runBlogRefused: 'Votre blog n’a pas pu être joint : son adresse a refusé la connexion.',
  runBlogNoAnswer: 'Votre blog n’a pas pu être joint : son adresse n’a pas répondu.',
  runBlogAddressRefused:
    'Votre blog n’a pas pu être joint : son adresse est sur un réseau privé ou local, auquel nous ne nous connectons jamais.',
  runNothingPublished: 'Rien n’a été publié.',
  runProductGone:
    'La page Amazon de {{product}} n’existe plus : rien n’a été rédigé. Remplacez ce produit par une autre campagne.',
  runFactsTooThin:
    'Seuls {{count}} faits sur {{product}} ont pu être utilisés, et il en faut {{needed}} pour le comparer honnêtement : rien n’a été rédigé. Ajoutez ce que vous en savez par vous-même, ou la page de son fabricant, sur la page de la campagne, puis relancez-la.',
  runPublishedNotRefunded: 'Son article a été publié : ses crédits n’ont donc pas été remboursés.',
  wordpressAuthFailed:
    "Échec de l'authentification. Vérifiez votre nom d'utilisateur et votre mot de passe d'application. Utilisez bien un mot de passe d'application, pas votre mot de passe WordPress habituel.",
  wordpressPermissions:
    'Permissions insuffisantes. Votre utilisateur WordPress doit avoir au moins le rôle Auteur pour créer des articles.',
} as const satisfies Partial<Record<MessageKey, string>>;

/**
 * A stored text in `language` (the server's mails): the run's messages are translated, anything else
 * is said as it was stored.
 */
export function sayMessage(text: string, language: Language): string {
  const french: Partial<Record<MessageKey, string>> = language === 'fr' ? runMessagesFr : {};
  return messageParts(text)
    .map((part) =>
      'text' in part ? part.text : fillMessage(french[part.key] ?? Messages[part.key], part.values),
    )
    .join(' ');
}
