/**
 * `lib/session.tsx` in the islands' build: the islands run only for a visitor without a session
 * (main.tsx sends a signed-in visitor's page to the whole app), so there is no user to load.
 */
import type { AuthContextValue } from '../../lib/session.tsx';

export type { User } from '../../lib/session.tsx';

const signedOut: AuthContextValue = {
  user: null,
  loading: false,
  updatedAt: 0,
  signedOut: false,
  login: () => Promise.reject(new Error('Sign in on the sign-in page')),
  setSessionUser: () => {},
  logout: async () => {},
  refreshUser: async () => {},
};

export function useAuth(): AuthContextValue {
  return signedOut;
}
