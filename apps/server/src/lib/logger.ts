/** pino options shared by every role: secrets never reach a log line. */
import type { LoggerOptions } from 'pino';

export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.apiKey',
  '*.secret',
  '*.clientSecret',
  '*.accessToken',
  '*.refreshToken',
];

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; headers: Record<string, unknown>; ip?: string }) {
        // Query strings carry verification and reset tokens: log the path only.
        return { method: request.method, url: request.url.split('?')[0], ip: request.ip };
      },
    },
  };
}
