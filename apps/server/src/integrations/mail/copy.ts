/**
 * Every mail the product sends, in each language we speak (en, fr): subject, heading, paragraphs
 * and button. Templates are data here; layout.ts draws them. Mails go out in the account's language.
 */
import type { PostCheckItem } from '@aa/contracts';
import { postCheckWords } from '@aa/contracts/post-check-copy';
import { sayMessage } from '@aa/contracts/run-messages';

export type MailLanguage = 'en' | 'fr';

export type EmailTemplate =
  | { template: 'verify-email'; language: MailLanguage; props: { firstName: string; url: string } }
  | {
      template: 'confirm-email-change';
      language: MailLanguage;
      props: { firstName: string; lastName: string; currentEmail: string; newEmail: string; url: string };
    }
  | { template: 'reset-password'; language: MailLanguage; props: { firstName: string; url: string } }
  | {
      template: 'account-exists';
      language: MailLanguage;
      props: { firstName: string; signInUrl: string; resetUrl: string };
    }
  | {
      template: 'email-changed';
      language: MailLanguage;
      props: { firstName: string; oldEmail: string; newEmail: string; revertUrl: string };
    }
  | {
      template: 'email-in-use';
      language: MailLanguage;
      props: { firstName: string; email: string; signInUrl: string };
    }
  | {
      template: 'google-linked';
      language: MailLanguage;
      props: { firstName: string; googleEmail: string; resetUrl: string };
    }
  | {
      template: 'payment-failed';
      language: MailLanguage;
      props: { firstName: string; amount: string; billingUrl: string };
    }
  | {
      /** A check of a run's live post failed something the previous check did not (issue 20). */
      template: 'post-check-failed';
      language: MailLanguage;
      props: {
        firstName: string;
        postTitle: string;
        postUrl: string;
        passed: number;
        total: number;
        /** The failing items, as stored (postCheckWords words them). */
        failures: PostCheckItem[];
        libraryUrl: string;
      };
    }
  | {
      /** A run failed for good (after its last attempt, or at once when no retry can help). */
      template: 'run-failed';
      language: MailLanguage;
      props: {
        firstName: string;
        campaignName: string;
        runNumber: number;
        /**
         * What the app shows: why, then what became of its credits (the run's stored message, made of
         * PRODUCT.md's English messages, said in the mail's language).
         */
        message: string;
        runUrl: string;
      };
    }
  | {
      /**
       * A campaign paused because its last runs could not reach its blog (issue 26 #4): once per
       * pause, whether run mails are on or not, since the campaign stays stopped until the user acts.
       */
      template: 'campaign-paused';
      language: MailLanguage;
      props: {
        firstName: string;
        campaignName: string;
        /** How many runs in a row failed on the blog. */
        runs: number;
        /** The blog's address as the user connected it. */
        siteUrl: string;
        campaignUrl: string;
      };
    }
  | {
      /**
       * A queued pin Pinterest refused for good (issue 32): at most once a day per account and cause
       * (a revoked account fails each waiting pin in turn).
       */
      template: 'pin-failed';
      language: MailLanguage;
      props: {
        firstName: string;
        campaignName: string;
        runNumber: number;
        cause: 'not-connected' | 'board-gone' | 'refused';
        /** Pinterest's own words, for `refused`. */
        detail: string;
        runUrl: string;
      };
    }
  | {
      /**
       * A review run's draft waits on the blog (issue 27): once when it is ready, and once more if it
       * is still waiting a week later (`reminder`). Keyed by the run; its own switch (draftReady).
       */
      template: 'draft-ready';
      language: MailLanguage;
      props: {
        firstName: string;
        campaignName: string;
        runNumber: number;
        postTitle: string;
        reviewUrl: string;
        reminder: boolean;
      };
    }
  | {
      /**
       * A payment added credits (issue 33): a plan's first payment, a renewal, a plan change's
       * charge, or a top-up. Keyed by the payment; switchable (paymentReceived).
       */
      template: 'payment-received';
      language: MailLanguage;
      props: {
        firstName: string;
        /** What was charged, in the mail's language and the payment's currency ("€19.00"). */
        amount: string;
        kind: 'plan' | 'renewal' | 'change' | 'top-up';
        planName: string;
        /** Credits added now (a month's); `months` > 1: as many more each month (an annual plan). */
        credits: number;
        months: number;
        /** The one-time bonus of a first package, 0 otherwise. */
        bonus: number;
        historyUrl: string;
      };
    }
  | {
      /** The account's plan changed (issue 33): keyed by the subscription and the new plan. */
      template: 'plan-changed';
      language: MailLanguage;
      props: {
        firstName: string;
        fromPlan: string;
        toPlan: string;
        cycle: 'monthly' | 'annual';
        /** The new plan's credits a month. */
        credits: number;
        billingUrl: string;
      };
    }
  | {
      /** A campaign did all its runs (issue 33): keyed by the campaign and its number of runs. */
      template: 'campaign-finished';
      language: MailLanguage;
      props: {
        firstName: string;
        campaignName: string;
        runs: number;
        published: number;
        campaignUrl: string;
      };
    }
  | {
      /**
       * The scheduler paused a campaign because the account could not pay its next run (issue 33):
       * how much is missing and where to buy it. Keyed by the campaign and the pause.
       */
      template: 'campaign-paused-credits';
      language: MailLanguage;
      props: {
        firstName: string;
        campaignName: string;
        needed: number;
        balance: number;
        buyUrl: string;
        campaignUrl: string;
      };
    }
  | {
      /**
       * The weekly summary (issue 33, off by default): the account's last seven days, on Monday at
       * 08:00 in its zone. Keyed by the account and that date.
       */
      template: 'weekly-summary';
      language: MailLanguage;
      props: {
        firstName: string;
        /** The week's dates in the account's zone and language ("Nov 23 – Nov 30"). */
        week: string;
        published: number;
        pins: number;
        /** The account's pins' outbound clicks, as last measured on Pinterest. */
        outboundClicks: number;
        /** Live posts whose latest check fails something. */
        checksFailing: number;
        libraryUrl: string;
      };
    }
  | {
      /** To the support address: the only mail that quotes what a visitor wrote, always as text. */
      template: 'support-message';
      language: MailLanguage;
      props: {
        firstName: string;
        type: SupportType;
        message: string;
        senderEmail: string;
        senderName: string;
        /** The sender's account, when signed in. */
        userId: string | null;
        url: string;
        userAgent: string;
        sentAt: string;
      };
    }
  | {
      /**
       * To the sender. It carries no text of theirs: anyone may type any address, and the receipt
       * must not carry their words to it. `firstName` is the account's, or empty for a visitor.
       */
      template: 'support-receipt';
      language: MailLanguage;
      props: { firstName: string; type: SupportType };
    };

