/**
 * The bare baseline of bench/api.bench.ts, in a process of its own as the app is: Fastify and `pg`
 * doing the app's session lookup for `GET /api/auth/me` (the token from the Bearer header, one
 * prepared statement, the user) and nothing else. Prints `listening <port>` when ready.
 *
 *   DATABASE_URL, LOOKUP_SQL (the app's statement), POOL_SIZE (10), PORT (0: any)
 */
import { Messages } from '@aa/contracts';
import Fastify from 'fastify';
import pg from 'pg';
import { hashToken } from '../../apps/server/src/lib/tokens.ts';

const lookupSql = process.env.LOOKUP_SQL ?? '';
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 10),
});
const bare = Fastify();
bare.get('/api/auth/me', async (request, reply) => {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  const { rows } = token
    ? await pool.query({ name: 'bench_session_lookup', text: lookupSql, values: [hashToken(token)] })
    : { rows: [] };
  const user = rows[0];
  if (!user) return reply.code(401).send({ success: false, message: Messages.unauthorized });
  return {
    success: true,
    message: Messages.userFetched,
    data: {
      id: user.id,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      is_verified: user.is_verified,
      credits: user.credits,
    },
  };
});
await bare.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${(bare.server.address() as { port: number }).port}`);
const stop = () =>
  void bare
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
