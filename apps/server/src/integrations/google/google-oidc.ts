/**
 * Google sign-in over OpenID Connect (authorization code + PKCE S256 + nonce) with openid-client.
 * The issuer is configurable: https://accounts.google.com in production, the local sandbox elsewhere.
 * Returns a verified identity taken from the ID token; knows nothing of our users or sessions.
 */
import * as client from 'openid-client';

export interface GoogleOidcOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Allows an http:// issuer: the sandbox in development and tests only. */
  allowInsecure: boolean;
}

export interface GoogleAuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface FinishAuthorizationInput {
  code: string;
  state: string;
  expected: { state: string; nonce: string; codeVerifier: string };
}

export interface GoogleIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
  picture: string | null;
  /** When Google last authenticated the user (seconds since epoch), from the ID token. */
  authTime: number | null;
}

export interface StartAuthorizationOptions {
  /**
   * Ask Google to authenticate the user again now (prompt=login, max_age=0), as the account with
   * this email: the proof of identity before an account change when there is no password.
   */
  reauthenticate?: { loginHint: string };
}

export interface GoogleOidc {
  startAuthorization(options?: StartAuthorizationOptions): Promise<GoogleAuthorizationRequest>;
  finishAuthorization(input: FinishAuthorizationInput): Promise<GoogleIdentity>;
}

export type GoogleOidcErrorReason =
  | 'discovery_failed'
  | 'state_mismatch'
  | 'token_exchange_failed'
  | 'id_token_invalid'
  | 'userinfo_failed';

/** A failed sign-in step. Messages name the step and OAuth error code only, never a token. */
export class GoogleOidcError extends Error {
  override readonly name = 'GoogleOidcError';
  readonly reason: GoogleOidcErrorReason;

  constructor(reason: GoogleOidcErrorReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

const SCOPE = 'openid email profile';
// oauth4webapi codes for a token response whose ID token fails validation (claims, times, shape).
const ID_TOKEN_ERROR_CODES = new Set([
  'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
  'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
  'OAUTH_INVALID_RESPONSE',
  'OAUTH_KEY_SELECTION_FAILED',
]);

export function createGoogleOidc(opts: GoogleOidcOptions): GoogleOidc {
  let configuration: Promise<client.Configuration> | undefined;

  // Discovered once and cached; a failed discovery is forgotten so the next sign-in retries it.
  const discover = (): Promise<client.Configuration> => {
    configuration ??= client
      .discovery(new URL(opts.issuer), opts.clientId, undefined, client.ClientSecretPost(opts.clientSecret), {
        execute: opts.allowInsecure ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw new GoogleOidcError('discovery_failed', `Google OpenID discovery failed: ${describe(error)}`);
      });
    return configuration;
  };

  return {
    async startAuthorization(options = {}) {
      const config = await discover();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: opts.redirectUri,
        response_type: 'code',
        scope: SCOPE,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        ...(options.reauthenticate
          ? { prompt: 'login', max_age: '0', login_hint: options.reauthenticate.loginHint }
          : { prompt: 'select_account' }),
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    async finishAuthorization(input) {
      if (input.state !== input.expected.state) {
        throw new GoogleOidcError(
          'state_mismatch',
          'Google sign-in state does not match this browser session',
        );
      }
      const config = await discover();
      const callbackUrl = new URL(opts.redirectUri);
      callbackUrl.searchParams.set('code', input.code);
      callbackUrl.searchParams.set('state', input.state);

      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: input.expected.codeVerifier,
          expectedState: input.expected.state,
          expectedNonce: input.expected.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        throw toGrantError(error);
      }

      const claims = tokens.claims();
      if (!claims) throw new GoogleOidcError('id_token_invalid', 'Google returned no ID token');
      const identity = identityFromClaims(claims);
      if (identity.email !== null) return identity;

      // Google normally puts the email in the ID token; when it does not, userinfo is the source.
      let userinfo: GoogleIdentity;
      try {
        userinfo = identityFromClaims(await client.fetchUserInfo(config, tokens.access_token, claims.sub));
      } catch (error) {
        throw new GoogleOidcError('userinfo_failed', `Google userinfo request failed: ${describe(error)}`);
      }
      return {
        ...identity,
        email: userinfo.email,
        emailVerified: userinfo.emailVerified,
        givenName: identity.givenName ?? userinfo.givenName,
        familyName: identity.familyName ?? userinfo.familyName,
        name: identity.name ?? userinfo.name,
        picture: identity.picture ?? userinfo.picture,
        authTime: identity.authTime,
      };
    },
  };
}

function identityFromClaims(claims: client.IDToken | client.UserInfoResponse): GoogleIdentity {
  return {
    issuer: typeof claims.iss === 'string' ? claims.iss : '',
    subject: claims.sub,
    email: stringClaim(claims.email),
    // Google sends a boolean; some older tokens carried the string "true".
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    givenName: stringClaim(claims.given_name),
    familyName: stringClaim(claims.family_name),
    name: stringClaim(claims.name),
    picture: stringClaim(claims.picture),
    authTime: typeof claims.auth_time === 'number' ? claims.auth_time : null,
  };
}

function stringClaim(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function toGrantError(error: unknown): GoogleOidcError {
  if (error instanceof client.ResponseBodyError) {
    return new GoogleOidcError('token_exchange_failed', `Google token endpoint answered ${error.error}`);
  }
  if (
    error instanceof client.ClientError &&
    error.code !== undefined &&
    ID_TOKEN_ERROR_CODES.has(error.code)
  ) {
    return new GoogleOidcError(
      'id_token_invalid',
      `Google ID token rejected: ${error.message} (${error.code})`,
    );
  }
  return new GoogleOidcError('token_exchange_failed', `Google token exchange failed: ${describe(error)}`);
}

/** A short, token-free description of an openid-client or network error. */
function describe(error: unknown): string {
  if (error instanceof client.ResponseBodyError) return error.error;
  if (error instanceof client.ClientError)
    return error.code ? `${error.message} (${error.code})` : error.message;
  if (error instanceof Error) return error.message;
  return 'unknown error';
}
