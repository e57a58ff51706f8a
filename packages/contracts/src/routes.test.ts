import { describe, expect, it } from 'vitest';
import { appLink, appPath, isAppPath, pathPatterns, paths } from './routes.ts';

describe('route table', () => {
  it("holds every page of PRODUCT.md §2 once, the legal and contact pages of the footer, and the operators' view", () => {
    expect(
      Object.values(paths)
        .filter((path) => typeof path === 'string')
        .sort(),
    ).toEqual([
      '/',
      '/auth',
      '/auth/google/callback',
      '/contact',
      '/cookies',
      '/dashboard',
      '/dashboard/admin',
      '/dashboard/ai-agent',
      '/dashboard/buy-credits',
      '/dashboard/generated-content',
      '/dashboard/platforms',
      '/dashboard/profile',
      '/dashboard/setup',
      '/forgot-password',
      '/pricing',
      '/privacy',
      '/profile',
      '/reset-password',
      '/revert-email',
      '/services',
      '/terms',
      '/verify-email',
    ]);
  });

  it("names a campaign's page, which the router and the server know as a page", () => {
    expect(paths.campaign('6f1c2a4e')).toBe('/dashboard/campaigns/6f1c2a4e');
    expect(pathPatterns.campaign).toBe('/dashboard/campaigns/:id');
    expect(isAppPath(paths.campaign('6f1c2a4e'))).toBe(true);
    expect(isAppPath(paths.pricing)).toBe(true);
    for (const path of [
      '/dashboard/campaigns',
      '/dashboard/campaigns/',
      '/dashboard/campaigns/a/b',
      '/nowhere',
    ])
      expect(isAppPath(path), path).toBe(false);
    expect(appLink('https://app.example.com', paths.campaign('6f1c2a4e'))).toBe(
      'https://app.example.com/dashboard/campaigns/6f1c2a4e',
    );
  });

  it("names a run's post page (a draft-ready mail's link), which the server serves as a page", () => {
    expect(paths.runPost('9b2e')).toBe('/dashboard/runs/9b2e/post');
    expect(pathPatterns.runPost).toBe('/dashboard/runs/:id/post');
    expect(isAppPath(paths.runPost('9b2e'))).toBe(true);
    for (const path of [
      '/dashboard/runs/9b2e',
      '/dashboard/runs//post',
      '/dashboard/runs/a/b/post',
      '/dashboard/runs/9b2e/post/x',
    ])
      expect(isAppPath(path), path).toBe(false);
  });

  it('builds absolute mail links with an encoded query, leaving out missing values', () => {
    expect(
      appLink('http://localhost:3000', paths.verifyEmail, { token: 'a_b-c', email: 'ada+x@example.com' }),
    ).toBe('http://localhost:3000/verify-email?token=a_b-c&email=ada%2Bx%40example.com');
    expect(appLink('https://app.example.com/', paths.forgotPassword)).toBe(
      'https://app.example.com/forgot-password',
    );
    expect(appLink('https://app.example.com', paths.auth, { mode: 'login', email: undefined })).toBe(
      'https://app.example.com/auth?mode=login',
    );
  });

  it('builds router paths, with the same query encoding', () => {
    expect(appPath(paths.auth, { mode: 'signup' })).toBe('/auth?mode=signup');
    expect(appPath(paths.resetPassword, { token: 'a b&c' })).toBe('/reset-password?token=a+b%26c');
    expect(appPath(paths.home)).toBe('/');
    expect(appPath(paths.profile, {})).toBe('/dashboard/profile');
  });
});
