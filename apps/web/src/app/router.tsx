/** The route table of SPEC §2. Every page is a lazy chunk, so the landing page loads little JS. */
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { ProtectedRoute } from './layouts/protected-route.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';

const HomePage = lazy(() => import('../features/marketing/home-page.tsx'));
const ServicesPage = lazy(() => import('../features/marketing/services-page.tsx'));
const PricingPage = lazy(() => import('../features/marketing/pricing-page.tsx'));
const AuthPage = lazy(() => import('../features/auth/auth-page.tsx'));
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page.tsx'));
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page.tsx'));
const GoogleCallbackPage = lazy(() => import('../features/auth/google-callback-page.tsx'));
const RevertEmailPage = lazy(() => import('../features/auth/revert-email-page.tsx'));
const DashboardShell = lazy(() => import('./layouts/dashboard-shell.tsx'));
const AiAgentPage = lazy(() => import('../features/dashboard/ai-agent-page.tsx'));
const SetupPage = lazy(() => import('../features/setup/setup-page.tsx'));
const PlatformsPage = lazy(() => import('../features/setup/platforms-page.tsx'));
const ContentLibraryPage = lazy(() => import('../features/dashboard/content-library-page.tsx'));
const BuyCreditsPage = lazy(() => import('../features/dashboard/buy-credits-page.tsx'));
const ProfilePage = lazy(() => import('../features/profile/profile-page.tsx'));

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
          path="services"
          element={
            <Page>
              <ServicesPage />
            </Page>
          }
        />
        <Route
          path="pricing"
          element={
            <Page>
              <PricingPage />
            </Page>
          }
        />
        <Route
          path="auth"
          element={
            <Page>
              <AuthPage />
            </Page>
          }
        />
      </Route>
      <Route
        path="verify-email"
        element={
          <Page>
            <VerifyEmailPage />
          </Page>
        }
      />
      <Route
        path="forgot-password"
        element={
          <Page>
            <ForgotPasswordPage />
          </Page>
        }
      />
      <Route
        path="reset-password"
        element={
          <Page>
            <ResetPasswordPage />
          </Page>
        }
      />
      <Route
        path="revert-email"
        element={
          <Page>
            <RevertEmailPage />
          </Page>
        }
      />
      <Route
        path="auth/google/callback"
        element={
          <Page>
            <GoogleCallbackPage />
          </Page>
        }
      />
      <Route
        path="dashboard"
        element={
          <ProtectedRoute>
            <Page>
              <DashboardShell />
            </Page>
          </ProtectedRoute>
        }
      >
        <Route index element={<Navigate to="/dashboard/ai-agent" replace />} />
        <Route
          path="ai-agent"
          element={
            <Page>
              <AiAgentPage />
            </Page>
          }
        />
        <Route
          path="setup"
          element={
            <Page>
              <SetupPage />
            </Page>
          }
        />
        <Route
          path="platforms"
          element={
            <Page>
              <PlatformsPage />
            </Page>
          }
        />
        <Route
          path="generated-content"
          element={
            <Page>
              <ContentLibraryPage />
            </Page>
          }
        />
        <Route
          path="buy-credits"
          element={
            <Page>
              <BuyCreditsPage />
            </Page>
          }
        />
        <Route
          path="profile"
          element={
            <Page>
              <ProfilePage />
            </Page>
          }
        />
      </Route>
      <Route path="profile" element={<Navigate to="/dashboard/profile" replace />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
