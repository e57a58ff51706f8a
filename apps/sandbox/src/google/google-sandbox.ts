/// <reference path="../types/oidc-provider.d.ts" />
/**
 * Google sign-in sandbox: a local OpenID Connect provider (oidc-provider 9) that speaks the same wire
 * protocol as accounts.google.com, so our real openid-client adapter runs unchanged in development and
 * tests. It owns a Google-shaped discovery document, its own sign-in page (any email, no password),
 * in-memory accounts whose `sub` is a stable hash of the email, and in-memory keys, cookies and grants.
 *
 * Standalone: `(await createGoogleSandbox(opts)).listen(port)`. Mounted inside another Node HTTP server
 * at the issuer's path: `createMountedHandler(sandbox, '/sandbox/google')`, fed with the raw, unparsed
 * request (see that function's note).
 */
import { generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import type { Interaction, KoaContext, KoaMiddleware, Provider } from 'oidc-provider';
import {
  asciiLowerCase,
  grantableScope,
  type SandboxAccount,
  type SignInValues,
  SUPPORTED_SCOPES,
  subjectForEmail,
  toOidcAccount,
  validateSignIn,
} from './google-accounts.ts';
import {
  redirectSeeOther,
  renderAvatar,
  renderMessagePage,
  renderSignInPage,
  STYLESHEET,
  STYLESHEET_PATH,
  sendPage,
} from './google-pages.ts';
import { createMemoryAdapter } from './memory-adapter.ts';

export type NodeRequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface GoogleSandboxClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  /** Defaults to `client_secret_post`, which our adapter uses; Google accepts both. */
  token_endpoint_auth_method?: 'client_secret_post' | 'client_secret_basic';
}

export interface GoogleSandboxOptions {
  /** e.g. `http://127.0.0.1:4010` standalone or `http://localhost:3000/sandbox/google` mounted. */
  issuer: string;
  clients: GoogleSandboxClient[];
}

export interface GoogleSandboxServer {
  /** Base URL actually bound (`http://host:port` plus the issuer's path). */
  url: string;
  close(): Promise<void>;
}

export interface GoogleSandbox {
  readonly issuer: string;
  /** The issuer's path without a trailing slash (`''` for an issuer at the root). */
  readonly basePath: string;
  /** oidc-provider's request handler; expects `req.url` relative to `basePath` (see createMountedHandler). */
  readonly callback: NodeRequestHandler;
  /** Serves the sandbox on its own HTTP server (host defaults to 127.0.0.1). */
  listen(port: number, host?: string): Promise<GoogleSandboxServer>;
}

type MountedRequest = IncomingMessage & { originalUrl?: string };

const DISCOVERY_PATH = '/.well-known/openid-configuration';
const INTERACTION_ROUTE = /^\/interaction\/([A-Za-z0-9_-]{1,64})$/;
const AVATAR_ROUTE = /^\/sandbox-assets\/avatar\/([0-9]{1,32})\.svg$/;
const MAX_FORM_BYTES = 16 * 1024;
// The keys of Google's published discovery document (contracts/google-openid-configuration.snapshot.json):
// the sandbox advertises no more than Google does, so clients cannot come to rely on extras.
const GOOGLE_DISCOVERY_KEYS = new Set([
  'issuer',
  'authorization_endpoint',
  'token_endpoint',
  'userinfo_endpoint',
  'revocation_endpoint',
  'jwks_uri',
  'response_types_supported',
  'subject_types_supported',
  'id_token_signing_alg_values_supported',
  'scopes_supported',
  'token_endpoint_auth_methods_supported',
  'claims_supported',
  'code_challenge_methods_supported',
  'grant_types_supported',
]);

