/** The three platforms in order (blog, pin-board, affiliate tag), shared by the wizard and Platform Configuration. */
import { Messages, type PlatformStatus } from '@aa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Globe, Pin, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { pinterestConfigQuery } from '../../../lib/platforms-api.ts';
import { AmazonSetup } from './amazon-setup.tsx';
import { PinterestSetup } from './pinterest-setup.tsx';
import { PlatformSection } from './platform-section.tsx';
import { WordPressSetup } from './wordpress-setup.tsx';

export function PlatformSections({ status, currentStep }: { status: PlatformStatus; currentStep?: number }) {
  const { t } = useTranslation();
  const config = useQuery(pinterestConfigQuery);
  return (
    <div className="space-y-5">
      <PlatformSection
        id="wordpress"
        step={1}
        icon={<Globe className="h-6 w-6" />}
        title={t('setup.wordpress.title')}
        description={t('setup.wordpress.description')}
        completed={status.wordpress.completed}
        current={currentStep === 1}
      >
        <WordPressSetup state={status.wordpress} />
      </PlatformSection>
      <PlatformSection
        id="pinterest"
        step={2}
        icon={<Pin className="h-6 w-6" />}
        title={t('setup.pinterest.title')}
        description={t('setup.pinterest.description')}
        completed={status.pinterest.completed}
        current={currentStep === 2}
        locked={
          status.wordpress.completed || status.pinterest.completed
            ? undefined
            : translateMessage(t, Messages.completeWordpressFirst)
        }
      >
        <PinterestSetup state={status.pinterest} sandboxMode={config.data?.isInSandboxMode ?? false} />
      </PlatformSection>
      <PlatformSection
        id="amazon"
        step={3}
        icon={<ShoppingBag className="h-6 w-6" />}
        title={t('setup.amazon.title')}
        description={t('setup.amazon.description')}
        completed={status.amazon.completed}
        current={currentStep === 3}
      >
        <AmazonSetup state={status.amazon} />
      </PlatformSection>
    </div>
  );
}
