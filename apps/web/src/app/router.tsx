/**
 * The route table of PRODUCT.md §2, its paths from the contracts' table (the links and the server's mails
 * use the same). Every page is a lazy chunk, so the landing page loads little JS.
 */
import { pathPatterns, paths } from '@aa/contracts/routes';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { ProtectedRoute } from './layouts/protected-route.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';

const HomePage = lazy(() => import('../features/marketing/home-page.tsx'));
const ServicesPage = lazy(() => import('../features/marketing/services-page.tsx'));
const PricingPage = lazy(() => import('../features/marketing/pricing-page.tsx'));
const PrivacyPage = lazy(() => import('../features/marketing/legal/privacy-page.tsx'));
const TermsPage = lazy(() => import('../features/marketing/legal/terms-page.tsx'));
const CookiesPage = lazy(() => import('../features/marketing/legal/cookies-page.tsx'));
const ContactPage = lazy(() => import('../features/marketing/legal/contact-page.tsx'));
const AuthPage = lazy(() => import('../features/auth/auth-page.tsx'));
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page.tsx'));
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page.tsx'));
const GoogleCallbackPage = lazy(() => import('../features/auth/google-callback-page.tsx'));
const RevertEmailPage = lazy(() => import('../features/auth/revert-email-page.tsx'));
const DashboardShell = lazy(() => import('./layouts/dashboard-shell.tsx'));
const AiAgentPage = lazy(() => import('../features/campaigns/campaigns-page.tsx'));
const CampaignPage = lazy(() => import('./campaign-page-route.tsx'));
const RunPostPage = lazy(() => import('../features/run-post/run-post-page.tsx'));
const SetupPage = lazy(() => import('../features/setup/setup-page.tsx'));
const PlatformsPage = lazy(() => import('../features/setup/platforms-page.tsx'));
const ContentLibraryPage = lazy(() => import('../features/library/content-library-page.tsx'));
const BuyCreditsPage = lazy(() => import('../features/billing/buy-credits-page.tsx'));
const ProfilePage = lazy(() => import('../features/profile/profile-page.tsx'));
const AdminPage = lazy(() => import('../features/admin/admin-page.tsx'));

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route
          index
          element={
            <Page>
              <HomePage />
            </Page>
          }
        />
        <Route
          path={paths.services}
          element={
            <Page>
              <ServicesPage />
            </Page>
          }
        />
        <Route
          path={paths.pricing}
          element={
            <Page>
              <PricingPage />
            </Page>
          }
        />
        {(
          [
            [paths.privacy, PrivacyPage],
            [paths.terms, TermsPage],
            [paths.cookies, CookiesPage],
            [paths.contact, ContactPage],
          ] as const
        ).map(([path, LegalPage]) => (
          <Route
            key={path}
            path={path}
            element={
              <Page>
                <LegalPage />
              </Page>
            }
          />
        ))}
        <Route
          path={paths.auth}
          element={
            <Page>
              <AuthPage />
            </Page>
          }
        />
      </Route>
      <Route
        path={paths.verifyEmail}
        element={
          <Page>
            <VerifyEmailPage />
          </Page>
        }
      />
      <Route
        path={paths.forgotPassword}
        element={
          <Page>
            <ForgotPasswordPage />
          </Page>
        }
      />
      <Route
        path={paths.resetPassword}
        element={
          <Page>
            <ResetPasswordPage />
          </Page>
        }
      />
      <Route
        path={paths.revertEmail}
        element={
          <Page>
            <RevertEmailPage />
          </Page>
        }
      />
      <Route
        path={paths.googleCallback}
        element={
          <Page>
            <GoogleCallbackPage />
          </Page>
        }
      />
      <Route
        path={paths.dashboard}
        element={
          <ProtectedRoute>
            <Page>
              <DashboardShell />
            </Page>
          </ProtectedRoute>
        }
      >
        <Route index element={<Navigate to={paths.aiAgent} replace />} />
        <Route
          path={paths.aiAgent}
          element={
            <Page>
              <AiAgentPage />
            </Page>
          }
        />
        <Route
          path={pathPatterns.campaign}
          element={
            <Page>
              <CampaignPage />
            </Page>
          }
        />
        <Route
          path={pathPatterns.runPost}
          element={
            <Page>
              <RunPostPage />
            </Page>
          }
        />
        <Route
          path={paths.setup}
          element={
            <Page>
              <SetupPage />
            </Page>
          }
        />
        <Route
          path={paths.platforms}
          element={
            <Page>
              <PlatformsPage />
            </Page>
          }
        />
        <Route
          path={paths.generatedContent}
          element={
            <Page>
              <ContentLibraryPage />
            </Page>
          }
        />
        <Route
          path={paths.buyCredits}
          element={
            <Page>
              <BuyCreditsPage />
            </Page>
          }
        />
        <Route
          path={paths.profile}
          element={
            <Page>
              <ProfilePage />
            </Page>
          }
        />
        <Route
          path={paths.admin}
          element={
            <Page>
              <AdminPage />
            </Page>
          }
        />
      </Route>
      <Route path={paths.profileShortcut} element={<Navigate to={paths.profile} replace />} />
      <Route path="*" element={<Navigate to={paths.home} replace />} />
    </Routes>
  );
}
