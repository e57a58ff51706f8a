/** Wire objects the component tests' mocked servers answer with. */
import type { PinterestBoard, PlatformState } from '@aa/contracts';

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
