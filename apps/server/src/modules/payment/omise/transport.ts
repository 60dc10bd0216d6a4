import http from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';

/**
 * Where the official `omise` client sends its requests. It takes a host name and a scheme only
 * (`host`, `vaultHost`, `scheme` in omise/lib/api.js, which builds `{ host, path }` for
 * http.request and has no port option), so a URL with a port (the embedded sandbox's Omise wire
 * listener, a local mock) gets a reserved name of its own (`*.omise-route.invalid`, RFC 2606: it
 * never resolves) that the global agents connect to the real host and port. Requests to any other
 * name are untouched; api.omise.co and vault.omise.co need none of this.
 */
const routes = new Map<string, { host: string; port: number }>();
let installed = false;

function install() {
  if (installed) return;
  installed = true;
  type Connect = (options: Record<string, unknown>, callback?: unknown) => Duplex;
  for (const agent of [http.globalAgent, https.globalAgent] as unknown as { createConnection: Connect }[]) {
    const original = agent.createConnection.bind(agent);
    agent.createConnection = (options, callback) => {
      const route = routes.get(String(options.host ?? ''));
      return original(route ? { ...options, host: route.host, port: route.port, servername: route.host } : options, callback);
    };
  }
}

export interface OmiseHost {
  host: string;
  scheme: 'http' | 'https';
}

/** The `host` and `scheme` options for the client from a URL such as http://127.0.0.1:4000 (no path: Omise's paths are at the root). */
export function omiseHost(url: string): OmiseHost {
  const u = new URL(url);
  const scheme = u.protocol === 'http:' ? 'http' : 'https';
  if (!u.port) return { host: u.hostname, scheme };
  const name = `${u.hostname.replace(/[^A-Za-z0-9-]/g, '-')}-${u.port}.omise-route.invalid`;
  routes.set(name, { host: u.hostname.replace(/^\[|\]$/g, ''), port: Number(u.port) });
  install();
  return { host: name, scheme };
}
