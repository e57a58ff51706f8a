/**
 * The onboarding tour's steps (PRODUCT.md §4, six steps): what each shows and offers for what the
 * account has, and the rules the tour derives its step from (what a step lacks, when it waits for
 * something done elsewhere, when it moves on by itself). Pure: the tour (onboarding-tour.tsx) holds
 * the state and the calls.
 */
import { ONBOARDING_STEPS, type Onboarding } from '@aa/contracts';
import type { TFunction } from 'i18next';
import { CheckCircle2, Globe, Pin, Rocket, ShoppingBag, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { PinterestConnectButton } from './components/pinterest-connect-button.tsx';

/** A section of Platform Configuration (its element id) where the user adds what the tour lacks. */
export type Section = 'wordpress' | 'amazon';

/** The section holding what this step needs and the account lacks: the blog first, then the tag. */
export function missingSection(step: number, state: Onboarding): Section | undefined {
  const blog = state.wordpressConnected ? undefined : 'wordpress';
  const tag = state.amazonConfigured ? undefined : 'amazon';
  if (step === 4) return blog;
  if (step === 5) return tag;
  if (step === 6) return blog ?? tag;
  return undefined;
}

/** Whether the step waits for something done outside it (Pinterest's OAuth, a form, another tab). */
export function watches(step: number, state: Onboarding): boolean {
  return missingSection(step, state) !== undefined || (step === 4 && !state.pinterestConnected);
}

/**
 * The step the tour shows: the one the user moved to (`chosen`), else the one the server opened it
 * at, moved on past what is already done elsewhere (the demo site, Pinterest in the wizard, a tag in
 * another tab).
 */
export function shownStep(chosen: number | null, state: Onboarding): number {
  let step = chosen ?? state.startStep;
  if (step === 3 && state.wordpressConnected) step = 4;
  if (step === 4 && state.pinterestConnected) step = 5;
  if (step === 5 && state.amazonConfigured) step = 6;
  return step;
}

/** What the user did to the tour's step: on to the next one, or to a given one. */
export type TourMove = { type: 'next'; from: number } | { type: 'go'; step: number };

/** The step the user moved to (null until they move: the server's start stands). */
export function tourReducer(_chosen: number | null, move: TourMove): number {
  return move.type === 'next' ? Math.min(ONBOARDING_STEPS, move.from + 1) : move.step;
}

export interface StepActions {
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
export function stepContent(
  step: number,
  state: Onboarding,
  actions: StepActions,
  t: TFunction,
): StepContent {
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
