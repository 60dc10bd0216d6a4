import * as client from 'openid-client';

export interface RelyingPartyOptions {
  issuer: string;
  clientId: string;
  /** Loaded lazily: the embedded provider's secret lives in the database. */
  clientSecret: () => Promise<string>;
  redirectUri: string;
  /** How to reach the issuer; the embedded provider is called in-process. */
  fetch?: client.CustomFetch;
}

export interface RelyingParty {
  redirectUri: string;
  config: () => Promise<client.Configuration>;
  /** Whether the provider advertises `prompt=create` (OpenID Connect "Initiating User Registration"). */
  supportsCreate: () => Promise<boolean>;
}

/** The store as an OpenID Connect client (authorization code + PKCE); discovery happens on first use. */
export function createRelyingParty(options: RelyingPartyOptions): RelyingParty {
  let configuration: Promise<client.Configuration> | null = null;
  const config = () => {
    configuration ??= (async () => {
      const secret = await options.clientSecret();
      const insecure = new URL(options.issuer).protocol === 'http:';
      return client.discovery(new URL(options.issuer), options.clientId, { redirect_uris: [options.redirectUri] }, client.ClientSecretBasic(secret), {
        ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
        execute: insecure ? [client.allowInsecureRequests] : [],
      });
    })().catch((error: unknown) => {
      configuration = null; // try again on the next sign-in
      throw error;
    });
    return configuration;
  };
  return {
    redirectUri: options.redirectUri,
    config,
    supportsCreate: async () => ((await config()).serverMetadata().prompt_values_supported as string[] | undefined)?.includes('create') ?? false,
  };
}
