/**
 * The onboarding tour (PRODUCT.md §4, six steps) and its first-login welcome. Its state lives on the
 * server: GET /onboarding opens it at the step the user was on (kept with PUT /onboarding/step) or
 * further when what is connected says so, and a second browser does not replay it. Each step says
 * what is true of the account (a blog, a tag); when the user goes to Platform Configuration to add
 * what a step lacks, the tour steps aside on that section and comes back once it is there. Mounted
 * by the dashboard shell.
 */

import './setup-i18n.ts';
import { Messages, ONBOARDING_STEPS, type Onboarding } from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { CheckCircle2, Globe, Pin, Rocket, ShoppingBag, Sparkles } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useNotifications } from '../../components/notifications/notifications-provider.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/i18n.ts';
import {
  onboardingQuery,
  platformKeys,
  useCompleteOnboarding,
  useConnectDemoWordPress,
  useSaveAmazonTag,
  useSaveOnboardingStep,
} from '../../lib/platforms-api.ts';
import { PinterestConnectButton } from './components/pinterest-connect-button.tsx';

/** PRODUCT.md §9: the tour watches what a step waits for every 5 s (it may be done in another tab). */
const WATCH_INTERVAL_MS = 5000;
/** PRODUCT.md §9: the data refreshes 2 s after the demo site connects, 1.5 s after the demo tag. */
const WORDPRESS_REFRESH_MS = 2000;
const AMAZON_REFRESH_MS = 1500;
/** Pages where the first login may stay; elsewhere it goes to the setup wizard. */
const WELCOME_PAGES: string[] = [paths.setup, paths.aiAgent];
/**
 * A plan picked on the pricing page before signing up lands on the buy page: the first login stays
 * there without the welcome over it; the tour opens on the next dashboard page (the payment's
 * return goes to the campaigns), and the setup wizard stays one click away in the sidebar.
 */
const QUIET_PAGES: string[] = [paths.buyCredits];
/** The campaigns page opens its 'Create New Campaign' dialog with this query (the last step's button). */
const CREATE_CAMPAIGN_PATH = `${paths.aiAgent}?create=1`;

/** A section of Platform Configuration (its element id) where the user adds what the tour lacks. */
type Section = 'wordpress' | 'amazon';

/** The section holding what this step needs and the account lacks: the blog first, then the tag. */
function missingSection(step: number, state: Onboarding): Section | undefined {
  const blog = state.wordpressConnected ? undefined : 'wordpress';
  const tag = state.amazonConfigured ? undefined : 'amazon';
  if (step === 4) return blog;
  if (step === 5) return tag;
  if (step === 6) return blog ?? tag;
  return undefined;
}

/** Whether the step waits for something done outside it (Pinterest's OAuth, a form, another tab). */
function watches(step: number, state: Onboarding): boolean {
  return missingSection(step, state) !== undefined || (step === 4 && !state.pinterestConnected);
}