export type SupportType = 'question' | 'bug' | 'feature';

export type TemplateName = EmailTemplate['template'];
type PropsOf<T extends TemplateName> = Extract<EmailTemplate, { template: T }>['props'];

export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; href: string };
  /** Print the button's link as text too (for clients that drop buttons). */
  linkFallback?: boolean;
  /** Text quoted as it was written (line breaks kept), after the paragraphs. */
  quote?: string;
  /** The address a reply goes to (header Reply-To), when not our own. */
  replyTo?: string;
  /** Why this mail was received, when it is not an action on the reader's account. */
  footer?: string;
}

interface LanguageCopy {
  greeting: (firstName: string) => string;
  footer: string;
  /** The footer of the mails about runs, which the user can turn off. */
  runMailsFooter: string;
  /** The footer of an account mail the user can turn off (issue 33). */
  accountMailsFooter: string;
  linkFallback: string;
  supportTypes: Record<SupportType, string>;
  templates: { [T in TemplateName]: (props: PropsOf<T>) => MailContent };
}

/** One line per failing item: what it checks, what is wrong, how to fix it ("not checked" items left out: the page's own failure says why). */
function failureLines(language: MailLanguage, failures: PostCheckItem[]): string[] {
  return failures
    .filter((item) => !item.ok && item.problem !== 'not_checked')
    .map((item) => {
      const words = postCheckWords(language, item);
      return `${words.label} — ${words.wrong ?? ''} ${words.fix ?? ''}`.trim();
    });
}

