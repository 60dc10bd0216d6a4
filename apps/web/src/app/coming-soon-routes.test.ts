import { describe, expect, it } from 'vitest';
import { comingSoonRoutes, routeName } from './coming-soon-routes';
import { createRoutes } from './router';

describe('coming-soon routes', () => {
  it('names a path without its parameters, slashes as dashes', () => {
    expect(routeName('online-store/instantsim/:id')).toBe('online-store-instantsim');
    expect(routeName('online-store/verify/:id?')).toBe('online-store-verify');
    expect(routeName('uppack/step1')).toBe('uppack-step1');
  });

  it('gives every placeholder a distinct route name and path', () => {
    const routes = comingSoonRoutes();
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it('keeps no placeholder for a page that has landed (same name or same path)', () => {
    const real = createRoutes()[0].children!.filter((r) => !comingSoonRoutes().some((s) => s.id === r.id));
    for (const soon of comingSoonRoutes()) {
      expect(real.map((r) => r.path)).not.toContain(soon.path);
    }
  });

  it('serves the built SIM pages (instant SIM, SIM DIY) as real routes, not placeholders', () => {
    const soon = comingSoonRoutes().map((r) => r.path);
    const real = createRoutes()[0].children!.map((r) => r.path);
    for (const path of ['online-store/instantsim/:id', 'online-store/instantsim/:id/:nas/:number', 'online-store/sim-diy/postpaid']) {
      expect(soon).not.toContain(path);
      expect(real).toContain(path);
    }
  });

  it('serves every porting route of spec 2 as a real page (issue 16), not a placeholder', () => {
    const soon = comingSoonRoutes().map((r) => r.path);
    const real = createRoutes()[0].children!;
    const spec = [
      ['mnp-verify', 'mnp/verify/:id/:code'],
      ['mnp-bundle-verify', 'mnp-bundle/verify/:id/:inventory/:bundle'],
      ['mnp-auto-verify', 'mnp-auto/verify/:id/:nas_code/:bundle_id'],
      ['online-store-mnp-bundle', 'online-store/mnp-bundle/:id/:inventory/:bundle'],
      ['online-store-mnp-auto', 'online-store/mnp-auto/:id/:nas_code/:bundle_id'],
      ['online-store-mnp-one-step-fail', 'online-store/mnp-one-step-fail'],
    ];
    for (const [id, path] of spec) {
      expect(soon).not.toContain(path);
      expect(real.find((r) => r.id === id)?.path).toBe(path);
    }
  });
});
