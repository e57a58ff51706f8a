/**
 * Mounts the local stand-ins of the outside world on the app's own origin, when configuration says
 * a system is sandboxed. Today: Google's OpenID provider under /sandbox/google.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { type Runtime, SANDBOX_GOOGLE_PREFIX } from './runtime.ts';

export async function createSandboxMount(runtime: Runtime) {
  const google = runtime.googleSandbox;
  if (!google) return undefined;
  // Built on its first request, not at start-up (loading oidc-provider and making keys takes ~0.7 s).
  let handler: Promise<(req: IncomingMessage, res: ServerResponse) => void> | undefined;
  const loadHandler = async () => {
    // Imported only when used: a production process never loads the sandboxes.
    const { createGoogleSandbox, createMountedHandler } = await import('@aa/sandbox/google-oidc');
    const provider = await createGoogleSandbox({
      issuer: google.issuer,
      clients: [
        {
          client_id: google.clientId,
          client_secret: google.clientSecret,
          redirect_uris: [google.redirectUri],
        },
      ],
    });
    return createMountedHandler(provider, SANDBOX_GOOGLE_PREFIX);
  };
  const isSandboxPath = (url: string) =>
    url === SANDBOX_GOOGLE_PREFIX ||
    url.startsWith(`${SANDBOX_GOOGLE_PREFIX}/`) ||
    url.startsWith(`${SANDBOX_GOOGLE_PREFIX}?`);

  return (app: FastifyInstance) => {
    // The provider reads its own request bodies and writes its own responses.
    app.addHook('onRequest', async (request, reply) => {
      if (!isSandboxPath(request.url)) return;
      handler ??= loadHandler().catch((error: unknown) => {
        handler = undefined;
        throw error;
      });
      const handle = await handler;
      // Our security headers (set by an earlier onRequest hook) go out on the raw response too.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.hijack();
      handle(request.raw, reply.raw);
      return reply;
    });
  };
}