const en: LanguageCopy = {
  greeting: (firstName) => (firstName ? `Hi ${firstName},` : 'Hello,'),
  footer: 'You receive this email because of an action on your Affiliate Autopilot account.',
  runMailsFooter:
    'You receive this email because emails about your runs are on. Turn them off under Notifications in Profile Settings.',
  accountMailsFooter:
    'You receive this email because this kind of email is on for your account. Turn it off under Notifications in Profile Settings.',
  linkFallback: 'If the button does not work, copy this link into your browser:',
  supportTypes: { question: 'Question', bug: 'Bug report', feature: 'Feature request' },
  templates: {
    'verify-email': ({ url }) => ({
      subject: 'Verify your email address',
      heading: 'Confirm your email address',
      paragraphs: [
        'Welcome to Affiliate Autopilot! Confirm your email address to activate your account and your 10 free credits. This link is valid for 24 hours and can be used once.',
        'If you did not sign up, ignore this email: no account will be activated.',
      ],
      button: { label: 'Verify my email', href: url },
      linkFallback: true,
    }),
    'confirm-email-change': ({ firstName, lastName, currentEmail, newEmail, url }) => ({
      subject: 'Confirm the new email address of an existing account',
      heading: 'Move an existing account to this address?',
      paragraphs: [
        `The Affiliate Autopilot account of ${`${firstName} ${lastName}`.trim()} (today ${currentEmail}) asks to use ${newEmail} as its email address. This is not a new sign-up.`,
        'Confirm only if that account is yours: it will then sign in with this address. If it is not, ignore this email and nothing changes. The link is valid for 24 hours and can be used once.',
      ],
      button: { label: 'Yes, move my account to this address', href: url },
      linkFallback: true,
    }),
    'reset-password': ({ url }) => ({
      subject: 'Reset your password',
      heading: 'Reset your password',
      paragraphs: [
        'We received a request to reset the password of your Affiliate Autopilot account. This link is valid for 1 hour and can be used once. Resetting signs you out everywhere.',
        'If you did not ask for it, ignore this email: your password stays as it is.',
      ],
      button: { label: 'Choose a new password', href: url },
      linkFallback: true,
    }),
    'account-exists': ({ signInUrl, resetUrl }) => ({
      subject: 'You already have an Affiliate Autopilot account',
      heading: 'You already have an account',
      paragraphs: [
        'Someone (hopefully you) tried to sign up for Affiliate Autopilot with this email address, which already has an account. Nothing was changed.',
        `Sign in instead, or reset your password if you forgot it: ${resetUrl}`,
      ],
      button: { label: 'Sign in', href: signInUrl },
    }),
    'email-changed': ({ oldEmail, newEmail, revertUrl }) => ({
      subject: 'Your email address was changed',
      heading: 'Your email address was changed',
      paragraphs: [
        `The email address of your Affiliate Autopilot account was changed from ${oldEmail} to ${newEmail}. If you made this change, there is nothing to do.`,
        `If you did not, undo it now: the link below puts ${oldEmail} back, signs out every session and lets you choose a new password. It is valid for 7 days.`,
      ],
      button: { label: 'This was not me: undo the change', href: revertUrl },
      linkFallback: true,
    }),
    'email-in-use': ({ email, signInUrl }) => ({
      subject: 'Someone tried to use your email address',
      heading: 'Your address is already in use',
      paragraphs: [
        `Another Affiliate Autopilot account asked to change its email address to ${email}, which already belongs to your account. Nothing was changed and your account is safe.`,
        'If that was you, sign in with this address instead.',
      ],
      button: { label: 'Sign in', href: signInUrl },
    }),
    'google-linked': ({ googleEmail, resetUrl }) => ({
      subject: 'Google sign-in was connected to your account',
      heading: 'Google sign-in connected',
      paragraphs: [
        `You can now sign in to your Affiliate Autopilot account with Google (${googleEmail}); your password keeps working too.`,
        `If this was not you, reset your password right away: ${resetUrl}`,
      ],
    }),
    'payment-failed': ({ amount, billingUrl }) => ({
      subject: 'Your plan renewal payment failed',
      heading: 'We could not renew your plan',
      paragraphs: [
        `The payment of ${amount} for your Affiliate Autopilot plan did not go through, so this month's credits were not added. Your other credits stay yours.`,
        'Update your card in Billing and the renewal is tried again; your campaigns keep running while you have credits.',
      ],
      button: { label: 'Update my card', href: billingUrl },
      linkFallback: true,
    }),
    'post-check-failed': ({ postTitle, postUrl, passed, total, failures, libraryUrl }) => ({
      subject: `Your post needs a fix: ${passed} of ${total} checks passed`,
      heading: 'A check of your live post failed',
      paragraphs: [
        `We read your post “${postTitle}” (${postUrl}) as a reader and a search engine do. What needs fixing:`,
        ...failureLines('en', failures),
        'The Content Library shows every check of your posts; we check each post again a day and a week after publishing.',
      ],
      button: { label: 'Open the Content Library', href: libraryUrl },
      linkFallback: true,
      footer: en.runMailsFooter,
    }),
    'run-failed': ({ campaignName, runNumber, message, runUrl }) => ({
      subject: `Run ${runNumber} of “${campaignName}” failed`,
      heading: 'A run of your campaign failed',
      paragraphs: [
        `Run ${runNumber} of your campaign “${campaignName}” failed.`,
        sayMessage(message, 'en'),
        'The campaign’s page shows every run, and why one failed.',
      ],
      button: { label: 'See the run', href: runUrl },
      linkFallback: true,
      footer: en.runMailsFooter,
    }),
    'pin-failed': ({ campaignName, runNumber, cause, detail, runUrl }) => ({
      subject: `A pin of “${campaignName}” could not be posted`,
      heading: 'A scheduled pin could not be posted',
      paragraphs: [
        `A pin of run ${runNumber} of your campaign “${campaignName}” was due, and Pinterest refused it.`,
        cause === 'not-connected'
          ? 'Pinterest no longer accepts your account’s authorization (it was revoked or expired). Reconnect Pinterest in Platform Configuration: the pins still scheduled will then go at their times.'
          : cause === 'board-gone'
            ? 'The board the pin was for is gone from your Pinterest account. Choose a board for the campaign on its page.'
            : `Pinterest said: ${detail}`,
        'The pin is kept on the run, marked as failed: “Post now” tries it again.',
      ],
      button: { label: 'See the run', href: runUrl },
      linkFallback: true,
      footer: en.runMailsFooter,
    }),
    'draft-ready': ({ campaignName, runNumber, postTitle, reviewUrl, reminder }) => ({
      subject: reminder
        ? `A draft of “${campaignName}” is still waiting for your review`
        : `Your draft “${postTitle}” is ready for review`,
      heading: reminder ? 'A draft is still waiting' : 'A draft is ready for your review',
      paragraphs: [
        reminder
          ? `Run ${runNumber} of your campaign “${campaignName}” wrote “${postTitle}” a week ago. It is still a draft on your blog: nothing is published, and its pins wait with it.`
          : `Run ${runNumber} of your campaign “${campaignName}” wrote “${postTitle}”. It is saved as a draft on your blog, as you asked: nothing is published until you approve it.`,
        'Read it as it will look, change what you want, then approve it (it is published and its pins follow) or discard it (the draft and its images are deleted from your blog).',
      ],
      button: { label: 'Review the draft', href: reviewUrl },
      linkFallback: true,
      footer: en.accountMailsFooter,
    }),
    'campaign-paused': ({ campaignName, runs, siteUrl, campaignUrl }) => ({
      subject: `“${campaignName}” is paused: your blog did not answer`,
      heading: 'Your campaign is paused',
      paragraphs: [
        `The last ${runs} runs of your campaign “${campaignName}” could not reach your blog (${siteUrl}), so we paused the campaign rather than try again at every slot.`,
        'Check that your blog opens in a browser and that its address in Platform Configuration is still right (a site that moved, an expired domain or a host that is down all look like this). Then resume the campaign on its page: it runs again on its schedule.',
      ],
      button: { label: 'Open the campaign', href: campaignUrl },
      linkFallback: true,
      footer: 'You receive this email because a campaign of your Affiliate Autopilot account was paused.',
    }),
    'payment-received': ({ amount, kind, planName, credits, months, bonus, historyUrl }) => ({
      subject:
        kind === 'top-up'
          ? `Payment received: ${credits} credits added`
          : `Payment received for ${planName}: ${credits} credits added`,
      heading: 'Payment received',
      paragraphs: [
        kind === 'top-up'
          ? `We received your payment of ${amount} for ${credits} credits (${planName}, once). They are on your balance now and never expire.`
          : kind === 'renewal'
            ? `We received your payment of ${amount} renewing your ${planName} plan. This month's ${credits} credits are on your balance.`
            : kind === 'change'
              ? `We received your payment of ${amount} for your change to the ${planName} plan. ${credits} credits are on your balance.`
              : `We received your payment of ${amount} for the ${planName} plan. Its first ${credits} credits are on your balance.`,
        ...(months > 1
          ? [
              `The plan is paid for ${months} months: ${credits} more credits arrive at the start of each of them.`,
            ]
          : []),
        ...(bonus > 0
          ? [`As your first package, it also brought a one-time bonus of ${bonus} credits.`]
          : []),
        'Your credit history in Profile Settings lists every payment and what it added.',
      ],
      button: { label: 'See my credit history', href: historyUrl },
      linkFallback: true,
      footer: en.accountMailsFooter,
    }),
    'plan-changed': ({ fromPlan, toPlan, cycle, credits, billingUrl }) => ({
      subject: `Your plan is now ${toPlan}`,
      heading: 'Your plan changed',
      paragraphs: [
        `Your plan changed from ${fromPlan} to ${toPlan}, billed ${cycle === 'annual' ? 'yearly' : 'monthly'}: ${credits} credits a month from now on.`,
        'Credits already on your balance stay yours. If you did not make this change, open Billing to see your plan and change it back.',
      ],
      button: { label: 'Open Billing', href: billingUrl },
      linkFallback: true,
      footer: en.accountMailsFooter,
    }),
    'campaign-finished': ({ campaignName, runs, published, campaignUrl }) => ({
      subject:
        runs === 1 ? `“${campaignName}” finished its run` : `“${campaignName}” finished its ${runs} runs`,
      heading: 'Your campaign is finished',
      paragraphs: [
        `Your campaign “${campaignName}” did ${runs === 1 ? 'its one run' : `all ${runs} of its runs`} and published ${published} article${published === 1 ? '' : 's'}. It will not run again.`,
        'Its page lists every article with its pins and checks.',
      ],
      button: { label: 'Open the campaign', href: campaignUrl },
      linkFallback: true,
      footer: en.accountMailsFooter,
    }),
    'campaign-paused-credits': ({ campaignName, needed, balance, buyUrl }) => ({
      subject: `“${campaignName}” is paused: ${needed} more credits needed`,
      heading: 'Your campaign is paused for credits',
      paragraphs: [
        `Your campaign “${campaignName}” was due to run, but a run costs 10 credits and your balance is ${balance}. We paused it rather than run it unpaid; nothing was charged.`,
        `Add at least ${needed} credits, then resume the campaign on its page: it runs again on its schedule.`,
      ],
      button: { label: 'Buy credits', href: buyUrl },
      linkFallback: true,
      footer: en.accountMailsFooter,
    }),
    'weekly-summary': ({ week, published, pins, outboundClicks, checksFailing, libraryUrl }) => ({
      subject: `Your week on Affiliate Autopilot: ${published} post${published === 1 ? '' : 's'}, ${pins} pin${pins === 1 ? '' : 's'}`,
      heading: `Your week, ${week}`,
      paragraphs: [
        `Posts published: ${published}.`,
        `Pins posted: ${pins}.`,
        `Outbound clicks on your pins, as last measured on Pinterest: ${outboundClicks}.`,
        checksFailing === 0
          ? 'Post checks: every live post passed its latest check.'
          : `Post checks: ${checksFailing} live post${checksFailing === 1 ? '' : 's'} failed the latest check; the Content Library says what to fix.`,
      ],
      button: { label: 'Open the Content Library', href: libraryUrl },
      linkFallback: true,
      footer: en.accountMailsFooter,
    }),
    'support-message': (props) => ({
      subject: `Support: ${en.supportTypes[props.type]}`,
      heading: `${en.supportTypes[props.type]} from the support widget`,
      paragraphs: [
        `From: ${props.senderName ? `${props.senderName} <${props.senderEmail}>` : props.senderEmail} (${props.userId ? `account ${props.userId}` : 'not signed in'})`,
        `Reply to: ${props.senderEmail}. They were promised an answer within 48 hours via email.`,
        `Page: ${props.url || 'unknown'} · Browser: ${props.userAgent || 'unknown'} · Sent: ${props.sentAt}`,
      ],
      quote: props.message,
      replyTo: props.senderEmail,
      footer: 'Sent by the support widget of Affiliate Autopilot. Reply to this email to answer the sender.',
    }),
    'support-receipt': ({ type }) => ({
      subject: 'We received your message',
      heading: 'We received your message',
      paragraphs: [
        `Thank you for contacting Affiliate Autopilot support. We received your ${en.supportTypes[type].toLowerCase()} and will reply within 48 hours via email.`,
        'If you did not write to us, you can ignore this email.',
      ],
      footer:
        'You receive this email because this address was entered in the support form of Affiliate Autopilot.',
    }),
  },
};

