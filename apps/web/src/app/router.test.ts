import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { Outlet, StaticRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRouteMatches } from '@/lib/route-handle';
import { AppRoutes, fixedTable, loadRoutesOf, routeMatches, toElementRoutes } from './route-runtime';
import { createRouteTable } from './route-table';
import { createRoutes } from './router';

const flatten = (routes: RouteObject[]): RouteObject[] => routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);

function Layout() {
  const matches = useRouteMatches();
  return h('div', null, h('header', null, `chrome of ${matches.at(-1)?.id}`), h(Outlet));
}
const page = (text: string) => () => h('p', null, text);
let loads = 0;
const lazyItem = async () => ((loads += 1), { Component: page('item page') });
const testRoutes = (): RouteObject[] => [
  {
    id: 'root',
    element: h(Layout),
    children: [
      { id: 'home', index: true, element: h(page('home page')) },
      { id: 'item', path: 'item/:id', lazy: lazyItem },
    ],
  },
];
const render = (routes: RouteObject[], location: string, basename = '/') => renderToString(h(StaticRouter, { location, basename }, h(AppRoutes, { table: fixedTable(routes) })));

describe('routes', () => {
  it('every route of the store becomes an element React Router can render, and every route name is unique', () => {
    const routes = flatten(createRoutes());
    expect(routes.length).toBeGreaterThan(50);
    const ids = routes.map((r) => r.id);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const elements = flatten(toElementRoutes(createRoutes()));
    expect(elements.filter((r) => r.lazy || r.errorElement || r.loader)).toEqual([]);
    expect(elements.filter((r) => !r.element && !r.children?.length).map((r) => r.id)).toEqual([]);
  });

  it('a lazy page loaded before the render renders at once (as hydration needs), and is loaded once', async () => {
    const routes = testRoutes();
    loads = 0;
    const matches = await loadRoutesOf(routes, { pathname: '/shop/item/7' }, '/shop');
    expect(matches.map((m) => [m.id, m.params.id])).toEqual([
      ['root', '7'],
      ['item', '7'],
    ]);
    expect(render(routes, '/shop/item/7', '/shop')).toContain('item page');
    await loadRoutesOf(routes, { pathname: '/shop/item/8' }, '/shop');
    expect(loads).toBe(1);
  });

  it('the chrome knows the route name of the page shown; an unknown path matches the not-found route', () => {
    expect(routeMatches(createRoutes(), '/cart').map((m) => m.id)).toEqual(['root', 'cart']);
    expect(routeMatches(createRoutes(), '/no/such/page/here/at/all').at(-1)?.id).toBe('not-found');
  });
});

describe('the browser route table', () => {
  it('holds home only until a page needs the full table, which comes once; a failed load is tried again by the next navigation', async () => {
    let loads = 0;
    let fail = true;
    const table = createRouteTable('/', async () => {
      loads += 1;
      if (fail) throw new Error('offline');
      return testRoutes();
    });
    let changes = 0;
    table.subscribe(() => (changes += 1));
    const ids = () => flatten(table.get().routes).map((r) => r.id);
    expect(ids()).toEqual(['root', 'home', 'route-table']);
    await table.prepare({ pathname: '/' });
    expect(loads).toBe(0);
    await expect(table.prepare({ pathname: '/item/7' })).rejects.toThrow('offline');
    expect(ids()).toContain('route-table');
    fail = false;
    await table.prepare({ pathname: '/item/7' });
    expect([loads, changes]).toEqual([2, 1]);
    expect(ids()).toEqual(['root', 'home', 'item']);
    expect(render(table.get().routes, '/item/7')).toContain('item page');
    await table.prepare({ pathname: '/item/8' });
    expect(loads).toBe(2);
  });
});
