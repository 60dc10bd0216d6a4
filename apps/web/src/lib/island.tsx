import { Suspense, use, useEffect, type ComponentType } from 'react';

/**
 * Islands (docs/decisions/018): a part of the page below the first view that the server renders with
 * the page but whose code the browser fetches only when it scrolls into view. Until then the server's
 * HTML stays as it is (links work); React hydrates the part once its code is in. Reached by client
 * navigation (no server HTML), an island loads at once. The server loads every island's code before
 * rendering (`preloadIslands`, called by entry-server). When React gives up the server's HTML of an
 * island that is not hydrated yet (an update from above reached it first), the island loads at once.
 */
const preloads = new Set<() => Promise<unknown>>();

/** Loads the code of every island defined so far (the server, before rendering a page). */
export const preloadIslands = (): Promise<unknown> => Promise.all([...preloads].map((preload) => preload()));

/** Resolves once the element is in view; at once when it is not on the page or the browser cannot tell. */
function whenVisible(id: string): Promise<void> {
  const el = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!el || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(el);
  });
}

/** `id` names the island's wrapper element (unique on the page); `load` imports its component. */
export function island<P extends object>(id: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  let loadNow: (() => void) | null = null;
  const preload = () => load().then((component) => (loaded = component));
  preloads.add(preload);

  function Contents(props: P) {
    const Component = loaded ?? use((pending ??= new Promise<void>((resolve) => ((loadNow = resolve), void whenVisible(id).then(resolve))).then(preload)));
    return <Component {...props} />;
  }

  /**
   * Shown only when the island renders in the browser without the server's HTML: after a client
   * navigation, or when React gave the server's HTML up because the page changed above the island
   * before it was hydrated (a language switch on home before the rows were in view). The wrapper the
   * observer watches is gone then, so the code is loaded at once instead of waiting for it.
   */
  function WithoutServerHtml() {
    useEffect(() => loadNow?.(), []);
    return null;
  }

  function Island(props: P) {
    return (
      <Suspense fallback={<WithoutServerHtml />}>
        <div id={id} className="island">
          <Contents {...props} />
        </div>
      </Suspense>
    );
  }
  Island.displayName = `Island(${id})`;
  return Island;
}
