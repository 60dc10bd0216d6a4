import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './router';

const flatten = (routes: RouteObject[]): RouteObject[] => routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);

describe('routes', () => {
  it('every route has an error element, so a failing page is never a blank screen', () => {
    const routes = flatten(createRoutes());
    expect(routes.length).toBeGreaterThan(50);
    const without = routes.filter((route) => !route.errorElement).map((route) => route.id ?? route.path);
    expect(without).toEqual([]);
  });
});
