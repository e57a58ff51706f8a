/** What leaves the server of Pinterest's boards and pins: SPEC §3's fields, never a token. */
import type { PinterestBoard, PinterestPin } from '@aa/contracts';

interface BoardLike {
  id: string;
  name: string;
  description?: string | null;
  privacy?: string | null;
  pin_count?: number | null;
  follower_count?: number | null;
  media?: { image_cover_url?: string | null } | null;
}

interface PinLike {
  id: string;
  board_id?: string | null;
  title?: string | null;
  description?: string | null;
  link?: string | null;
  alt_text?: string | null;
  created_at?: string | null;
  media?: { images?: Record<string, { url?: string | null } | undefined> | null } | null;
}

export function presentBoard(board: BoardLike): PinterestBoard {
  return {
    id: board.id,
    name: board.name,
    description: board.description ?? null,
    privacy: board.privacy ?? 'PUBLIC',
    pin_count: board.pin_count ?? null,
    follower_count: board.follower_count ?? null,
    media: { image_cover_url: board.media?.image_cover_url ?? null },
  };
}

/** The largest image Pinterest lists for the pin. */
function imageOf(pin: PinLike): string | null {
  const images = pin.media?.images;
  if (!images) return null;
  for (const size of ['originals', '1200x', '600x', '400x300', '150x150']) {
    const url = images[size]?.url;
    if (url) return url;
  }
  return null;
}

export function presentPin(pin: PinLike): PinterestPin {
  return {
    id: pin.id,
    board_id: pin.board_id ?? null,
    title: pin.title ?? null,
    description: pin.description ?? null,
    link: pin.link ?? null,
    alt_text: pin.alt_text ?? null,
    created_at: pin.created_at ?? null,
    image_url: imageOf(pin),
  };
}
