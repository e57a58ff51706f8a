/** Wire objects the component tests' mocked servers answer with. */
import { ACCOUNT_MAIL_DEFAULTS, type PinterestBoard, type PlatformState, type Profile } from '@aa/contracts';

/** A platform's state as GET /api/platforms/status gives it: connected (as "ada") or not. */
export const platformState = (connected: boolean): PlatformState => ({
  completed: connected,
  verified: connected,
  connected,
  username: connected ? 'ada' : null,
  websiteUrl: null,
  apiKey: null,
  profileImage: null,
  affiliateTag: null,
});

/** A public board of the account, with `pins` pins. */
export const pinterestBoard = (id: string, name: string, pins = 0): PinterestBoard => ({
  id,
  name,
  description: null,
  privacy: 'PUBLIC',
  pin_count: pins,
  follower_count: 0,
  media: null,
});

/** Ada's profile as GET /api/user/profile gives it: verified, with a password, run mails on. */
export const profileFixture: Profile = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  credits: 10,
  isVerified: true,
  pendingEmail: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  hasPassword: true,
  language: 'en',
  timeZone: 'Europe/Paris',
  mails: { ...ACCOUNT_MAIL_DEFAULTS },
  reauthenticatedUntil: null,
  runMails: true,
};
