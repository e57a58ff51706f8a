import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { sendJson, startTestServer, type TestServer, uniqueEmail } from '../../test/test-server.ts';

// Every statement the server sends, reduced to its shape (values are parameters already).
const statements: string[] = [];
let recording = false;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      // No workers: a mail delivered while recording (its dev_mail insert) is not the sign-up's work.
      workers: false,
      onQuery: (sql) => {
        if (recording)
          statements.push(
            sql
              .replace(/\s+/g, ' ')
              .replace(/"sp\d+"|sp\d+/g, 'sp')
              .trim(),
          );
      },
    },
  );
});
afterAll(async () => {
  await server?.close();
});

async function statementsOfRegister(email: string) {
  statements.length = 0;
  recording = true;
  const res = await sendJson(server, 'POST', '/api/auth/register', {
    email,
    password: 'Passw0rdOk',
    firstName: 'Time',
    lastName: 'Ing',
  });
  recording = false;
  expect(res.statusCode).toBe(201);
  return [...statements];
}

/** What a statement does, regardless of which branch asked: the verb and the table it touches. */
const kind = (sql: string) => {
  const match =
    /^(select|insert into|update|delete from|savepoint|release savepoint|rollback to savepoint)\b.*?(?:"(\w+)"|$)/i.exec(
      sql,
    );
  return match ? `${match[1]?.toLowerCase()} ${match[2] ?? ''}`.trim() : sql.slice(0, 40);
};

describe('registration timing (enumeration)', () => {
  it('does the same database work for a new and for an existing address', async () => {
    const existing = await buildUser(server.ctx);
    const forNew = (await statementsOfRegister(uniqueEmail('new'))).map(kind);
    const forExisting = (await statementsOfRegister(existing.email)).map(kind);

    // The existing address rehearses the sign-up's writes in a savepoint it rolls back, then
    // queues the "account exists" mail: the same statements, plus that one insert of the mail job.
    const normalise = (kinds: string[]) =>
      kinds.map((k) =>
        k.startsWith('release savepoint') || k.startsWith('rollback to savepoint') ? 'end savepoint' : k,
      );
    const withoutLastJob = normalise(forExisting);
    // (PostgreSQL's driver logs begin/commit too; PGlite's does not.)
    const lastJob = withoutLastJob.findLastIndex((k) => /insert into pgboss\.job/i.test(k));
    expect(lastJob).toBeGreaterThan(withoutLastJob.indexOf('end savepoint'));
    withoutLastJob.splice(lastJob, 1);
    expect(forNew.length).toBeGreaterThan(8);
    expect(withoutLastJob).toEqual(normalise(forNew));
  });
});
