/**
 * What search engines and link previews show for each prerendered page: title and description, in
 * both languages (scripts/prerender.ts writes them into the page's head); the page keeps that title
 * when the app runs (use-public-page-title.ts). Free of React and the DOM: the build reads it.
 */
import type { PrerenderedPath, SiteLanguage } from '../../../lib/public-site.ts';

export interface PageMeta {
  title: string;
  description: string;
}

export const pageMeta: Record<PrerenderedPath, Record<SiteLanguage, PageMeta>> = {
  '/': {
    en: {
      title: 'Affiliate Autopilot · Amazon affiliate articles and pins in 3 clicks',
      description:
        'Pick two Amazon products and a schedule: Affiliate Autopilot writes a comparison article with images, publishes it to your WordPress site and pins it to Pinterest with your affiliate links.',
    },
    fr: {
      title: 'Affiliate Autopilot · Articles et épingles d’affiliation Amazon en 3 clics',
      description:
        'Choisissez deux produits Amazon et un rythme : Affiliate Autopilot rédige un article comparatif illustré, le publie sur votre site WordPress et l’épingle sur Pinterest avec vos liens d’affiliation.',
    },
  },
  '/services': {
    en: {
      title: 'Services and credit costs · Affiliate Autopilot',
      description:
        'What Affiliate Autopilot does for your affiliate site — articles, images, WordPress publishing, Pinterest pins — and what each service costs in credits.',
    },
    fr: {
      title: 'Services et coût en crédits · Affiliate Autopilot',
      description:
        'Ce qu’Affiliate Autopilot fait pour votre site d’affiliation — articles, images, publication WordPress, épingles Pinterest — et le coût de chaque service en crédits.',
    },
  },
  '/pricing': {
    en: {
      title: 'Pricing · Affiliate Autopilot',
      description:
        'Four plans, billed monthly or annually (save 30%). Credits every month for articles published to WordPress and pinned to Pinterest. 30-day money-back guarantee.',
    },
    fr: {
      title: 'Tarifs · Affiliate Autopilot',
      description:
        'Quatre formules, au mois ou à l’année (30 % d’économie). Des crédits chaque mois pour des articles publiés sur WordPress et épinglés sur Pinterest. Satisfait ou remboursé 30 jours.',
    },
  },
  '/privacy': {
    en: {
      title: 'Privacy policy · Affiliate Autopilot',
      description:
        'What Affiliate Autopilot stores about you, which processors handle it (Stripe, the AI provider, the mail provider), how long it is kept and how to have it deleted.',
    },
    fr: {
      title: 'Politique de confidentialité · Affiliate Autopilot',
      description:
        'Ce qu’Affiliate Autopilot conserve à votre sujet, les sous-traitants qui le traitent (Stripe, le fournisseur d’IA, le service d’e-mail), la durée de conservation et comment le faire effacer.',
    },
  },
  '/terms': {
    en: {
      title: 'Terms of service · Affiliate Autopilot',
      description:
        'The terms of using Affiliate Autopilot: accounts, credits and plans, payments and refunds, your content and affiliate disclosures.',
    },
    fr: {
      title: 'Conditions d’utilisation · Affiliate Autopilot',
      description:
        'Les conditions d’utilisation d’Affiliate Autopilot : comptes, crédits et formules, paiements et remboursements, vos contenus et la mention d’affiliation.',
    },
  },
  '/cookies': {
    en: {
      title: 'Cookie policy · Affiliate Autopilot',
      description:
        'The few cookies Affiliate Autopilot sets — your session and your preferences — and why there are no advertising or tracking cookies.',
    },
    fr: {
      title: 'Politique relative aux cookies · Affiliate Autopilot',
      description:
        'Les quelques cookies qu’Affiliate Autopilot dépose — votre session et vos préférences — et pourquoi il n’y a ni cookie publicitaire ni traceur.',
    },
  },
  '/contact': {
    en: {
      title: 'Contact · Affiliate Autopilot',
      description:
        'Questions, bugs or ideas: write to the Affiliate Autopilot team from the support widget or by email. We reply within 48 hours.',
    },
    fr: {
      title: 'Nous contacter · Affiliate Autopilot',
      description:
        'Questions, bogues ou idées : écrivez à l’équipe d’Affiliate Autopilot depuis le widget d’aide ou par e-mail. Réponse sous 48 heures.',
    },
  },
};
