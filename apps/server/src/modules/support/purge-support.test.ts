import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supportMessages } from '../../db/schema/support.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { purgeSupportMessages } from './purge-support.ts';

const server = setupTestServer({}, { workers: false });
const DAY = 86_400_000;

describe('support message retention', () => {
  it('forgets the IP after 30 days and the message after 2 years', async () => {
    const now = new Date('2027-06-01T00:00:00Z');
    const rows = await server.ctx.db
      .insert(supportMessages)
      .values(
        [1, 31, 731].map((days) => ({
          email: `visitor${days}@example.com`,
          type: 'question' as const,
          message: 'Hello',
          ip: '203.0.113.7',
          createdAt: new Date(now.getTime() - days * DAY),
        })),
      )
      .returning({ id: supportMessages.id });
    await purgeSupportMessages(server.ctx.db, now);
    const after = await Promise.all(
      rows.map(
        async ({ id }) =>
          (await server.ctx.db.select().from(supportMessages).where(eq(supportMessages.id, id)))[0],
      ),
    );
    expect(after[0]?.ip).toBe('203.0.113.7');
    expect(after[1]).toMatchObject({ ip: null, message: 'Hello' });
    expect(after[2]).toBeUndefined();
  });
});