export function OnboardingTour() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [step, setStep] = useState<number | null>(null);
  const redirected = useRef(false);
  /** The step the server has: the one the tour opened at, then each one saved. */
  const keptStep = useRef<number | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const onboarding = useQuery({
    ...onboardingQuery,
    refetchInterval: (query) =>
      step !== null && query.state.data && watches(step, query.state.data) ? WATCH_INTERVAL_MS : false,
  });
  const complete = useCompleteOnboarding();
  const { mutate: saveStep } = useSaveOnboardingStep();
  const demoWordPress = useConnectDemoWordPress();
  const demoTag = useSaveAmazonTag();
  const data = onboarding.data;
  const active = Boolean(data && !data.completed);

  // Open where the server says: the step the user was on, or further from what is connected.
  useEffect(() => {
    if (data && !data.completed && step === null) setStep(data.startStep);
  }, [data, step]);

  // Every step the user moves to is kept, so a reload or another browser resumes there.
  useEffect(() => {
    if (step === null || step === keptStep.current) return;
    if (keptStep.current !== null) saveStep({ step });
    keptStep.current = step;
  }, [step, saveStep]);

  // Each step's title takes the focus: a keyboard or screen reader user hears where they are, and
  // the button they pressed (gone with its step) does not leave the focus on the page behind.
  useEffect(() => {
    if (step !== null) title.current?.focus();
  }, [step]);

  // First login: the welcome shows on the setup wizard. A resumed tour stays where the user is (the
  // Amazon section it sent them to, after a reload).
  const quiet = QUIET_PAGES.some((page) => location.pathname.startsWith(page));
  useEffect(() => {
    if (!data || data.completed || redirected.current) return;
    redirected.current = true;
    const staysHere = [...WELCOME_PAGES, ...QUIET_PAGES].some((page) => location.pathname.startsWith(page));
    if (data.startStep === 1 && !staysHere) navigate(paths.setup, { replace: true });
  }, [data, location.pathname, navigate]);

  // Move on when what a step offers is done elsewhere (the demo site, Pinterest in the wizard, a tag).
  useEffect(() => {
    if (!data) return;
    if (step === 3 && data.wordpressConnected) setStep(4);
    if (step === 4 && data.pinterestConnected) setStep(5);
    if (step === 5 && data.amazonConfigured) setStep(6);
  }, [data, step]);

  const missing = step !== null && data ? missingSection(step, data) : undefined;
  // On the section it sent the user to, the tour is out of the way until what it lacks is there.
  const aside =
    missing !== undefined && location.pathname === paths.platforms && location.hash === `#${missing}`;
  if (!active || step === null || !data || quiet || aside) return null;

  const refreshLater = (delay: number) =>
    window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: platformKeys.all }), delay);
  const finish = (destination?: string) =>
    complete.mutate(undefined, {
      onSettled: () => {
        if (destination) navigate(destination);
      },
    });

  const connectDemo = () =>
    demoWordPress.mutate(undefined, {
      onSuccess: () => {
        setStep(4);
        refreshLater(WORDPRESS_REFRESH_MS);
      },
      onError: (error) =>
        notify({
          type: 'error',
          title: translateMessage(t, Messages.wordpressConnectionFailedTitle),
          message: translateMessage(t, errorMessage(error, Messages.wordpressFailed)),
        }),
    });

  const applyDemoTag = () =>
    demoTag.mutate(
      { affiliateTag: data.demoAmazonTag },
      {
        onSuccess: () => setStep(6),
        onError: (error) =>
          notify({
            type: 'error',
            title: translateMessage(t, errorMessage(error, Messages.amazonConfigureFailed)),
          }),
        onSettled: () => refreshLater(AMAZON_REFRESH_MS),
      },
    );

  const content = stepContent(
    step,
    data,
    {
      next: () => setStep((current) => Math.min(ONBOARDING_STEPS, (current ?? 1) + 1)),
      connectDemo,
      connectingDemo: demoWordPress.isPending,
      applyDemoTag,
      savingDemoTag: demoTag.isPending,
      skipPinterest: () => setStep(5),
      openSection: (section) => navigate(`${paths.platforms}#${section}`),
      launch: () => finish(CREATE_CAMPAIGN_PATH),
      finishing: complete.isPending,
    },
    t,
  );

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && finish()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-sm" />
        <RadixDialog.Content
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            title.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between">
            <p className="text-xs font-semibold tracking-wide text-indigo-600 uppercase">
              {t('onboarding.progress', { step, total: ONBOARDING_STEPS })}
            </p>
            <ol className="flex gap-1.5" aria-hidden="true">
              {Array.from({ length: ONBOARDING_STEPS }, (_, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the dots are the steps, in order
                  key={index}
                  className={`h-1.5 w-5 rounded-full ${index < step ? 'bg-indigo-600' : 'bg-slate-200'}`}
                />
              ))}
            </ol>
          </div>
          <div className="mt-5 flex justify-center text-indigo-600" aria-hidden="true">
            {content.icon}
          </div>
          <RadixDialog.Title
            ref={title}
            tabIndex={-1}
            className="mt-4 text-center text-xl font-bold text-slate-900 focus:outline-none"
          >
            {content.title}
          </RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-center text-sm text-slate-600">
            {content.text}
          </RadixDialog.Description>
          {content.body ? <div className="mt-4">{content.body}</div> : null}
          <div className="mt-6 flex flex-col gap-2">{content.actions}</div>
          <button
            type="button"
            onClick={() => finish()}
            disabled={complete.isPending}
            className="mt-4 w-full rounded-md text-center text-sm text-slate-500 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
          >
            {t('onboarding.skipTour')}
          </button>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

interface StepActions {
  next: () => void;
  connectDemo: () => void;
  connectingDemo: boolean;
  applyDemoTag: () => void;
  savingDemoTag: boolean;
  skipPinterest: () => void;
  /** Platform Configuration's section where the user adds what the tour lacks. */
  openSection: (section: Section) => void;
  launch: () => void;
  finishing: boolean;
}

interface StepContent {
  icon: ReactNode;
  title: string;
  text: string;
  body?: ReactNode;
  actions: ReactNode;
}

const ICON = 'h-12 w-12';

