/**
 * An OpenAI-compatible images endpoint on this machine for tests: POST /v1/images/generations
 * answered as OpenAI does ({ data: [{ b64_json }] }) with a plain teal picture (a colour no pin palette
 * uses, so a test can tell the picture from the design), or with the answers queued in `answers`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface ImagesEndpoint {
  /** http://127.0.0.1:<port>/v1 */
  baseUrl: string;
  picture: Buffer;
  /** What it was asked, in order. */
  requests: { path: string; body: Record<string, unknown>; authorization?: string }[];
  /** What it answers next, in order; once used up, the picture. */
  answers: { status: number; body: unknown; headers?: Record<string, string> }[];
  close(): Promise<void>;
}

export async function startImagesEndpoint(): Promise<ImagesEndpoint> {
  const picture = await sharp({ create: { width: 1024, height: 1536, channels: 3, background: '#13a896' } })
    .png()
    .toBuffer();
  const endpoint = { picture, requests: [], answers: [] } as unknown as ImagesEndpoint;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      endpoint.requests.push({
        path: request.url ?? '',
        body: JSON.parse(raw),
        authorization: request.headers.authorization,
      });
      const answer = endpoint.answers.shift() ?? {
        status: 200,
        body: { created: 1, data: [{ b64_json: picture.toString('base64') }] },
      };
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  endpoint.close = () => new Promise((resolve) => server.close(() => resolve()));
  return endpoint;
}