const fr: LanguageCopy = {
  greeting: (firstName) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,'),
  footer: 'Vous recevez cet e-mail suite à une action sur votre compte Affiliate Autopilot.',
  runMailsFooter:
    'Vous recevez cet e-mail car les e-mails sur vos exécutions sont activés. Désactivez-les dans Notifications, dans les paramètres du profil.',
  accountMailsFooter:
    'Vous recevez cet e-mail car ce type d’e-mail est activé pour votre compte. Désactivez-le dans Notifications, dans les paramètres du profil.',
  linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  supportTypes: { question: 'Question', bug: 'Signalement de bug', feature: 'Suggestion de fonctionnalité' },
  templates: {
    'verify-email': ({ url }) => ({
      subject: 'Confirmez votre adresse e-mail',
      heading: 'Confirmez votre adresse e-mail',
      paragraphs: [
        "Bienvenue sur Affiliate Autopilot ! Confirmez votre adresse e-mail pour activer votre compte et vos 10 crédits offerts. Ce lien est valable 24 heures et ne peut servir qu'une fois.",
        'Si vous ne vous êtes pas inscrit, ignorez cet e-mail : aucun compte ne sera activé.',
      ],
      button: { label: 'Vérifier mon e-mail', href: url },
      linkFallback: true,
    }),
    'confirm-email-change': ({ firstName, lastName, currentEmail, newEmail, url }) => ({
      subject: "Confirmez la nouvelle adresse e-mail d'un compte existant",
      heading: 'Associer un compte existant à cette adresse ?',
      paragraphs: [
        `Le compte Affiliate Autopilot de ${`${firstName} ${lastName}`.trim()} (aujourd'hui ${currentEmail}) demande à utiliser ${newEmail} comme adresse e-mail. Il ne s'agit pas d'une inscription.`,
        "Ne confirmez que si ce compte est le vôtre : il se connectera ensuite avec cette adresse. Sinon, ignorez cet e-mail et rien ne changera. Le lien est valable 24 heures et ne peut servir qu'une fois.",
      ],
      button: { label: 'Oui, associer mon compte à cette adresse', href: url },
      linkFallback: true,
    }),
    'reset-password': ({ url }) => ({
      subject: 'Réinitialisez votre mot de passe',
      heading: 'Réinitialisez votre mot de passe',
      paragraphs: [
        "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Affiliate Autopilot. Ce lien est valable 1 heure et ne peut servir qu'une fois. La réinitialisation vous déconnecte partout.",
        "Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.",
      ],
      button: { label: 'Choisir un nouveau mot de passe', href: url },
      linkFallback: true,
    }),
    'account-exists': ({ signInUrl, resetUrl }) => ({
      subject: 'Vous avez déjà un compte Affiliate Autopilot',
      heading: 'Vous avez déjà un compte',
      paragraphs: [
        "Quelqu'un (vous, espérons-le) a tenté de s'inscrire sur Affiliate Autopilot avec cette adresse e-mail, qui a déjà un compte. Rien n'a été modifié.",
        `Connectez-vous plutôt, ou réinitialisez votre mot de passe si vous l'avez oublié : ${resetUrl}`,
      ],
      button: { label: 'Se connecter', href: signInUrl },
    }),
    'email-changed': ({ oldEmail, newEmail, revertUrl }) => ({
      subject: 'Votre adresse e-mail a été modifiée',
      heading: 'Votre adresse e-mail a été modifiée',
      paragraphs: [
        `L'adresse e-mail de votre compte Affiliate Autopilot est passée de ${oldEmail} à ${newEmail}. Si c'est vous, vous n'avez rien à faire.`,
        `Sinon, annulez-le maintenant : le lien ci-dessous rétablit ${oldEmail}, déconnecte toutes les sessions et vous permet de choisir un nouveau mot de passe. Il est valable 7 jours.`,
      ],
      button: { label: "Ce n'était pas moi : annuler le changement", href: revertUrl },
      linkFallback: true,
    }),
    'email-in-use': ({ email, signInUrl }) => ({
      subject: "Quelqu'un a tenté d'utiliser votre adresse e-mail",
      heading: 'Votre adresse est déjà utilisée',
      paragraphs: [
        `Un autre compte Affiliate Autopilot a demandé à remplacer son adresse par ${email}, qui appartient déjà à votre compte. Rien n'a été modifié et votre compte est en sécurité.`,
        "Si c'était vous, connectez-vous plutôt avec cette adresse.",
      ],
      button: { label: 'Se connecter', href: signInUrl },
    }),
    'google-linked': ({ googleEmail, resetUrl }) => ({
      subject: 'La connexion Google a été associée à votre compte',
      heading: 'Connexion Google associée',
      paragraphs: [
        `Vous pouvez désormais vous connecter à votre compte Affiliate Autopilot avec Google (${googleEmail}) ; votre mot de passe reste valable.`,
        `Si ce n'était pas vous, réinitialisez votre mot de passe tout de suite : ${resetUrl}`,
      ],
    }),
    'payment-failed': ({ amount, billingUrl }) => ({
      subject: 'Le paiement du renouvellement de votre offre a échoué',
      heading: "Nous n'avons pas pu renouveler votre offre",
      paragraphs: [
        `Le paiement de ${amount} pour votre offre Affiliate Autopilot n'a pas abouti : les crédits de ce mois n'ont donc pas été ajoutés. Vos autres crédits restent à vous.`,
        'Mettez à jour votre carte dans Facturation et le renouvellement sera retenté ; vos campagnes continuent tant que vous avez des crédits.',
      ],
      button: { label: 'Mettre à jour ma carte', href: billingUrl },
      linkFallback: true,
    }),
    'post-check-failed': ({ postTitle, postUrl, passed, total, failures, libraryUrl }) => ({
      subject: `Votre article est à corriger : ${passed} vérifications réussies sur ${total}`,
      heading: 'Une vérification de votre article en ligne a échoué',
      paragraphs: [
        `Nous avons lu votre article « ${postTitle} » (${postUrl}) comme un lecteur et un moteur de recherche. Ce qu’il faut corriger :`,
        ...failureLines('fr', failures),
        'La Bibliothèque de contenu montre chaque vérification de vos articles ; nous vérifions chaque article à nouveau un jour et une semaine après sa publication.',
      ],
      button: { label: 'Ouvrir la Bibliothèque de contenu', href: libraryUrl },
      linkFallback: true,
      footer: fr.runMailsFooter,
    }),
    'run-failed': ({ campaignName, runNumber, message, runUrl }) => ({
      subject: `L’exécution ${runNumber} de « ${campaignName} » a échoué`,
      heading: 'Une exécution de votre campagne a échoué',
      paragraphs: [
        `L’exécution ${runNumber} de votre campagne « ${campaignName} » a échoué.`,
        sayMessage(message, 'fr'),
        'La page de la campagne montre chaque exécution et, pour un échec, sa raison.',
      ],
      button: { label: 'Voir l’exécution', href: runUrl },
      linkFallback: true,
      footer: fr.runMailsFooter,
    }),
    'pin-failed': ({ campaignName, runNumber, cause, detail, runUrl }) => ({
      subject: `Une épingle de « ${campaignName} » n’a pas pu être publiée`,
      heading: 'Une épingle programmée n’a pas pu être publiée',
      paragraphs: [
        `Une épingle de l’exécution ${runNumber} de votre campagne « ${campaignName} » arrivait à son heure, et Pinterest l’a refusée.`,
        cause === 'not-connected'
          ? 'Pinterest n’accepte plus l’autorisation de votre compte (elle a été révoquée ou a expiré). Reconnectez Pinterest dans la configuration des plateformes : les épingles encore programmées partiront alors à leur heure.'
          : cause === 'board-gone'
            ? 'Le tableau de cette épingle n’existe plus sur votre compte Pinterest. Choisissez un tableau pour la campagne depuis sa page.'
            : `Pinterest a répondu : ${detail}`,
        'L’épingle reste sur l’exécution, marquée en échec : « Publier maintenant » la retente.',
      ],
      button: { label: 'Voir l’exécution', href: runUrl },
      linkFallback: true,
      footer: fr.runMailsFooter,
    }),
    'draft-ready': ({ campaignName, runNumber, postTitle, reviewUrl, reminder }) => ({
      subject: reminder
        ? `Un brouillon de « ${campaignName} » attend toujours votre relecture`
        : `Votre brouillon « ${postTitle} » est prêt à relire`,
      heading: reminder ? 'Un brouillon attend toujours' : 'Un brouillon est prêt à relire',
      paragraphs: [
        reminder
          ? `L’exécution ${runNumber} de votre campagne « ${campaignName} » a rédigé « ${postTitle} » il y a une semaine. C’est toujours un brouillon sur votre blog : rien n’est publié, et ses épingles attendent avec lui.`
          : `L’exécution ${runNumber} de votre campagne « ${campaignName} » a rédigé « ${postTitle} ». Il est enregistré en brouillon sur votre blog, comme vous l’avez demandé : rien n’est publié avant votre accord.`,
        'Lisez-le tel qu’il s’affichera, modifiez ce que vous voulez, puis approuvez-le (il est publié et ses épingles suivent) ou supprimez-le (le brouillon et ses images sont retirés de votre blog).',
      ],
      button: { label: 'Relire le brouillon', href: reviewUrl },
      linkFallback: true,
      footer: fr.accountMailsFooter,
    }),
    'campaign-paused': ({ campaignName, runs, siteUrl, campaignUrl }) => ({
      subject: `« ${campaignName} » est en pause : votre blog ne répond pas`,
      heading: 'Votre campagne est en pause',
      paragraphs: [
        `Les ${runs} dernières exécutions de votre campagne « ${campaignName} » n’ont pas pu joindre votre blog (${siteUrl}) : nous avons mis la campagne en pause plutôt que de réessayer à chaque créneau.`,
        'Vérifiez que votre blog s’ouvre dans un navigateur et que son adresse est toujours la bonne dans la configuration des plateformes (un site déplacé, un domaine expiré ou un hébergeur en panne donnent ce résultat). Reprenez ensuite la campagne depuis sa page : elle s’exécutera de nouveau selon son calendrier.',
      ],
      button: { label: 'Ouvrir la campagne', href: campaignUrl },
      linkFallback: true,
      footer:
        'Vous recevez cet e-mail car une campagne de votre compte Affiliate Autopilot a été mise en pause.',
    }),
    'payment-received': ({ amount, kind, planName, credits, months, bonus, historyUrl }) => ({
      subject:
        kind === 'top-up'
          ? `Paiement reçu : ${credits} crédits ajoutés`
          : `Paiement reçu pour ${planName} : ${credits} crédits ajoutés`,
      heading: 'Paiement reçu',
      paragraphs: [
        kind === 'top-up'
          ? `Nous avons reçu votre paiement de ${amount} pour ${credits} crédits (${planName}, une fois). Ils sont sur votre solde et n’expirent jamais.`
          : kind === 'renewal'
            ? `Nous avons reçu votre paiement de ${amount} qui renouvelle votre formule ${planName}. Les ${credits} crédits de ce mois sont sur votre solde.`
            : kind === 'change'
              ? `Nous avons reçu votre paiement de ${amount} pour votre passage à la formule ${planName}. ${credits} crédits sont sur votre solde.`
              : `Nous avons reçu votre paiement de ${amount} pour la formule ${planName}. Ses ${credits} premiers crédits sont sur votre solde.`,
        ...(months > 1
          ? [
              `La formule est payée pour ${months} mois : ${credits} crédits de plus arrivent au début de chacun d’eux.`,
            ]
          : []),
        ...(bonus > 0 ? [`Premier achat : il vous apporte aussi un bonus unique de ${bonus} crédits.`] : []),
        'L’historique des crédits, dans les paramètres du profil, liste chaque paiement et ce qu’il a ajouté.',
      ],
      button: { label: 'Voir mon historique de crédits', href: historyUrl },
      linkFallback: true,
      footer: fr.accountMailsFooter,
    }),
    'plan-changed': ({ fromPlan, toPlan, cycle, credits, billingUrl }) => ({
      subject: `Votre formule est désormais ${toPlan}`,
      heading: 'Votre formule a changé',
      paragraphs: [
        `Votre formule est passée de ${fromPlan} à ${toPlan}, facturée ${cycle === 'annual' ? 'à l’année' : 'au mois'} : ${credits} crédits par mois désormais.`,
        'Les crédits déjà sur votre solde restent à vous. Si vous n’êtes pas à l’origine de ce changement, ouvrez Facturation pour voir votre formule et revenir en arrière.',
      ],
      button: { label: 'Ouvrir Facturation', href: billingUrl },
      linkFallback: true,
      footer: fr.accountMailsFooter,
    }),
    'campaign-finished': ({ campaignName, runs, published, campaignUrl }) => ({
      subject:
        runs === 1
          ? `« ${campaignName} » a terminé son exécution`
          : `« ${campaignName} » a terminé ses ${runs} exécutions`,
      heading: 'Votre campagne est terminée',
      paragraphs: [
        `Votre campagne « ${campaignName} » a fait ${runs === 1 ? 'son exécution' : `ses ${runs} exécutions`} et publié ${published} article${published > 1 ? 's' : ''}. Elle ne s’exécutera plus.`,
        'Sa page liste chaque article avec ses épingles et ses vérifications.',
      ],
      button: { label: 'Ouvrir la campagne', href: campaignUrl },
      linkFallback: true,
      footer: fr.accountMailsFooter,
    }),
    'campaign-paused-credits': ({ campaignName, needed, balance, buyUrl }) => ({
      subject: `« ${campaignName} » est en pause : il manque ${needed} crédits`,
      heading: 'Votre campagne est en pause faute de crédits',
      paragraphs: [
        `Votre campagne « ${campaignName} » devait s’exécuter, mais une exécution coûte 10 crédits et votre solde est de ${balance}. Nous l’avons mise en pause plutôt que de l’exécuter sans la payer ; rien n’a été débité.`,
        `Ajoutez au moins ${needed} crédits, puis reprenez la campagne depuis sa page : elle s’exécutera de nouveau selon son calendrier.`,
      ],
      button: { label: 'Acheter des crédits', href: buyUrl },
      linkFallback: true,
      footer: fr.accountMailsFooter,
    }),
    'weekly-summary': ({ week, published, pins, outboundClicks, checksFailing, libraryUrl }) => ({
      subject: `Votre semaine sur Affiliate Autopilot : ${published} article${published > 1 ? 's' : ''}, ${pins} épingle${pins > 1 ? 's' : ''}`,
      heading: `Votre semaine, ${week}`,
      paragraphs: [
        `Articles publiés : ${published}.`,
        `Épingles publiées : ${pins}.`,
        `Clics sortants sur vos épingles, au dernier relevé sur Pinterest : ${outboundClicks}.`,
        checksFailing === 0
          ? 'Vérifications : chaque article en ligne a passé sa dernière vérification.'
          : `Vérifications : ${checksFailing} article${checksFailing > 1 ? 's' : ''} en ligne ${checksFailing > 1 ? 'ont échoué' : 'a échoué'} à la dernière vérification ; la bibliothèque de contenu dit quoi corriger.`,
      ],
      button: { label: 'Ouvrir la bibliothèque de contenu', href: libraryUrl },
      linkFallback: true,
      footer: fr.accountMailsFooter,
    }),
    'support-message': (props) => ({
      subject: `Support : ${fr.supportTypes[props.type]}`,
      heading: `${fr.supportTypes[props.type]} reçu(e) par le widget d’assistance`,
      paragraphs: [
        `De : ${props.senderName ? `${props.senderName} <${props.senderEmail}>` : props.senderEmail} (${props.userId ? `compte ${props.userId}` : 'non connecté'})`,
        `Répondre à : ${props.senderEmail}. Une réponse sous 48 heures par e-mail lui a été promise.`,
        `Page : ${props.url || 'inconnue'} · Navigateur : ${props.userAgent || 'inconnu'} · Envoyé : ${props.sentAt}`,
      ],
      quote: props.message,
      replyTo: props.senderEmail,
      footer:
        "Envoyé par le widget d'assistance d'Affiliate Autopilot. Répondez à cet e-mail pour répondre à l'expéditeur.",
    }),
    'support-receipt': ({ type }) => ({
      subject: 'Nous avons bien reçu votre message',
      heading: 'Nous avons bien reçu votre message',
      paragraphs: [
        `Merci d’avoir contacté l’assistance Affiliate Autopilot. Nous avons bien reçu votre message (${fr.supportTypes[type].toLowerCase()}) et vous répondrons sous 48 heures par e-mail.`,
        'Si vous ne nous avez pas écrit, ignorez cet e-mail.',
      ],
      footer:
        "Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire d'assistance d'Affiliate Autopilot.",
    }),
  },
};

export const mailCopy: Record<MailLanguage, LanguageCopy> = { en, fr };

/** The content of one mail in its language. */
export function contentOf(email: EmailTemplate): MailContent & { greeting: string } {
  const copy = mailCopy[email.language] ?? en;
  const build = copy.templates[email.template] as (props: EmailTemplate['props']) => MailContent;
  return { ...build(email.props), greeting: copy.greeting(email.props.firstName) };
}