/** What one step shows and offers, for what the account has. */
function stepContent(step: number, state: Onboarding, actions: StepActions, t: TFunction): StepContent {
  switch (step) {
    case 1:
      return {
        icon: <Sparkles className={ICON} />,
        title: t('onboarding.welcome.title'),
        text: t('onboarding.welcome.text'),
        actions: <Button onClick={actions.next}>{t('onboarding.welcome.start')}</Button>,
      };
    case 2:
      return {
        icon: <CheckCircle2 className={ICON} />,
        title: t('onboarding.overview.title'),
        text: t('onboarding.overview.text'),
        body: (
          <ul className="space-y-2 text-sm text-slate-700">
            <li className="flex gap-2">
              <Globe className="h-5 w-5 shrink-0 text-indigo-600" aria-hidden="true" />
              {t('onboarding.overview.wordpress')}
            </li>
            <li className="flex gap-2">
              <Pin className="h-5 w-5 shrink-0 text-rose-600" aria-hidden="true" />
              {t('onboarding.overview.pinterest')}
            </li>
            <li className="flex gap-2">
              <ShoppingBag className="h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
              {t('onboarding.overview.amazon')}
            </li>
          </ul>
        ),
        actions: <Button onClick={actions.next}>{t('onboarding.next')}</Button>,
      };
    case 3:
      return {
        icon: <Globe className={ICON} />,
        title: t('onboarding.demoSite.title'),
        text: t('onboarding.demoSite.text'),
        actions: (
          <>
            <Button onClick={actions.connectDemo} loading={actions.connectingDemo}>
              {t('onboarding.demoSite.connect')}
            </Button>
            <Button variant="outline" onClick={actions.next} disabled={actions.connectingDemo}>
              {t('onboarding.next')}
            </Button>
          </>
        ),
      };
    case 4:
      return pinterestContent(state, actions, t);
    case 5:
      return {
        icon: <ShoppingBag className={ICON} />,
        title: t('onboarding.amazon.title'),
        text: t('onboarding.amazon.text', { tag: state.demoAmazonTag }),
        actions: (
          <>
            <Button onClick={actions.applyDemoTag} loading={actions.savingDemoTag}>
              {t('onboarding.amazon.useDemo')}
            </Button>
            <Button
              variant="outline"
              onClick={() => actions.openSection('amazon')}
              disabled={actions.savingDemoTag}
            >
              {t('onboarding.amazon.ownTag')}
            </Button>
          </>
        ),
      };
    default:
      return readyContent(state, actions, t);
  }
}

/** Step 4: Pinterest, which waits for a blog (PRODUCT.md §4): without one, the way to connect it. */
function pinterestContent(state: Onboarding, actions: StepActions, t: TFunction): StepContent {
  const skip = (
    <Button variant="outline" onClick={actions.skipPinterest}>
      {t('onboarding.pinterest.skip')}
    </Button>
  );
  if (!state.wordpressConnected)
    return {
      icon: <Pin className={ICON} />,
      title: t('onboarding.pinterest.titleWithoutBlog'),
      text: t('onboarding.pinterest.textWithoutBlog'),
      actions: (
        <>
          <Button onClick={() => actions.openSection('wordpress')}>{t('onboarding.connectBlog')}</Button>
          {skip}
        </>
      ),
    };
  return {
    icon: <Pin className={ICON} />,
    title: t('onboarding.pinterest.title'),
    text: t('onboarding.pinterest.text'),
    actions: (
      <>
        <PinterestConnectButton label={t('onboarding.pinterest.connect')} />
        {skip}
      </>
    ),
  };
}

/** Step 6: ready only with a blog and a tag; otherwise what is missing, and the way to add it. */
function readyContent(state: Onboarding, actions: StepActions, t: TFunction): StepContent {
  const icon = <Rocket className={ICON} />;
  const missing = missingSection(6, state);
  if (!missing)
    return {
      icon,
      title: t('onboarding.ready.title'),
      text: t('onboarding.ready.text'),
      actions: (
        <Button onClick={actions.launch} loading={actions.finishing}>
          {t('onboarding.ready.launch')}
        </Button>
      ),
    };
  const texts = missingTexts(state, t);
  return {
    icon,
    ...texts,
    actions: (
      <Button onClick={() => actions.openSection(missing)}>
        {missing === 'wordpress' ? t('onboarding.connectBlog') : t('onboarding.addTag')}
      </Button>
    ),
  };
}

function missingTexts(state: Onboarding, t: TFunction): { title: string; text: string } {
  if (!state.wordpressConnected && !state.amazonConfigured)
    return { title: t('onboarding.ready.bothMissing.title'), text: t('onboarding.ready.bothMissing.text') };
  if (!state.wordpressConnected)
    return { title: t('onboarding.ready.blogMissing.title'), text: t('onboarding.ready.blogMissing.text') };
  return { title: t('onboarding.ready.tagMissing.title'), text: t('onboarding.ready.tagMissing.text') };
}
