/** The terms of service, in English and French, including the Amazon affiliate disclosure. */
import { FREE_SIGNUP_CREDITS } from '@aa/contracts/constants';
import { CONTACT_EMAIL, GUARANTEE_DAYS } from '../data/marketing-copy.ts';
import type { LegalContent } from './legal-document.ts';

export const termsContent: LegalContent = {
  en: {
    title: 'Terms of service',
    intro: `These terms govern your use of Affiliate Autopilot. By creating an account you accept them. Questions: ${CONTACT_EMAIL}.`,
    sections: [
      {
        id: 'service',
        heading: 'The service',
        paragraphs: [
          'Affiliate Autopilot generates comparison articles, images and pins about products you choose with AI models, and publishes them to the WordPress site and Pinterest account you connect, with your Amazon affiliate links, on the schedule you set.',
        ],
      },
      {
        id: 'account',
        heading: 'Your account',
        items: [
          'You give accurate information, verify your email address and keep your password to yourself. An account is for one person or one organisation.',
          'You are responsible for what happens under your account and on the platforms you connect to it. Tell us at once if you think someone else has access to it.',
        ],
      },
      {
        id: 'credits',
        heading: 'Credits, plans and payment',
        items: [
          `New accounts receive ${FREE_SIGNUP_CREDITS} free credits without a card. Each service uses the number of credits shown on the Services page; one complete run (an article and 3 images) uses 10 credits.`,
          'Plans are subscriptions billed monthly or yearly in euros; a plan’s credits are added every month in both cycles. Top-ups add credits once. Credits never expire and cannot be exchanged for money.',
          'Subscriptions renew automatically until cancelled. You can cancel at any time from the billing page; the cancellation takes effect at the end of the period already paid. An upgrade charges the price difference straight away.',
          'Payments are processed by Stripe under its own terms.',
        ],
      },
      {
        id: 'guarantee',
        heading: `${GUARANTEE_DAYS}-day money-back guarantee`,
        paragraphs: [
          `If you are not satisfied, write to ${CONTACT_EMAIL} within ${GUARANTEE_DAYS} days of your first payment for a plan and we refund that payment in full; the plan then ends. This does not limit your statutory rights as a consumer.`,
        ],
      },
      {
        id: 'content',
        heading: 'Your content and your responsibility',
        items: [
          'The articles, images and pins generated for you are yours to use. You grant us the rights needed to create, store and publish them for you.',
          'AI-generated text can contain errors. You are the publisher of what appears on your site and your Pinterest account: review it, keep product information accurate and follow the rules of the platforms you use, including the Amazon Associates Program Operating Agreement and the Pinterest and WordPress terms.',
          'You must disclose your affiliate links to your readers as the law requires where they live (for example the FTC guidelines in the United States).',
          'We do not promise any amount of traffic, sales or commissions. Figures on our website marked as examples are illustrations, not results.',
        ],
      },
      {
        id: 'affiliate',
        heading: 'Amazon affiliate disclosure',
        paragraphs: [
          'Affiliate Autopilot is not affiliated with, endorsed by or sponsored by Amazon. Amazon and the Amazon logo are trademarks of Amazon.com, Inc. or its affiliates.',
          'The articles we publish for you contain product links carrying your own Amazon affiliate tag: as an Amazon Associate, you earn from qualifying purchases made through them. We earn no commission on your links; we are paid only through credits.',
        ],
      },
      {
        id: 'use',
        heading: 'Acceptable use',
        items: [
          'No unlawful, misleading, hateful or infringing content, no spam, and no products you are not allowed to promote.',
          'No attempts to break, overload or get around the limits of the service, and no access to other users’ data.',
        ],
        after:
          'We may suspend an account that breaks these rules, after telling you why unless the law or urgency prevents it.',
      },
      {
        id: 'availability',
        heading: 'Availability and liability',
        paragraphs: [
          'We work to keep the service available and your data safe, but cannot guarantee uninterrupted operation or that third-party platforms (WordPress, Pinterest, Amazon, our AI provider) keep accepting our requests. The credits of a run that fails before its article is published are returned.',
          'To the extent the law allows, our liability is limited to the amounts you paid us in the 12 months before the event. Nothing in these terms limits liability that cannot be limited by law.',
        ],
      },
      {
        id: 'termination',
        heading: 'Closing your account',
        paragraphs: [
          `You can ask us to close your account at any time at ${CONTACT_EMAIL}; unused credits are then lost unless they fall under the money-back guarantee. The privacy policy explains what is deleted and when.`,
        ],
      },
      {
        id: 'law',
        heading: 'Changes and applicable law',
        paragraphs: [
          'We will tell you by email at least 30 days before a change to these terms that affects you. These terms are governed by French law; if you are a consumer, you keep the protection of the mandatory rules of the country where you live, and you may use the European Online Dispute Resolution platform.',
        ],
      },
    ],
  },
  fr: {
    title: "Conditions d'utilisation",
    intro: `Ces conditions encadrent votre utilisation d'Affiliate Autopilot. En créant un compte, vous les acceptez. Questions : ${CONTACT_EMAIL}.`,
    sections: [
      {
        id: 'service',
        heading: 'Le service',
        paragraphs: [
          "Affiliate Autopilot génère avec des modèles d'IA des articles comparatifs, des images et des épingles sur les produits que vous choisissez, et les publie sur le site WordPress et le compte Pinterest que vous connectez, avec vos liens d'affiliation Amazon, au rythme que vous fixez.",
        ],
      },
      {
        id: 'account',
        heading: 'Votre compte',
        items: [
          'Vous donnez des informations exactes, vérifiez votre adresse e-mail et gardez votre mot de passe pour vous. Un compte correspond à une personne ou une organisation.',
          "Vous êtes responsable de ce qui se passe sous votre compte et sur les plateformes que vous y connectez. Prévenez-nous immédiatement si vous pensez que quelqu'un d'autre y a accès.",
        ],
      },
      {
        id: 'credits',
        heading: 'Crédits, offres et paiement',
        items: [
          `Les nouveaux comptes reçoivent ${FREE_SIGNUP_CREDITS} crédits offerts sans carte. Chaque service consomme le nombre de crédits indiqué sur la page Services ; une exécution complète (un article et 3 images) utilise 10 crédits.`,
          "Les offres sont des abonnements facturés au mois ou à l'année, en euros ; les crédits d'une offre sont ajoutés chaque mois dans les deux cas. Les recharges ajoutent des crédits une fois. Les crédits n'expirent jamais et ne sont pas échangeables contre de l'argent.",
          "Les abonnements se renouvellent automatiquement jusqu'à leur résiliation. Vous pouvez résilier à tout moment depuis la page de facturation ; la résiliation prend effet à la fin de la période déjà payée. Un passage à une offre supérieure facture la différence immédiatement.",
          'Les paiements sont traités par Stripe selon ses propres conditions.',
        ],
      },
      {
        id: 'guarantee',
        heading: `Satisfait ou remboursé pendant ${GUARANTEE_DAYS} jours`,
        paragraphs: [
          `Si vous n'êtes pas satisfait, écrivez à ${CONTACT_EMAIL} dans les ${GUARANTEE_DAYS} jours suivant votre premier paiement d'une offre et nous remboursons ce paiement intégralement ; l'offre prend alors fin. Cela ne limite pas vos droits légaux de consommateur.`,
        ],
      },
      {
        id: 'content',
        heading: 'Votre contenu et votre responsabilité',
        items: [
          'Les articles, images et épingles générés pour vous vous appartiennent. Vous nous accordez les droits nécessaires pour les créer, les conserver et les publier pour vous.',
          "Un texte généré par IA peut contenir des erreurs. Vous êtes l'éditeur de ce qui paraît sur votre site et votre compte Pinterest : relisez-le, gardez les informations produits exactes et respectez les règles des plateformes utilisées, dont le contrat du Partenariat Amazon et les conditions de Pinterest et de WordPress.",
          "Vous devez signaler vos liens d'affiliation à vos lecteurs comme l'exige la loi de leur pays (en France, la mention du caractère commercial des liens).",
          'Nous ne promettons aucun volume de trafic, de ventes ou de commissions. Les chiffres de notre site signalés comme des exemples sont des illustrations, pas des résultats.',
        ],
      },
      {
        id: 'affiliate',
        heading: "Mention d'affiliation Amazon",
        paragraphs: [
          "Affiliate Autopilot n'est ni affilié à Amazon, ni approuvé ou parrainé par Amazon. Amazon et le logo Amazon sont des marques d'Amazon.com, Inc. ou de ses filiales.",
          "Les articles que nous publions pour vous contiennent des liens produits portant votre propre identifiant d'affiliation Amazon : en tant que Partenaire Amazon, vous êtes rémunéré pour les achats remplissant les conditions requises effectués par ces liens. Nous ne touchons aucune commission sur vos liens ; nous sommes rémunérés uniquement par les crédits.",
        ],
      },
      {
        id: 'use',
        heading: 'Usage acceptable',
        items: [
          "Pas de contenu illicite, trompeur, haineux ou contrefaisant, pas de spam, et pas de produits que vous n'avez pas le droit de promouvoir.",
          "Aucune tentative de casser, surcharger ou contourner les limites du service, ni d'accéder aux données d'autres utilisateurs.",
        ],
        after:
          "Nous pouvons suspendre un compte qui enfreint ces règles, après vous en avoir indiqué la raison sauf si la loi ou l'urgence l'empêche.",
      },
      {
        id: 'availability',
        heading: 'Disponibilité et responsabilité',
        paragraphs: [
          "Nous faisons le nécessaire pour que le service reste disponible et vos données protégées, mais ne pouvons garantir un fonctionnement sans interruption ni que les plateformes tierces (WordPress, Pinterest, Amazon, notre fournisseur d'IA) continuent d'accepter nos requêtes. Les crédits d'une exécution qui échoue avant la publication de son article sont rendus.",
          "Dans la mesure permise par la loi, notre responsabilité est limitée aux sommes que vous nous avez versées dans les 12 mois précédant l'événement. Rien dans ces conditions ne limite une responsabilité que la loi interdit de limiter.",
        ],
      },
      {
        id: 'termination',
        heading: 'Fermeture du compte',
        paragraphs: [
          `Vous pouvez nous demander de fermer votre compte à tout moment à ${CONTACT_EMAIL} ; les crédits non utilisés sont alors perdus, sauf s'ils relèvent de la garantie satisfait ou remboursé. La politique de confidentialité indique ce qui est supprimé et quand.`,
        ],
      },
      {
        id: 'law',
        heading: 'Modifications et droit applicable',
        paragraphs: [
          'Nous vous prévenons par e-mail au moins 30 jours avant toute modification de ces conditions qui vous concerne. Ces conditions sont régies par le droit français ; si vous êtes consommateur, vous gardez la protection des règles impératives de votre pays de résidence et pouvez recourir à un médiateur de la consommation ou à la plateforme européenne de règlement en ligne des litiges.',
        ],
      },
    ],
  },
};
