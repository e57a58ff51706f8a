/**
 * The signed-in user. The session itself is an httpOnly cookie set by the server; this provider
 * only mirrors `GET /api/auth/me` in the query cache, so "last sync" can read its update time.
 */
// Types only: this module is in the landing bundle, which stays free of zod.
import type { AuthUser } from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { ApiError, api } from './api-client.ts';
import { browserTimeZone, setDisplayTimeZone } from './display-time-zone.ts';
import i18n, { isLanguage } from './i18n.ts';
import { forgetSessionHint, hasSessionHint } from './session-hint.ts';

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isVerified: boolean;
  credits: number;
  /** The account's time zone (issue 33); null until the browser gave one. */
  timeZone: string | null;
}

export const SESSION_QUERY_KEY = ['auth', 'me'] as const;

export function toUser(user: AuthUser): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    isVerified: user.is_verified,
    credits: user.credits,
    timeZone: user.time_zone ?? null,
  };
}

async function fetchCurrentUser(): Promise<User | null> {
  // Anonymous visitors have no session to ask about: no request, no 401 in the console.
  if (!hasSessionHint()) return null;
  try {
    const response = await api.get<{ data: AuthUser }>('/auth/me');
    return toUser(response.data);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export interface AuthContextValue {
  user: User | null;
  loading: boolean;
  /** When the user was last loaded from the server (ms since epoch, 0 if never). */
  updatedAt: number;
  login: (email: string, password: string) => Promise<User>;
  /** Stores the user of a session the server just opened (Google sign-in). */
  setSessionUser: (user: AuthUser) => void;
  logout: () => Promise<void>;
  /** True once the user signed out in this tab (until the next sign-in). */
  signedOut: boolean;
  refreshUser: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchCurrentUser,
    retry: false,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });

  const [signedOut, setSignedOut] = useState(false);
  const setUser = useCallback(
    (user: User | null) => {
      if (user) setSignedOut(false);
      queryClient.setQueryData<User | null>(SESSION_QUERY_KEY, user);
    },
    [queryClient],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      const response = await api.post<{ data: { token: string; user: AuthUser } }>('/auth/login', {
        email,
        password,
      });
      const user = toUser(response.data.user);
      setUser(user);
      return user;
    },
    [setUser],
  );

  const logout = useCallback(async () => {
    try {
      await api.post('/auth/logout');
    } catch {
      // Signed out locally whatever the server said (PRODUCT.md §4).
    }
    forgetSessionHint();
    // Committed before the user is cleared: a protected page still on screen then sends to '/', not to
    // /auth (React Router navigates in a transition, after the cache's synchronous update).
    flushSync(() => setSignedOut(true));
    navigate(paths.home);
    setUser(null);
  }, [navigate, setUser]);

  const refreshUser = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);

  const setSessionUser = useCallback((user: AuthUser) => setUser(toUser(user)), [setUser]);

  // The account's mails follow the UI's language: a change while signed in is saved on the account.
  const signedInId = session.data?.id;
  useEffect(() => {
    if (!signedInId) return;
    const save = (language: string) => {
      if (isLanguage(language)) api.put('/user/language', { language }).catch(() => undefined);
    };
    i18n.on('languageChanged', save);
    return () => i18n.off('languageChanged', save);
  }, [signedInId]);

  // Every date is shown in the account's zone (issue 33); an account without one (made with Google,
  // or before zones were kept) takes the browser's, saved once.
  const accountZone = session.data?.timeZone;
  setDisplayTimeZone(accountZone);
  useEffect(() => {
    if (!signedInId || accountZone !== null) return;
    const zone = browserTimeZone();
    api
      .patch('/user/profile', { timeZone: zone })
      .then(() =>
        queryClient.setQueryData<User | null>(SESSION_QUERY_KEY, (user) =>
          user && user.id === signedInId ? { ...user, timeZone: zone } : user,
        ),
      )
      .catch(() => undefined);
  }, [signedInId, accountZone, queryClient]);

  // The signed-out user's data leaves the cache once the screens reading it are gone (dropped while
  // they are still mounted, a query would refetch at once and get a 401).
  const signedOutUser = signedOut && !session.data;
  useEffect(() => {
    if (signedOutUser) {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    }
  }, [signedOutUser, queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session.data ?? null,
      loading: session.isPending,
      updatedAt: session.dataUpdatedAt,
      login,
      setSessionUser,
      logout,
      signedOut,
      refreshUser,
    }),
    [
      session.data,
      session.isPending,
      session.dataUpdatedAt,
      login,
      setSessionUser,
      logout,
      signedOut,
      refreshUser,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
