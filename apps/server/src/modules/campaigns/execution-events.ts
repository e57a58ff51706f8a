/**
 * GET /campaigns/executions/{id}/events: the run's progress as Server-Sent Events. Each change is
 * sent as `event: execution` with the execution (SPEC §3) as data; the stream ends when the run is
 * completed or failed. Changes arrive through the database's notifications (progress.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { findExecution } from './executions.service.ts';
import { onProgress } from './progress.ts';

/** The safety net for a missed notification; changes normally arrive by LISTEN at once. */
const REREAD_MS = 5000;
const HEARTBEAT_MS = 15_000;
/** A stream lives at most this long; EventSource reconnects by itself. */
const MAX_STREAM_MS = 10 * 60_000;

export async function streamExecution(
  db: Database,
  userId: string,
  executionId: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.hijack();
  const out = reply.raw;
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
    stop();
    clearInterval(reread);
    clearInterval(heartbeat);
    clearTimeout(deadline);
    out.end();
  };
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
      if (wire.status === 'completed' || wire.status === 'failed') finish();
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

  const stop = onProgress(executionId, () => void send());
  const reread = setInterval(() => void send(), REREAD_MS);
  const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const deadline = setTimeout(finish, MAX_STREAM_MS);
  request.raw.on('close', finish);
  await send();
}
