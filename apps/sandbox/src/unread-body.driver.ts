/**
 * Test driver: a request that announces a large body and sends none of it, over a raw socket. A
 * stand-in that checks credentials before reading a body answers at once; one that reads the body
 * first (buffering what an unauthenticated client sends) does not answer at all.
 */
import { connect } from 'node:net';

export interface UnreadBodyAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The server closed the connection after answering (it will read nothing more of the body). */
  closed: boolean;
}

export async function answerWithoutBody(
  origin: string,
  request: { method: string; path: string; headers?: Record<string, string>; contentLength: number },
  waitMs = 2000,
): Promise<UnreadBodyAnswer | 'no answer'> {
  const url = new URL(origin);
  const socket = connect(Number(url.port), url.hostname);
  const lines = [
    `${request.method} ${request.path} HTTP/1.1`,
    `Host: ${url.host}`,
    `Content-Length: ${request.contentLength}`,
    ...Object.entries(request.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  let received = '';
  let closed = false;
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('utf8');
  });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    closed = true;
  });

  const parse = (): UnreadBodyAnswer | undefined => {
    const end = received.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const [statusLine = '', ...headerLines] = received.slice(0, end).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of headerLines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const body = received.slice(end + 4);
    const length = Number(headers['content-length'] ?? Number.NaN);
    if (Number.isFinite(length) && Buffer.byteLength(body) < length) return undefined;
    return { status: Number(statusLine.split(' ')[1]), headers, body, closed };
  };

  const deadline = Date.now() + waitMs;
  try {
    while (Date.now() < deadline) {
      const answer = parse();
      if (answer) {
        // Give the server a moment to close the connection, as it should after such a refusal.
        const closeBy = Date.now() + 500;
        while (!closed && Date.now() < closeBy) await new Promise((resolve) => setTimeout(resolve, 20));
        return { ...answer, closed };
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return 'no answer';
  } finally {
    socket.destroy();
  }
}
