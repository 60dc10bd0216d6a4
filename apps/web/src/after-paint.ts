/**
 * The only script a server-rendered page starts with (docs/decisions/013): the HTML, stylesheets and
 * fonts paint the page, so the scripts that hydrate it are requested once that first paint is on
 * screen instead of competing with it for the link. The server lists them in
 * <script type="application/json" id="page-scripts">{"entry": "...", "preload": ["...", ...]}</script>.
 * Self-contained (no imports): a separate entry of the browser build.
 */
interface PageScripts {
  entry: string;
  preload: string[];
}

function load({ entry, preload }: PageScripts) {
  const tags = document.createDocumentFragment();
  for (const href of preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    tags.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  tags.append(script);
  document.head.append(tags);
}

// Until the app is live, a form without its own action would be submitted by the browser to the same
// URL ("?"), reloading the page and losing what was typed; hold such a submit back instead (the
// shopper presses again a moment later). Forms with an action (the header search) work without the app.
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target as HTMLFormElement;
    if (document.documentElement.dataset.app !== 'ready' && !form.hasAttribute('action')) event.preventDefault();
  },
  true,
);

const data = document.getElementById('page-scripts')?.textContent;
if (data) {
  const scripts = JSON.parse(data) as PageScripts;
  // A module script runs once the stylesheets have loaded; a timeout set in the next animation frame
  // runs after that frame, the first paint, is on screen. A background tab paints nothing and runs no
  // animation frames: load at once.
  if (document.visibilityState === 'hidden') load(scripts);
  else requestAnimationFrame(() => setTimeout(() => load(scripts), 0));
}
