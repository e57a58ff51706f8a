/**
 * The onboarding tour (PRODUCT.md §4, six steps) and its first-login welcome. Its state lives on the
 * server: GET /onboarding opens it at the step the user was on (kept with PUT /onboarding/step) or
 * further when what is connected says so, and a second browser does not replay it. Each step says
 * what is true of the account (a blog, a tag); when the user goes to Platform Configuration to add
 * what a step lacks, the tour steps aside on that section and comes back once it is there. Mounted
 * by the dashboard shell.
 */

import './setup-i18n.ts';
import { Messages, ONBOARDING_STEPS } from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog as RadixDialog } from 'radix-ui';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useNotifications } from '../../components/notifications/notifications-provider.tsx';
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
import { missingSection, shownStep, stepContent, tourReducer, watches } from './onboarding-steps.tsx';

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

export function OnboardingTour() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  // The step shown is derived: the user's last move, else where the server opened the tour, moved on
  // past what is done elsewhere (onboarding-steps.tsx's shownStep).
  const [chosen, move] = useReducer(tourReducer, null);
  const redirected = useRef(false);
  /** The step the server has: the one the tour opened at, then each one saved. */
  const keptStep = useRef<number | null>(null);
  /** Focuses a step's title as it mounts (stable: React calls a new ref function on every render). */
  const focusTitle = useCallback((element: HTMLHeadingElement | null) => element?.focus(), []);
  const onboarding = useQuery({
    ...onboardingQuery,
    refetchInterval: (query) => {
      const state = query.state.data;
      return state && !state.completed && watches(shownStep(chosen, state), state)
        ? WATCH_INTERVAL_MS
        : false;
    },
  });
  const complete = useCompleteOnboarding();
  const { mutate: saveStep } = useSaveOnboardingStep();
  const demoWordPress = useConnectDemoWordPress();
  const demoTag = useSaveAmazonTag();
  const data = onboarding.data;
  const active = Boolean(data && !data.completed);
  const step = data && active ? shownStep(chosen, data) : null;

  // Every step the user moves to is kept on the server, so a reload or another browser resumes there.
  useEffect(() => {
    if (step === null || step === keptStep.current) return;
    if (keptStep.current !== null) saveStep({ step });
    keptStep.current = step;
  }, [step, saveStep]);

  // First login: the welcome shows on the setup wizard. A resumed tour stays where the user is (the
  // Amazon section it sent them to, after a reload).
  const quiet = QUIET_PAGES.some((page) => location.pathname.startsWith(page));
  useEffect(() => {
    if (!data || data.completed || redirected.current) return;
    redirected.current = true;
    const staysHere = [...WELCOME_PAGES, ...QUIET_PAGES].some((page) => location.pathname.startsWith(page));
    if (data.startStep === 1 && !staysHere) navigate(paths.setup, { replace: true });
  }, [data, location.pathname, navigate]);

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
        move({ type: 'go', step: 4 });
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
        onSuccess: () => move({ type: 'go', step: 6 }),
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
      next: () => move({ type: 'next', from: step }),
      connectDemo,
      connectingDemo: demoWordPress.isPending,
      applyDemoTag,
      savingDemoTag: demoTag.isPending,
      skipPinterest: () => move({ type: 'go', step: 5 }),
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
          // The title takes the focus (below), not the first button.
          onOpenAutoFocus={(event) => event.preventDefault()}
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
          {/* Each step's title takes the focus as it mounts (keyed by the step): a keyboard or screen
              reader user hears where they are, and the button they pressed (gone with its step)
              does not leave the focus on the page behind. */}
          <RadixDialog.Title
            key={step}
            ref={focusTitle}
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
