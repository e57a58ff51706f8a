/**
 * What one client may hold of the HTTP server's connections: a request must arrive whole within
 * REQUEST_TIMEOUT_SECONDS (timeouts, below), and one address holds at most MAX_CONNECTIONS_PER_IP
 * connections. Many addresses at once are the reverse proxy's to stop (README, Production).
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** A socket silent both ways this long is dead (a client that stopped reading its response too). */
const IDLE_SOCKET_MS = 120_000;
/** Longer than the idle timeout of the load balancers in front of us (60 s on most), as Fastify's default. */
const KEEP_ALIVE_MS = 72_000;

/**
 * Fastify's and Node's timeouts. `requestTimeout` ends at the request's last byte: a long response,
 * as a Server-Sent Events stream, is not cut by it (its heartbeat keeps the socket from idling).
 */
export function serverTimeouts(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: IDLE_SOCKET_MS,
    keepAliveTimeout: KEEP_ALIVE_MS,
    http: {
      headersTimeout: requestTimeoutMs,
      // How often Node looks for requests past their time (default 30 s: up to twice the limit).
      connectionsCheckingInterval: Math.min(5000, Math.max(250, requestTimeoutMs / 4)),
    },
  };
}

/** Closes, as soon as it opens, a connection from an address that already holds `max` (0: no cap). */
export function limitConnectionsPerIp(server: Server, max: number) {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
