import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildOptions, type Plugin } from 'vite';
import { precompressedFiles } from './precompressed-files';

/**
 * Compresses one file into .gz and .br beside it (run in worker threads by precompress()). The .gz is
 * Zopfli's (Google's exhaustive deflate encoder; any gzip decoder reads it): 3 to 4 % smaller than
 * zlib's level 9, for every client that does not take Brotli (docs/decisions/049, session 19).
 */
const COMPRESS_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync, writeFileSync } = require('node:fs');
const { brotliCompressSync, constants } = require('node:zlib');
const { gzipAsync } = require(workerData.zopfli);
parentPort.on('message', async (file) => {
  const body = readFileSync(file);
  writeFileSync(file + '.gz', await gzipAsync(body, { numiterations: 5 }));
  writeFileSync(file + '.br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  parentPort.postMessage(file);
});
`;

/**
 * Writes .gz and .br (quality 11) beside every text asset once the build is done; the server sends
 * them as they are (@fastify/static preCompressed) instead of compressing per request. Zopfli takes
 * about 5 ms per KB, so the files are shared out to one worker per core.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'store-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Largest first, so no worker is left with a big file at the end.
      const queue = precompressedFiles(outDir).map(({ file }) => file);
      const zopfli = createRequire(import.meta.url).resolve('@gfx/zopfli');
      const workers = Array.from({ length: Math.min(availableParallelism(), 4) }, () => new Worker(COMPRESS_WORKER, { eval: true, workerData: { zopfli } }));
      try {
        await Promise.all(
          workers.map(
            (worker) =>
              new Promise<void>((resolve, reject) => {
                const next = () => {
                  const file = queue.shift();
                  if (file) worker.postMessage(file);
                  else resolve();
                };
                worker
                  .on('message', next)
                  .on('error', reject)
                  .on('exit', (code) => reject(new Error(`precompress: a worker stopped (exit code ${code}) with ${queue.length} files left`)));
                next();
              }),
          ),
        );
      } finally {
        await Promise.all(workers.map((w) => w.terminate()));
      }
    },
  };
}

/**
 * React Router's browser build, tree-shakable: it names its components and contexts for React's
 * developer tools at the top level (`Link.displayName = "Link"`) and creates them with
 * `forwardRef`/`createContext`/`memo` calls rollup cannot know are pure, so every one of them ships
 * whether the store uses it or not (NavLink, Form, ScrollRestoration and what they pull in). The
 * production build needs neither name; the calls are marked pure (docs/decisions/053).
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'store-react-router-tree-shaking',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/.test(id)) return null;
      const out = code.replace(/^\w+\.displayName = "[^"\n]*";$/gm, '').replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2');
      return { code: out, map: null };
    },
  };
}

/**
 * The locale namespaces the browser fetches (lib/i18n.ts) as `locales/<version>/<lang>/<ns>.json`,
 * `<version>` being a short hash of every locale file: the build writes them (minified) under dist,
 * where the server caches them for a year, and the client learns the version from the define
 * `__LOCALES_VERSION__`. The dev server sends them from src/locales whatever the version says.
 * Every namespace is written, the chrome's too (fetched before the first render, lib/i18n.ts).
 */
function localeFiles(): Plugin {
  const localesDir = fileURLToPath(new URL('./src/locales', import.meta.url));
  const files = () =>
    readdirSync(localesDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .flatMap((lang) =>
        readdirSync(path.join(localesDir, lang.name))
          .filter((f) => f.endsWith('.json'))
          .map((f) => `${lang.name}/${f}`),
      )
      .sort();
  let version = 'dev';
  return {
    name: 'store-locale-files',
    config(_config, env) {
      if (env.command === 'build') {
        const hash = createHash('sha256');
        for (const file of files())
          hash
            .update(`${file}\0`)
            .update(readFileSync(path.join(localesDir, file)))
            .update('\0');
        version = hash.digest('hex').slice(0, 8);
      }
      return { define: { __LOCALES_VERSION__: JSON.stringify(version) } };
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/locales\/[\w-]+\/(\w+)\/([\w-]+)\.json$/.exec((req.url ?? '').split('?')[0]);
        const file = match && path.join(localesDir, match[1], `${match[2]}.json`);
        if (!file) return next();
        if (!existsSync(file)) {
          res.statusCode = 404;
          return res.end();
        }
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('cache-control', 'no-cache');
        res.end(readFileSync(file));
      });
    },
    // Emitted with the bundle, so precompress() (closeBundle) finds them written.
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const file of files()) {
        const source = JSON.stringify(JSON.parse(readFileSync(path.join(localesDir, file), 'utf8')));
        this.emitFile({ type: 'asset', fileName: `locales/${version}/${file}`, source });
      }
    },
  };
}

/**
 * The server bundle (`vite build --ssr`, docs/decisions/013): src/entry-server.tsx into dist/.ssr, which
 * the server imports to render the first view; never served (dot folder). The workspace's TypeScript
 * package is bundled in; npm packages (React, React Router, TanStack Query, i18next) stay imports.
 */
const ssrBuild: BuildOptions = {
  outDir: 'dist/.ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: false,
  target: 'node20',
  rollupOptions: {
    input: 'src/entry-server.tsx',
    output: { entryFileNames: 'entry-server.js', chunkFileNames: '[name]-[hash].js' },
    // The server bundle imports every locale eagerly (lib/i18n-server.ts); the browser's lazy ones are moot there.
    onLog(level, log, handler) {
      if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
    },
  },
};

const reactRouterProduction = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

const leafletEsm = path.join(path.dirname(createRequire(import.meta.url).resolve('leaflet/package.json')), 'dist/leaflet-src.esm.js');

// base './' + a <base href> injected by the server lets one build serve under any BASE_PATH.
export default defineConfig(({ isSsrBuild }) => ({
  base: './',
  plugins: [react(), reactRouterTreeShaking(), localeFiles(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router 7's package exports name only its development build (warnings on); the browser gets
      // the production one (remix-run/react-router#14102). The server bundle imports the package as is.
      ...(isSsrBuild ? [] : [{ find: /^react-router$/, replacement: reactRouterProduction }]),
      // Leaflet 1.9 names only its UMD build; its ES module build keeps the CommonJS helpers out of the
      // bundle (they would move into a chunk of their own that the home page then loads too).
      { find: /^leaflet$/, replacement: leafletEsm },
      // react-i18next imports useSyncExternalStore from the shim package for React 17; React 19 has it, and
      // the shim's CommonJS build costs about 0.4 KB gzip on every page.
      ...(isSsrBuild ? [] : [{ find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)) }]),
    ],
  },
  ssr: { noExternal: ['@store/domain'] },
  build: isSsrBuild
    ? ssrBuild
    : {
        target: 'es2022',
        sourcemap: false,
        assetsInlineLimit: 2048,
        // The server reads .vite/manifest.json to preload the chunks of the page being opened.
        manifest: true,
        // Every browser the store supports has <link rel=modulepreload>; the polyfill is dead weight.
        modulePreload: { polyfill: false },
        // A second entry: the loader a server-rendered page starts its scripts with after the first paint (src/after-paint.ts).
        // Lazy chunks are named by their hash alone: the main chunk lists every chunk's file name (route
        // imports and their preload lists), so a descriptive prefix costs bytes on every page.
        rollupOptions: {
          input: { index: 'index.html', 'after-paint': 'src/after-paint.ts' },
          output: {
            chunkFileNames: 'assets/[hash].js',
            // What every page loads beside the main chunk, in one file: left to itself the bundler cut it
            // into eight (TanStack Query in three, i18next with React, four of 200 to 460 bytes), and each
            // file is compressed on its own (decision 049, session 19: about 1.5 KB gzip less on every page).
            codeSplitting: {
              groups: [{ name: 'base', test: /@tanstack|[\\/](react-)?i18next[\\/]|(packages[\\/]domain[\\/]src[\\/](lang|time)|src[\\/]lib[\\/](events|storage))\.ts$/ }],
            },
          },
        },
      },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
