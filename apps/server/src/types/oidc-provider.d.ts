/**
 * The part of oidc-provider 9's API the store uses (the package ships no type declarations and
 * @types/oidc-provider is not installed).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AdapterPayload {
    [key: string]: unknown;
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: unknown;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string, claims: unknown, rejected: string[]): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface KoaContextWithOIDC {
    type: string;
    body: unknown;
    status: number;
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      prompts: Set<string>;
      promptPending(name: string): boolean;
      requestParamScopes: Set<string>;
      provider: Provider;
    };
    query: Record<string, unknown>;
    get(name: string): string;
    cookies: { get(name: string): string | undefined };
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export class Check {
    constructor(reason: string, description: string, check: (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>);
    static REQUEST_PROMPT: true;
    static NO_NEED_TO_PROMPT: false;
  }

  export class Prompt {
    constructor(options: { name: string; requestable?: boolean }, ...checks: Check[]);
  }

  export interface InteractionPolicy extends Array<Prompt> {
    add(prompt: Prompt, index?: number): void;
    get(name: string): Prompt | undefined;
  }

  export const interactionPolicy: { Check: typeof Check; Prompt: typeof Prompt; base(): InteractionPolicy };

  export const errors: Record<string, new (...args: unknown[]) => Error> & { SessionNotFound: new (...args: unknown[]) => Error };

  export default class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
    Grant: { new (options: { clientId: string; accountId: string }): GrantInstance; find(id: string): Promise<GrantInstance | undefined> };
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
  export { Provider };
}
