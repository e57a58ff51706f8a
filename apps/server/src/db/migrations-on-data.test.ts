/**
 * Migrations on a database that holds data. 0020 (several WordPress sites, issue 31): a user's one site
 * becomes their default site under an id of its own, named after its address, and every run so far
 * names it as the site its post went to; campaigns keep publishing to the default. 0021 (the pin
 * queue, issue 32): the pins a run kept waiting in its result join the queue at their time. 0024 (issue
 * 33): the demo tags saved before are marked as such.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
const before = mkdtempSync(path.join(tmpdir(), 'aa-migrations-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

/** The migrations folder as it was before `tag`: its files, and a journal that ends before it. */
function migrationsBefore(tag: string): string {
  cpSync(migrations, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return before;
}

describe('migration 0020_wordpress_sites', () => {
  it("makes a user's one site their default, with an id the runs so far name", async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('0020_wordpress_sites') });
    const user = '00000000-0000-4000-8000-000000000001';
    const campaign = '00000000-0000-4000-8000-000000000002';
    const run = '00000000-0000-4000-8000-000000000003';
    await client.exec(`
      insert into users (id, email, first_name, last_name) values ('${user}', 'a@example.com', 'A', 'B');
      insert into wordpress_connections (user_id, site_url, api_root, username, wordpress_user_id,
        sealed_application_password, api_key_hint, verified_at)
        values ('${user}', 'https://www.blog.example.com', 'https://www.blog.example.com/wp-json/', 'marie', '2',
        'sealed', 'abcd', now());
      insert into campaigns (id, user_id, name, product1_url, product2_url, frequency, total_runs, remaining_runs)
        values ('${campaign}', '${user}', 'C', 'https://www.amazon.com/dp/B0D1XD1ZV3',
        'https://www.amazon.com/dp/B0C33XXS56', 6, 5, 4);
      insert into executions (id, campaign_id, user_id, run_number, scheduled_for, trigger, status, auto_post_pinterest)
        values ('${run}', '${campaign}', '${user}', 1, now(), 'create', 'completed', false);
    `);

    await migrate(db, { migrationsFolder: migrations });

    const site = (
      await client.query<{ id: string; name: string; is_default: boolean; removed_at: Date | null }>(
        'select id, name, is_default, removed_at from wordpress_connections',
      )
    ).rows;
    expect(site).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'blog.example.com',
        is_default: true,
        removed_at: null,
      },
    ]);
    const runs = (
      await client.query<{ wordpress_site_id: string }>('select wordpress_site_id from executions')
    ).rows;
    expect(runs).toEqual([{ wordpress_site_id: site[0]?.id }]);
    const campaigns = (
      await client.query<{ wordpress_site_id: string | null }>('select wordpress_site_id from campaigns')
    ).rows;
    expect(campaigns).toEqual([{ wordpress_site_id: null }]);
    // A second default for the user is refused; a second site is not.
    await expect(
      client.exec(`insert into wordpress_connections (user_id, name, is_default, site_url, api_root, username,
        wordpress_user_id, sealed_application_password, api_key_hint, verified_at)
        values ('${user}', 'x', true, 'https://x.example', 'https://x.example/wp-json/', 'm', '2', 's', 'abcd', now())`),
    ).rejects.toThrow(/wordpress_connections_default_key/);
    await client.exec(`insert into wordpress_connections (user_id, name, site_url, api_root, username,
        wordpress_user_id, sealed_application_password, api_key_hint, verified_at)
        values ('${user}', 'x', 'https://x.example', 'https://x.example/wp-json/', 'm', '2', 's', 'abcd', now())`);
    await client.close();
  });
});

