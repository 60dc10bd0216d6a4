import type { QueryClient } from '@tanstack/react-query';
import type { Params, RouteObject } from 'react-router';

/** What a route's server data step gets: the matched params, the request URL and the request's query cache. */
export interface ServerDataArgs {
  params: Params;
  url: URL;
  queryClient: QueryClient;
}

/**
 * `handle.ssr` of a route the server renders (docs/decisions/013): `true`, or a step that fills the
 * query cache before rendering and may answer 'shell' to leave this request to the browser. Routes
 * without it get the client-only shell, so a new page is never server-rendered by accident.
 */
export type ServerRender = true | ((args: ServerDataArgs) => Promise<'shell' | void>);

export interface ServerRenderHandle {
  ssr?: ServerRender;
}

/** Marks a route as server-rendered (see ServerRender). */
export function serverRendered<R extends RouteObject>(route: R, ssr: ServerRender = true): R {
  return { ...route, handle: { ...(route.handle as object | undefined), ssr } };
}
