/**
 * GET /campaigns/executions/{id}/events: the run's progress as Server-Sent Events. Each change is
 * sent as `event: execution` with the execution (PRODUCT.md §3) as data; the stream ends when the run is
 * completed or failed, or when the session that opened it ends (logout, password change,
 * revocation). Changes arrive through the database's notifications (progress.ts). A user holds at
 * most MAX_STREAMS_PER_USER streams in this process; each re-reads its run every few seconds.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { rateLimited } from '../../lib/rate-limits.ts';
import { authOf } from '../../request-auth.ts';
import { isSessionLive } from '../auth/sessions.service.ts';
import { onProgress } from './progress.ts';
import { findExecution } from './runs.service.ts';

/** The safety net for a missed notification; changes normally arrive by LISTEN at once. */
const REREAD_MS = 5000;
const HEARTBEAT_MS = 15_000;
/** A stream lives at most this long; EventSource reconnects by itself. */
const MAX_STREAM_MS = 10 * 60_000;
/** A few tabs following a few runs; more is a client (or an attacker) holding connections. */
const MAX_STREAMS_PER_USER = 10;
/** Retry-After of the refusal: by then a stream has usually ended or reconnected. */
const RETRY_AFTER_SECONDS = 30;

/** How soon a stream ended by a stop tells the browser to reconnect (to another instance, or this one restarted). */
const RECONNECT_AFTER_STOP_MS = 1000;

/** Each open stream's way to end at a stop (endExecutionStreams). */
const liveStreams = new Set<() => void>();

/**
 * Ends every stream this process holds with a retry hint (the server is stopping: app.ts's preClose),
 * so the HTTP server closes at once and each browser reconnects within a second, to whichever
 * instance answers then.
 */
export function endExecutionStreams(): number {
  const ending = [...liveStreams];
  for (const end of ending) end();
  return ending.length;
}

/** Open streams per user in this process. */
const openStreams = new Map<string, number>();

/** Takes one of the user's stream slots, or refuses with PRODUCT.md's 429; the returned function gives it back. */
function takeSlot(userId: string): () => void {
  const count = openStreams.get(userId) ?? 0;
  if (count >= MAX_STREAMS_PER_USER) throw rateLimited(RETRY_AFTER_SECONDS);
  openStreams.set(userId, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (openStreams.get(userId) ?? 1) - 1;
    if (left > 0) openStreams.set(userId, left);
    else openStreams.delete(userId);
  };
}

export async function streamExecution(
  db: Database,
  userId: string,
  executionId: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { sessionId } = authOf(request);
  // Before the hijack: a refusal still goes through the error handler (envelope, Retry-After).
  const release = takeSlot(userId);
  reply.hijack();
  const out = reply.raw;
  // The hijacked response is written raw: the headers our hooks set on the reply (Helmet's CSP,
  // nosniff, …) would otherwise never leave.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) out.setHeader(name, value);
  }
  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  out.write('retry: 3000\n\n');

  let last = '';
  let closed = false;
  let reading = false;
  let again = false;
  const finish = () => {
    if (closed) return;
    closed = true;
    release();
    stop();
    clearInterval(reread);
    clearInterval(heartbeat);
    clearTimeout(deadline);
    liveStreams.delete(goAway);
    out.end();
  };
  const goAway = () => {
    if (!closed) out.write(`retry: ${RECONNECT_AFTER_STOP_MS}\n\n`);
    finish();
  };
  liveStreams.add(goAway);
  const send = async () => {
    if (closed) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      const { wire } = await findExecution(db, userId, executionId);
      const json = JSON.stringify(wire);
      if (json !== last && !closed) {
        last = json;
        out.write(`event: execution\ndata: ${json}\n\n`);
      }
      // A review run's draft waits for the user: nothing more comes until they decide.
      if (['completed', 'failed', 'review', 'discarded'].includes(wire.status)) finish();
    } catch (error) {
      request.log.warn({ err: error, executionId }, 'execution stream ended');
      finish();
    } finally {
      reading = false;
      if (again && !closed) {
        again = false;
        void send();
      }
    }
  };

  /** The periodic wake-up: a session that ended (here or in another process) ends its streams. */
  const recheck = async () => {
    try {
      if (!(await isSessionLive(db, sessionId))) return finish();
    } catch (error) {
      request.log.warn({ err: error, executionId }, 'execution stream ended');
      return finish();
    }
    await send();
  };

  const stop = onProgress(executionId, () => void send());
  const reread = setInterval(() => void recheck(), REREAD_MS);
  const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const deadline = setTimeout(finish, MAX_STREAM_MS);
  request.raw.on('close', finish);
  await send();
}
