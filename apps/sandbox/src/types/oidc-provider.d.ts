// Minimal typings for the part of oidc-provider 9 that the sandboxes use (the package ships none and
// @types/oidc-provider is not a dependency). Extend when a sandbox needs more.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type UnknownObject = Record<string, unknown>;

  /** The subset of Koa's context used by middleware and configuration hooks. */
  export interface KoaContext {
    readonly req: IncomingMessage;
    readonly res: ServerResponse;
    readonly method: string;
    readonly path: string;
    readonly url: string;
    readonly query: Record<string, string | string[] | undefined>;
    status: number;
    type: string;
    body: unknown;
    set(field: string, value: string): void;
    get(field: string): string;
    redirect(url: string): void;
  }

  export type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

  export interface AdapterPayload extends UnknownObject {
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface AccountClaims extends UnknownObject {
    sub: string;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<AccountClaims> | AccountClaims;
  }

  export interface ClientMetadata extends UnknownObject {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
  }

  export interface CookieOptions {
    httpOnly?: boolean;
    sameSite?: 'lax' | 'strict' | 'none';
    path?: string;
    signed?: boolean;
  }

  export interface InteractionResults extends UnknownObject {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export interface Interaction {
    readonly uid: string;
    readonly returnTo: string;
    readonly prompt: { name: string; reasons: string[]; details: UnknownObject };
    readonly params: UnknownObject;
    readonly grantId?: string;
    /** The browser session the interaction started in, if someone was signed in. */
    session?: { uid?: string; accountId?: string };
    persist(): Promise<string>;
  }

  export interface Session {
    destroy(): Promise<void>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
  }

  export interface Configuration {
    adapter?: (name: string) => Adapter;
    clients?: ClientMetadata[];
    jwks?: { keys: UnknownObject[] };
    cookies?: {
      keys?: string[];
      names?: { session?: string; interaction?: string; resume?: string };
      long?: CookieOptions;
      short?: CookieOptions;
    };
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    responseTypes?: string[];
    clientAuthMethods?: string[];
    conformIdTokenClaims?: boolean;
    ttl?: Record<string, number>;
    pkce?: { required?: (ctx: KoaContext, client: unknown) => boolean };
    features?: Record<string, { enabled: boolean }>;
    enabledJWA?: { idTokenSigningAlgValues?: string[] };
    interactions?: {
      policy?: InteractionPolicy;
      url?: (ctx: KoaContext, interaction: Interaction) => string | Promise<string>;
    };
    findAccount?: (ctx: KoaContext, sub: string) => Promise<Account | undefined> | Account | undefined;
    renderError?: (ctx: KoaContext, out: Record<string, string>, error: Error) => Promise<void> | void;
    clientBasedCORS?: (ctx: KoaContext, origin: string, client: unknown) => boolean;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantConstructor;
    readonly Session: { findByUid(uid: string): Promise<Session | undefined> };
    use(middleware: KoaMiddleware): this;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export interface InteractionPrompt {
    readonly name: string;
  }

  export interface InteractionPolicy extends Array<InteractionPrompt> {
    add(prompt: InteractionPrompt, index?: number): void;
    get(name: string): InteractionPrompt | undefined;
  }

  export const interactionPolicy: {
    base(): InteractionPolicy;
    Prompt: new (options: { name: string; requestable: boolean }) => InteractionPrompt;
  };

  export default Provider;
}
