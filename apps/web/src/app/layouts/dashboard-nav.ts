import { paths } from '@aa/contracts/routes';
import { Bot, LibraryBig, type LucideIcon, Settings2 } from 'lucide-react';

export interface DashboardNavItem {
  /** i18n keys of the entry's name and description. */
  name: string;
  description: string;
  href: string;
  icon: LucideIcon;
  badge?: string;
}

/** The sidebar menu (PRODUCT.md §2, Dashboard shell). */
export const dashboardNav: DashboardNavItem[] = [
  {
    name: 'dashboard.nav.setup',
    description: 'dashboard.nav.setupDescription',
    href: paths.setup,
    icon: Settings2,
  },
  {
    name: 'dashboard.nav.aiAgent',
    description: 'dashboard.nav.aiAgentDescription',
    href: paths.aiAgent,
    icon: Bot,
    badge: 'AI',
  },
  {
    name: 'dashboard.nav.library',
    description: 'dashboard.nav.libraryDescription',
    href: paths.generatedContent,
    icon: LibraryBig,
  },
];

/** Sections reached from elsewhere (user menu, credits card) that still need a top-bar title. */
export const dashboardExtraSections = [
  {
    name: 'dashboard.nav.platforms',
    description: 'dashboard.nav.platformsDescription',
    href: paths.platforms,
  },
  {
    name: 'dashboard.nav.profile',
    description: 'dashboard.nav.profileDescription',
    href: paths.profile,
  },
  {
    name: 'dashboard.nav.buyCredits',
    description: 'dashboard.nav.buyCreditsDescription',
    href: paths.buyCredits,
  },
  {
    // Every campaign's page: the prefix its addresses share.
    name: 'dashboard.nav.campaign',
    description: 'dashboard.nav.campaignDescription',
    href: paths.campaign(''),
  },
];
