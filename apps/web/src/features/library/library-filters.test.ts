import type { Execution } from '@aa/contracts';
import { describe, expect, it } from 'vitest';
import { filterExecutions, libraryStats, statusDisplay } from './library-filters.ts';

function run(
  id: string,
  status: Execution['status'],
  name: string,
  subject: string | null,
  blog: string | null,
): Execution {
  return {
    id,
    campaign_id: 'c',
    campaign: { name },
    status,
    current_step: 1,
    run_number: 1,
    auto_post_pinterest: false,
    started_at: '2026-11-22T10:00:00Z',
    completed_at: null,
    error_message: null,
    result_data: {
      subject,
      images: { image1: blog ? '/a.png' : null, image2: blog ? '/b.png' : null, image3: null },
      blog_url: blog,
      product_links: { product1: null, product2: null },
      step1_completed: Boolean(blog),
      step2_completed: Boolean(blog),
      pinterest_posts: [],
    },
  };
}

const runs = [
  run('1', 'completed', 'Earbuds', 'AirPods vs Sony for travel', 'https://blog/1'),
  run('2', 'failed', 'Kitchen', null, null),
  run('3', 'queued', 'Earbuds', null, null),
  run('4', 'processing_images', 'Coffee', 'Keurig or Nespresso', null),
];

describe('the Content Library', () => {
  it('shows PRODUCT.md §4 statuses', () => {
    expect(
      ['completed', 'failed', 'queued', 'pending', 'processing', 'processing_images'].map((s) =>
        statusDisplay(s as Execution['status']),
      ),
    ).toEqual(['OK', 'KO', '...', '...', '...', '...']);
  });

  it('filters by status and searches campaign names and subjects, ignoring case', () => {
    expect(filterExecutions(runs, 'inProgress', '').map((r) => r.id)).toEqual(['3', '4']);
    expect(filterExecutions(runs, 'failed', '').map((r) => r.id)).toEqual(['2']);
    expect(filterExecutions(runs, 'all', 'EARBUDS').map((r) => r.id)).toEqual(['1', '3']);
    expect(filterExecutions(runs, 'all', 'nespresso').map((r) => r.id)).toEqual(['4']);
    expect(filterExecutions(runs, 'completed', 'kitchen')).toEqual([]);
  });

  it('counts completed runs, images and blogs', () => {
    expect(libraryStats(runs)).toEqual({ completed: 1, images: 2, blogs: 1 });
  });
});
