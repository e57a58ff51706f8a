/**
 * The demo blog's content: posts, media, categories and tags, in memory, saved to `dataDir` (a JSON
 * file and the uploaded files) when one is given, so a restart keeps what was published.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface StoredPost {
  id: number;
  date: string;
  modified: string;
  slug: string;
  status: 'publish' | 'draft' | 'pending' | 'future' | 'private' | 'trash';
  /** The status a trashed post had (core's `_wp_trash_meta_status`). */
  trashedFrom?: Exclude<StoredPost['status'], 'trash'>;
  title: string;
  content: string;
  excerpt: string;
  author: number;
  featuredMedia: number;
  categories: number[];
  tags: number[];
}

export interface StoredMedia {
  id: number;
  date: string;
  slug: string;
  title: string;
  altText: string;
  mimeType: string;
  /** Path under wp-content/uploads, e.g. 2026/11/pin.png */
  file: string;
  author: number;
}

export interface StoredTerm {
  id: number;
  name: string;
  slug: string;
  description: string;
}

interface State {
  nextId: number;
  posts: StoredPost[];
  media: StoredMedia[];
  categories: StoredTerm[];
  tags: StoredTerm[];
}

function emptyState(): State {
  return {
    nextId: 2,
    posts: [],
    media: [],
    categories: [{ id: 1, name: 'Uncategorized', slug: 'uncategorized', description: '' }],
    tags: [],
  };
}

export function createWordPressStore(dataDir?: string) {
  const stateFile = dataDir ? path.join(dataDir, 'state.json') : undefined;
  const uploads = new Map<string, Buffer>();
  let state: State = emptyState();
  if (stateFile && existsSync(stateFile)) state = JSON.parse(readFileSync(stateFile, 'utf8')) as State;

  const save = () => {
    if (!stateFile || !dataDir) return;
    mkdirSync(dataDir, { recursive: true });
    const temporary = `${stateFile}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(state));
    renameSync(temporary, stateFile);
  };

  return {
    get state(): Readonly<State> {
      return state;
    },
    nextId(): number {
      const id = state.nextId;
      state.nextId += 1;
      return id;
    },
    /** Applies a change and saves. */
    change<T>(apply: (draft: State) => T): T {
      const result = apply(state);
      save();
      return result;
    },
    writeUpload(file: string, data: Buffer) {
      if (dataDir) {
        const target = path.join(dataDir, 'uploads', file);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, data);
      } else {
        uploads.set(file, data);
      }
    },
    deleteUpload(file: string) {
      if (!dataDir) {
        uploads.delete(file);
        return;
      }
      const root = path.join(dataDir, 'uploads');
      const target = path.resolve(root, file);
      if (target.startsWith(`${root}${path.sep}`)) rmSync(target, { force: true });
    },
    readUpload(file: string): Buffer | undefined {
      if (!dataDir) return uploads.get(file);
      const root = path.join(dataDir, 'uploads');
      const target = path.resolve(root, file);
      if (!target.startsWith(`${root}${path.sep}`) || !existsSync(target)) return undefined;
      return readFileSync(target);
    },
    reset() {
      state = emptyState();
      uploads.clear();
      save();
    },
  };
}
