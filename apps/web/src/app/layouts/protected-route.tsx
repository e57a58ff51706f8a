import { paths } from '@aa/contracts/routes';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/session.tsx';

/** Signed-in, verified users only: others go to /auth (remembering where they were) or /verify-email. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, loading, signedOut } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner />;
  // After Sign Out the way is home (PRODUCT.md §4), not to sign-in with this page remembered.
  if (!user && signedOut) return <Navigate to={paths.home} replace />;
  if (!user) return <Navigate to={paths.auth} replace state={{ from: location }} />;
  if (!user.isVerified) return <Navigate to={paths.verifyEmail} replace />;
  return children;
}
