/**
 * What a new simulated business account holds: five boards on the product's themes, each with a few
 * pins, so the board picker, board pins and analytics have something real-looking to show. Several
 * descriptions use words their board names do not (air fryers, robot vacuums) so a search by
 * description can be told apart from a search by name.
 */
import type { BoardPrivacy, StoredAccount, StoredBoard, StoredPin } from './pinterest-store.ts';

const DAY_MS = 86_400_000;

interface SeedBoard {
  name: string;
  description: string;
  privacy: BoardPrivacy;
  followerCount: number;
  pins: Array<{ title: string; description: string; slug: string }>;
}

const SEED_BOARDS: SeedBoard[] = [
  {
    name: 'Kitchen Gadgets',
    description: 'Air fryers, blenders and the small appliances that earn their counter space',
    privacy: 'PUBLIC',
    followerCount: 1240,
    pins: [
      {
        title: 'Compact air fryer for two',
        description: 'Crisp fries in 12 minutes: the 4-quart models we would buy again.',
        slug: 'compact-air-fryer',
      },
      {
        title: 'Immersion blender worth the drawer space',
        description: 'Soups, smoothies and sauces without a second appliance.',
        slug: 'immersion-blender',
      },
      {
        title: 'Digital kitchen scale for baking',
        description: 'Gram-accurate scales under $30, compared.',
        slug: 'kitchen-scale',
      },
    ],
  },
  {
    name: 'Home Office Ideas',
    description: 'Standing desks, ergonomic chairs and monitor setups for working from home',
    privacy: 'PUBLIC',
    followerCount: 860,
    pins: [
      {
        title: 'Standing desk under $300',
        description: 'Dual-motor frames that stay steady at full height.',
        slug: 'standing-desk',
      },
      {
        title: 'Ergonomic chair checklist',
        description: 'Lumbar support, seat depth and armrests: what to look for.',
        slug: 'ergonomic-chair',
      },
    ],
  },
  {
    name: 'Smart Home Tech',
    description: 'Robot vacuums, video doorbells and connected lighting that just works',
    privacy: 'PUBLIC',
    followerCount: 2310,
    pins: [
      {
        title: 'Robot vacuum for pet hair',
        description: 'Tangle-free brushes and self-emptying docks, tested on a husky.',
        slug: 'robot-vacuum',
      },
      {
        title: 'Smart bulbs that work without a hub',
        description: 'Matter-ready bulbs for every budget.',
        slug: 'smart-bulbs',
      },
      {
        title: 'Video doorbell comparison',
        description: 'Battery or wired, subscription or not.',
        slug: 'video-doorbell',
      },
    ],
  },
  {
    name: 'Outdoor & Camping Gear',
    description: 'Tents, stoves and backpacks tested on the trail',
    privacy: 'PUBLIC',
    followerCount: 530,
    pins: [
      {
        title: 'Two-person backpacking tent',
        description: 'Under 2 kg and up in five minutes.',
        slug: 'backpacking-tent',
      },
      {
        title: 'Camp stove buying guide',
        description: 'Canister, liquid fuel or wood: which one for your trips.',
        slug: 'camp-stove',
      },
    ],
  },
  {
    name: 'Fitness at Home',
    description: 'Treadmills, dumbbells and yoga mats for a small-space home gym',
    privacy: 'SECRET',
    followerCount: 95,
    pins: [
      {
        title: 'Adjustable dumbbells compared',
        description: 'Dial or pin: five sets that replace a full rack.',
        slug: 'adjustable-dumbbells',
      },
    ],
  },
];

/** A new account for `username`, its boards created over the past months and pins since. */
export function seedAccount(input: {
  username: string;
  now: number;
  publicUrl: string;
  nextId: () => string;
}): StoredAccount {
  const { now, publicUrl, nextId } = input;
  const boards: StoredBoard[] = [];
  const pins: StoredPin[] = [];
  SEED_BOARDS.forEach((seed, boardIndex) => {
    const createdAt = now - (180 - boardIndex * 20) * DAY_MS;
    const board: StoredBoard = {
      id: nextId(),
      name: seed.name,
      description: seed.description,
      privacy: seed.privacy,
      createdAt,
      pinsModifiedAt: createdAt,
      followerCount: seed.followerCount,
      coverUrl: `${publicUrl}/media/covers/${encodeURIComponent(seed.name)}.svg`,
    };
    seed.pins.forEach((pin, pinIndex) => {
      const pinCreatedAt = now - (60 - boardIndex * 9 - pinIndex * 4) * DAY_MS;
      pins.push({
        id: nextId(),
        boardId: board.id,
        title: pin.title,
        description: pin.description,
        link: `https://example.com/reviews/${pin.slug}`,
        altText: pin.title,
        createdAt: pinCreatedAt,
        imageUrl: `${publicUrl}/media/covers/${encodeURIComponent(pin.title)}.svg`,
      });
      board.pinsModifiedAt = Math.max(board.pinsModifiedAt, pinCreatedAt);
    });
    boards.push(board);
  });
  return { id: nextId(), username: input.username, createdAt: now - 200 * DAY_MS, boards, pins };
}