describe('migration 0021_pin_queue', () => {
  it("moves the pins that waited in a run's result into the queue, at their time", async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('0021_pin_queue') });
    const user = '00000000-0000-4000-8000-000000000011';
    const campaign = '00000000-0000-4000-8000-000000000012';
    const run = '00000000-0000-4000-8000-000000000013';
    const result = {
      pinterest_posts: [],
      scheduled_pins: [
        { image_number: 2, scheduled_for: '2026-11-30T10:00:00.000Z' },
        { image_number: 3, scheduled_for: '2026-11-30T11:00:00.000Z' },
      ],
    };
    await client.exec(`
      insert into users (id, email, first_name, last_name) values ('${user}', 'b@example.com', 'A', 'B');
      insert into campaigns (id, user_id, name, product1_url, product2_url, frequency, total_runs, remaining_runs)
        values ('${campaign}', '${user}', 'C', 'https://www.amazon.com/dp/B0D1XD1ZV3',
        'https://www.amazon.com/dp/B0C33XXS56', 6, 5, 4);
      insert into campaigns (user_id, name, product1_url, product2_url, frequency, total_runs, remaining_runs,
        selected_pinterest_board_id, selected_pinterest_board_name)
        values ('${user}', 'With a board', 'https://www.amazon.com/dp/B0D1XD1ZV3',
        'https://www.amazon.com/dp/B0C33XXS56', 6, 5, 4, '9001', 'Travel Gear');
      insert into executions (id, campaign_id, user_id, run_number, scheduled_for, trigger, status,
        auto_post_pinterest, result_data)
        values ('${run}', '${campaign}', '${user}', 1, now(), 'create', 'completed', true,
        '${JSON.stringify(result)}'::jsonb);
    `);

    await migrate(db, { migrationsFolder: migrations });

    const queued = (
      await client.query<{ image_number: number; due_at: Date; status: string; user_id: string }>(
        'select image_number, due_at, status, user_id from scheduled_pins order by image_number',
      )
    ).rows;
    expect(queued).toEqual([
      { image_number: 2, due_at: new Date('2026-11-30T10:00:00.000Z'), status: 'scheduled', user_id: user },
      { image_number: 3, due_at: new Date('2026-11-30T11:00:00.000Z'), status: 'scheduled', user_id: user },
    ]);
    const left = (
      await client.query<{ result_data: Record<string, unknown> }>('select result_data from executions')
    ).rows[0]?.result_data;
    expect(left).toEqual({ pinterest_posts: [] });
    // A campaign's one board becomes its list of boards; one without a board has none.
    const boards = (
      await client.query<{ name: string; pinterest_boards: unknown }>(
        'select name, pinterest_boards from campaigns order by name',
      )
    ).rows;
    expect(boards).toEqual([
      { name: 'C', pinterest_boards: [] },
      {
        name: 'With a board',
        pinterest_boards: [{ id: '9001', name: 'Travel Gear', sectionId: null, sectionName: null }],
      },
    ]);
    await client.close();
  });
});

describe('migration 0024_demo_tag', () => {
  it("marks the tour's demo tags saved before it, and no one's own", async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('0024_demo_tag') });
    const [ada, bob] = ['00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000012'];
    await client.exec(`
      insert into users (id, email, first_name, last_name) values
        ('${ada}', 'ada@example.com', 'Ada', 'L'), ('${bob}', 'bob@example.com', 'Bob', 'M');
      insert into amazon_tags (user_id, store, affiliate_tag) values
        ('${ada}', 'amazon.com', 'autopilotdemo-20'), ('${bob}', 'amazon.com', 'bobpicks-20'),
        ('${bob}', 'amazon.fr', 'bobpicks-21');
    `);

    await migrate(db, { migrationsFolder: migrations });

    const tags = (
      await client.query<{ affiliate_tag: string; demo: boolean }>(
        'select affiliate_tag, demo from amazon_tags order by affiliate_tag',
      )
    ).rows;
    expect(tags).toEqual([
      { affiliate_tag: 'autopilotdemo-20', demo: true },
      { affiliate_tag: 'bobpicks-20', demo: false },
      { affiliate_tag: 'bobpicks-21', demo: false },
    ]);
    await client.close();
  });
});
