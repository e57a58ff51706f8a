/**
 * The onboarding tour (PRODUCT.md §4, six steps) and its first-login welcome. Its state lives on the
 * server (GET /onboarding), so it resumes from what is connected and a second browser does not
 * replay it. Mounted by the dashboard shell.
 */

import './setup-i18n.ts';
import { Messages } from '@aa/contracts';
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
} from '../../lib/platforms-api.ts';
import { PinterestConnectButton } from './components/pinterest-connect-button.tsx';

const STEPS = 6;
/** PRODUCT.md §9: the tour watches the Pinterest and Amazon flags every 5 s on steps 4 and 5. */
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

export function OnboardingTour() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [step, setStep] = useState<number | null>(null);
  const redirected = useRef(false);
  const onboarding = useQuery({
    ...onboardingQuery,
    refetchInterval: step === 4 || step === 5 ? WATCH_INTERVAL_MS : false,
  });
  const complete = useCompleteOnboarding();
  const demoWordPress = useConnectDemoWordPress();
  const demoTag = useSaveAmazonTag();
  const data = onboarding.data;
  const active = Boolean(data && !data.completed);

  // Start where the user is: resumed from what is connected.
  useEffect(() => {
    if (data && !data.completed && step === null) setStep(data.startStep);
  }, [data, step]);

  // First login: the welcome shows on the setup wizard.
  const quiet = QUIET_PAGES.some((page) => location.pathname.startsWith(page));
  useEffect(() => {
    if (!active || redirected.current) return;
    redirected.current = true;
    if (![...WELCOME_PAGES, ...QUIET_PAGES].some((page) => location.pathname.startsWith(page))) {
      navigate(paths.setup, { replace: true });
    }
  }, [active, location.pathname, navigate]);

  // Auto-advance when the flag a step waits for is set (e.g. Pinterest connected in the wizard).
  useEffect(() => {
    if (!data) return;
    if (step === 4 && data.pinterestConnected) setStep(5);
    if (step === 5 && data.amazonConfigured) setStep(6);
  }, [data, step]);

  if (!active || step === null || !data || quiet) return null;

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

  const next = () => setStep((current) => Math.min(STEPS, (current ?? 1) + 1));
  const content = stepContent(
    step,
    {
      next,
      connectDemo,
      connectingDemo: demoWordPress.isPending,
      applyDemoTag,
      savingDemoTag: demoTag.isPending,
      demoAmazonTag: data.demoAmazonTag,
      skipPinterest: () => setStep(5),
      ownTag: () => finish(paths.aiAgent),
      launch: () => finish(paths.aiAgent),
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
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between">
            <p className="text-xs font-semibold tracking-wide text-indigo-600 uppercase">
              {t('onboarding.progress', { step, total: STEPS })}
            </p>
            <ol className="flex gap-1.5" aria-hidden="true">
              {Array.from({ length: STEPS }, (_, index) => (
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
          <RadixDialog.Title className="mt-4 text-center text-xl font-bold text-slate-900">
            {content.title}
          </RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-center text-sm text-slate-600">
            {content.text}
          </RadixDialog.Description>
          {content.body ? <div className="mt-4">{content.body}</div> : null}
          <div className="mt-6 flex flex-col gap-2">{content.actions}</div>
          {step < STEPS ? (
            <button
              type="button"
              onClick={() => finish()}
              className="mt-4 w-full text-center text-sm text-slate-500 underline-offset-4 hover:underline"
            >
              {t('onboarding.skipTour')}
            </button>
          ) : null}
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
  demoAmazonTag: string;
  skipPinterest: () => void;
  ownTag: () => void;
  launch: () => void;
  finishing: boolean;
}

/** What one step shows and offers. */
function stepContent(
  step: number,
  actions: StepActions,
  t: TFunction,
): { icon: ReactNode; title: string; text: string; body?: ReactNode; actions: ReactNode } {
  const icon = 'h-12 w-12';
  switch (step) {
    case 1:
      return {
        icon: <Sparkles className={icon} />,
        title: t('onboarding.welcome.title'),
        text: t('onboarding.welcome.text'),
        actions: <Button onClick={actions.next}>{t('onboarding.welcome.start')}</Button>,
      };
    case 2:
      return {
        icon: <CheckCircle2 className={icon} />,
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
        icon: <Globe className={icon} />,
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
      return {
        icon: <Pin className={icon} />,
        title: t('onboarding.pinterest.title'),
        text: t('onboarding.pinterest.text'),
        actions: (
          <>
            <PinterestConnectButton label={t('onboarding.pinterest.connect')} />
            <Button variant="outline" onClick={actions.skipPinterest}>
              {t('onboarding.pinterest.skip')}
            </Button>
          </>
        ),
      };
    case 5:
      return {
        icon: <ShoppingBag className={icon} />,
        title: t('onboarding.amazon.title'),
        text: t('onboarding.amazon.text', { tag: actions.demoAmazonTag }),
        actions: (
          <>
            <Button onClick={actions.applyDemoTag} loading={actions.savingDemoTag}>
              {t('onboarding.amazon.useDemo')}
            </Button>
            <Button variant="outline" onClick={actions.ownTag} disabled={actions.finishing}>
              {t('onboarding.amazon.ownTag')}
            </Button>
          </>
        ),
      };
    default:
      return {
        icon: <Rocket className={icon} />,
        title: t('onboarding.ready.title'),
        text: t('onboarding.ready.text'),
        actions: (
          <Button onClick={actions.launch} loading={actions.finishing}>
            {t('onboarding.ready.launch')}
          </Button>
        ),
      };
  }
}
