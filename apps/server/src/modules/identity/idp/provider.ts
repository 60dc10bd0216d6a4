import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import Provider, { interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import { parseLang } from '@store/domain/lang';
import type { Db } from '../../../db/client';
import { getOrCreateSecret, randomToken } from '../secrets';
import { accountClaims, findAccount } from './accounts';
import { idpMessages } from './messages';
import { renderMessagePage } from './pages';
import { databaseAdapter } from './adapter';

export interface EmbeddedProviderOptions {
  issuer: string;
  /** The path the provider is mounted on, e.g. "/oidc" (BASE_PATH + /oidc). */
  mount: string;
  /** Where "back to the store" links go. */
  storeHref: string;
  /** The store's own client registration. */
  client: { id: string; secret: string; redirectUri: string };
}

async function generateSigningJwk() {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomToken(9), alg: 'RS256', use: 'sig' };
}

function langOf(ctx: KoaContextWithOIDC) {
  const fromCookie = /(?:^|;\s*)lang=(\w+)/.exec(ctx.get('cookie'))?.[1];
  return parseLang(ctx.query.ui_locales ?? fromCookie);
}

/**
 * The embedded OpenID Connect provider: accounts in idp_accounts, state in oidc_payloads, keys in
 * identity_secrets (generated on first start, shared by every process). Knows one client, the store,
 * which is first-party: its consent is implied. `prompt=create` opens the sign-up form.
 */
export async function createEmbeddedProvider(db: Db, options: EmbeddedProviderOptions): Promise<Provider> {
  const [jwk, cookieKey] = await Promise.all([
    getOrCreateSecret(db, 'idp_signing_jwk', async () => JSON.stringify(await generateSigningJwk())),
    getOrCreateSecret(db, 'idp_cookie_key', () => randomToken(32)),
  ]);

  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);

  const provider = new Provider(options.issuer, {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: options.client.id,
        client_secret: options.client.secret,
        redirect_uris: [options.client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [JSON.parse(jwk)] },
    cookies: { keys: [cookieKey] },
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'], phone: ['phone_number', 'phone_number_verified'] },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const account = await findAccount(db, sub);
      return account ? { accountId: sub, claims: () => accountClaims(account) } : undefined;
    },
    interactions: { policy, url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `${options.mount}/interaction/${interaction.uid}` },
    // The store is first-party: it gets its scopes without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      if (client.clientId !== options.client.id) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email phone');
      await grant.save();
      return grant;
    },
    discovery: { prompt_values_supported: ['none', 'login', 'consent', 'create'], ui_locales_supported: ['th', 'en'] },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    pkce: { required: () => true },
    clientBasedCORS: () => false,
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 1800, Session: 14 * 86400, Grant: 14 * 86400 },
    async renderError(ctx: KoaContextWithOIDC) {
      const lang = langOf(ctx);
      ctx.type = 'html';
      ctx.body = renderMessagePage(lang, options.mount, options.storeHref, idpMessages(lang).failed);
    },
  });
  provider.proxy = true;
  return provider;
}