/** Starts a Google-like OpenID provider with fresh in-memory keys, cookies secrets and accounts. */
export async function createGoogleSandbox(opts: GoogleSandboxOptions): Promise<GoogleSandbox> {
  // Imported lazily: oidc-provider prints a runtime notice on import, which only sandbox users should see.
  const { default: OidcProvider, interactionPolicy } = await import('oidc-provider');
  const issuerUrl = new URL(opts.issuer);
  const basePath = issuerUrl.pathname.replace(/\/+$/, '');
  const accounts = new Map<string, SandboxAccount>();
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });

  const policy = interactionPolicy.base();
  // Google accepts prompt=select_account (our adapter sends it); oidc-provider only knows prompts in its policy.
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  const provider: Provider = new OidcProvider(opts.issuer, {
    adapter: createMemoryAdapter(),
    clients: opts.clients.map((client) => ({
      client_id: client.client_id,
      client_secret: client.client_secret,
      redirect_uris: client.redirect_uris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: client.token_endpoint_auth_method ?? 'client_secret_post',
    })),
    jwks: {
      keys: [{ ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' }],
    },
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      // Own names so that, mounted on the app's origin, they never collide with the app's cookies.
      names: {
        session: 'google_sandbox_session',
        interaction: 'google_sandbox_interaction',
        resume: 'google_sandbox_resume',
      },
      long: { httpOnly: true, sameSite: 'lax', path: basePath || '/' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: [...SUPPORTED_SCOPES],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    // Google puts the email and profile claims in the ID token as well as in userinfo.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    clientAuthMethods: ['client_secret_post', 'client_secret_basic'],
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
    pkce: { required: () => true },
    // Google's lifetimes, roughly: one-hour tokens, short codes, a long browser session.
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${basePath}/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? toOidcAccount(account, opts.issuer) : undefined;
    },
    renderError: (ctx, out) => {
      sendPage(ctx, renderMessagePage(basePath, 'Sign-in failed', out.error_description ?? out.error ?? ''));
    },
    // Server-side clients only: no browser calls the token or userinfo endpoints cross-origin.
    clientBasedCORS: () => false,
  });

  provider.use(
    sandboxRoutes({
      provider,
      basePath,
      accounts,
    }),
  );
  const callback = provider.callback();

  const sandbox: GoogleSandbox = {
    issuer: opts.issuer,
    basePath,
    callback,
    async listen(port, host = '127.0.0.1') {
      const server = createServer(basePath ? createMountedHandler(sandbox, basePath) : callback);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      const { port: boundPort } = server.address() as AddressInfo;
      const hostname = host.includes(':') ? `[${host}]` : host;
      return {
        url: `${issuerUrl.protocol}//${hostname}:${boundPort}${basePath}`,
        close: () =>
          new Promise<void>((resolve, reject) => {
            server.close((error) => (error ? reject(error) : resolve()));
            server.closeAllConnections();
          }),
      };
    },
  };
  return sandbox;
}

/**
 * Wraps the sandbox for a host server that routes `<prefix>/*` to it. The prefix must be the issuer's
 * path. The host must hand over the raw request with its body unread (in Fastify: `reply.hijack()` in an
 * `onRequest` hook, then call this with `request.raw, reply.raw`). `req.url` may be either the full URL
 * (it is then rewritten, keeping the full one in `req.originalUrl`, which oidc-provider reads to build
 * its endpoint URLs) or already relative with `req.originalUrl` set.
 */
export function createMountedHandler(sandbox: GoogleSandbox, prefix: string): NodeRequestHandler {
  const mountPath = prefix.replace(/\/+$/, '');
  if (mountPath !== sandbox.basePath) {
    throw new Error(`Google sandbox mounted at "${mountPath}" but its issuer path is "${sandbox.basePath}"`);
  }
  const stripPrefix = (url: string): string | undefined => {
    if (url === mountPath) return '/';
    if (url.startsWith(`${mountPath}/`)) return url.slice(mountPath.length);
    if (url.startsWith(`${mountPath}?`)) return `/${url.slice(mountPath.length)}`;
    return undefined;
  };

  return (req: MountedRequest, res) => {
    const url = req.url ?? '/';
    const alreadyRewritten = typeof req.originalUrl === 'string' && stripPrefix(req.originalUrl) === url;
    if (!alreadyRewritten) {
      const relativeUrl = stripPrefix(url);
      if (relativeUrl === undefined) {
        res.statusCode = 404;
        res.end();
        return;
      }
      req.originalUrl = url;
      req.url = relativeUrl;
    }
    sandbox.callback(req, res);
  };
}

interface SandboxRoutesDeps {
  provider: Provider;
  basePath: string;
  accounts: Map<string, SandboxAccount>;
}

/** Koa middleware placed before oidc-provider's router: sign-in pages, assets, discovery shaping. */
function sandboxRoutes(deps: SandboxRoutesDeps): KoaMiddleware {
  const { provider, basePath, accounts } = deps;

  const showSignIn = async (ctx: KoaContext, uid: string): Promise<void> => {
    const interaction = await provider.interactionDetails(ctx.req, ctx.res);
    if (interaction.uid !== uid) throw new InteractionMismatch();
    const hint = asciiLowerCase(stringParam(interaction, 'login_hint')?.trim() ?? '');
    const known = hint ? accounts.get(subjectForEmail(hint)) : undefined;
    sendPage(
      ctx,
      renderSignInPage({
        basePath,
        uid,
        clientId: stringParam(interaction, 'client_id') ?? '',
        values: known ?? { email: hint, givenName: '', familyName: '', emailVerified: true },
      }),
    );
  };

  const submitSignIn = async (ctx: KoaContext, uid: string): Promise<void> => {
    const interaction = await provider.interactionDetails(ctx.req, ctx.res);
    if (interaction.uid !== uid) throw new InteractionMismatch();
    const form = await readUrlEncodedForm(ctx.req);

    if (form.get('action') === 'cancel') {
      const returnTo = await provider.interactionResult(
        ctx.req,
        ctx.res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      redirectSeeOther(ctx, returnTo);
      return;
    }

    const values: SignInValues = {
      email: asciiLowerCase((form.get('email') ?? '').trim()),
      givenName: (form.get('given_name') ?? '').trim(),
      familyName: (form.get('family_name') ?? '').trim(),
      emailVerified: form.get('email_verified') === 'true',
    };
    const problem = validateSignIn(values);
    if (problem) {
      ctx.status = 400;
      sendPage(
        ctx,
        renderSignInPage({
          basePath,
          uid,
          clientId: stringParam(interaction, 'client_id') ?? '',
          values,
          problem,
        }),
      );
      return;
    }

    const account: SandboxAccount = { sub: subjectForEmail(values.email), ...values };
    accounts.set(account.sub, account);
    await endOtherAccountSession(interaction, account.sub);

    const clientId = stringParam(interaction, 'client_id') ?? '';
    const grant = new provider.Grant({ accountId: account.sub, clientId });
    grant.addOIDCScope(grantableScope(stringParam(interaction, 'scope')));
    const grantId = await grant.save();

    // Login and consent in one step: Google shows no consent screen for these basic scopes once approved.
    const returnTo = await provider.interactionResult(
      ctx.req,
      ctx.res,
      { select_account: {}, login: { accountId: account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
    redirectSeeOther(ctx, returnTo);
  };

  // Choosing another account in a browser already signed in: end that session here, as Google's account
  // chooser would; left alone, oidc-provider answers with its own auto-submitting (inline script) logout page.
  const endOtherAccountSession = async (interaction: Interaction, accountId: string): Promise<void> => {
    const previous = interaction.session;
    if (!previous?.accountId || previous.accountId === accountId) return;
    if (previous.uid) await (await provider.Session.findByUid(previous.uid))?.destroy();
    delete previous.uid;
    await interaction.persist();
  };

  return async (ctx, next) => {
    if (ctx.path === STYLESHEET_PATH && ctx.method === 'GET') {
      ctx.type = 'text/css; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = STYLESHEET;
      return;
    }

    const avatar = AVATAR_ROUTE.exec(ctx.path);
    if (avatar?.[1] !== undefined && ctx.method === 'GET') {
      const account = accounts.get(avatar[1]);
      if (!account) return; // Koa answers 404
      ctx.type = 'image/svg+xml';
      ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      ctx.body = renderAvatar(account);
      return;
    }

    const interaction = INTERACTION_ROUTE.exec(ctx.path);
    const uid = interaction?.[1];
    if (uid === undefined) {
      await next();
      if (ctx.path === DISCOVERY_PATH && ctx.status === 200 && isRecord(ctx.body)) {
        ctx.body = Object.fromEntries(
          Object.entries(ctx.body).filter(([key]) => GOOGLE_DISCOVERY_KEYS.has(key)),
        );
      }
      return;
    }

    try {
      if (ctx.method === 'GET') {
        await showSignIn(ctx, uid);
      } else if (ctx.method === 'POST') {
        await submitSignIn(ctx, uid);
      } else {
        ctx.status = 405;
        ctx.set('Allow', 'GET, POST');
      }
    } catch (error) {
      if (error instanceof FormError) {
        ctx.status = error.status;
        sendPage(ctx, renderMessagePage(basePath, 'Sign-in failed', error.message));
        return;
      }
      if (error instanceof InteractionMismatch || isSessionNotFound(error)) {
        ctx.status = 400;
        sendPage(
          ctx,
          renderMessagePage(
            basePath,
            'This sign-in request has expired',
            'Go back to the app and choose "Sign in with Google" again.',
          ),
        );
        return;
      }
      throw error;
    }
  };
}

function stringParam(interaction: Interaction, name: string): string | undefined {
  const value = interaction.params[name];
  return typeof value === 'string' ? value : undefined;
}

class InteractionMismatch extends Error {}

class FormError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

function isSessionNotFound(error: unknown): boolean {
  return error instanceof Error && error.name === 'SessionNotFound';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readUrlEncodedForm(req: IncomingMessage): Promise<URLSearchParams> {
  const contentType = req.headers['content-type'] ?? '';
  if (!contentType.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    throw new FormError(415, 'The form must be sent as application/x-www-form-urlencoded.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_FORM_BYTES) throw new FormError(413, 'The form is too large.');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
