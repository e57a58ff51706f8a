/**
 * Issue 17, finding 6: 4,000 connections trickling a byte every 5 s held the server (3,649 still open
 * after 90 s). A request must arrive whole within REQUEST_TIMEOUT_SECONDS, and one address holds at
 * most MAX_CONNECTIONS_PER_IP connections. Real sockets on a listening server: `inject` has none.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../test/test-server.ts';

const slow = setupTestServer({ REQUEST_TIMEOUT_SECONDS: 1 }, { listen: true, workers: false });
const capped = setupTestServer({ MAX_CONNECTIONS_PER_IP: 3 }, { listen: true, workers: false });

function portOf(server: TestServer): number {
  return Number(new URL(server.config.appUrl).port);
}

interface Connection {
  socket: Socket;
  /** Resolves when the server closes (or resets) the connection, with what it sent before. */
  closed: Promise<string>;
  received: () => string;
}

async function open(server: TestServer): Promise<Connection> {
  const socket = connect(portOf(server), '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
  });
  const closed = new Promise<string>((resolve) => {
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, closed, received: () => received };
}

/** Either what happened first, or 'still open' after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'still open'> {
  return Promise.race([
    promise,
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);
}

async function healthOver(connection: Connection, host: string): Promise<string> {
  const before = connection.received().length;
  connection.socket.write(`GET /healthz HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const answer = connection.received().slice(before);
    if (answer.includes('\r\n\r\n')) return answer.split('\r\n')[0] ?? '';
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return 'no answer';
}

describe('slow requests', () => {
  it('closes a connection whose body trickles in beyond REQUEST_TIMEOUT_SECONDS', async () => {
    const connection = await open(slow);
    const host = new URL(slow.config.appUrl).host;
    connection.socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
    );
    // A byte every 200 ms: never idle long enough for an inactivity timeout, never done.
    const trickle = setInterval(() => {
      if (!connection.socket.destroyed) connection.socket.write(' ');
    }, 200);
    try {
      const outcome = await within(connection.closed, 6000);
      expect(outcome).not.toBe('still open');
    } finally {
      clearInterval(trickle);
      connection.socket.destroy();
    }
  }, 15_000);

  it('closes a connection that never finishes its headers', async () => {
    const connection = await open(slow);
    connection.socket.write('GET /healthz HTTP/1.1\r\n');
    const trickle = setInterval(() => {
      if (!connection.socket.destroyed) connection.socket.write('X-Slow: 1\r\n');
    }, 200);
    try {
      expect(await within(connection.closed, 6000)).not.toBe('still open');
    } finally {
      clearInterval(trickle);
      connection.socket.destroy();
    }
  }, 15_000);

  it('closes a connection that sends nothing', async () => {
    const connection = await open(slow);
    try {
      expect(await within(connection.closed, 6000)).not.toBe('still open');
    } finally {
      connection.socket.destroy();
    }
  }, 15_000);

  it('still answers a request that arrives in time', async () => {
    const connection = await open(slow);
    expect(await healthOver(connection, new URL(slow.config.appUrl).host)).toBe('HTTP/1.1 200 OK');
    connection.socket.destroy();
  });
});

describe('connections per address', () => {
  it('closes the (N+1)th open connection from one address, and takes new ones once one closes', async () => {
    const host = new URL(capped.config.appUrl).host;
    const held = [await open(capped), await open(capped), await open(capped)];
    try {
      const extra = await open(capped);
      expect(await within(extra.closed, 3000)).not.toBe('still open');
      // The ones it holds still work.
      for (const connection of held) expect(await healthOver(connection, host)).toBe('HTTP/1.1 200 OK');

      held.shift()?.socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const next = await open(capped);
      held.push(next);
      expect(await healthOver(next, host)).toBe('HTTP/1.1 200 OK');
    } finally {
      for (const connection of held) connection.socket.destroy();
    }
  }, 20_000);
});
