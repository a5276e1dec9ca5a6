import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { adminChunks } from './scripts/vite-admin-chunks';
import { mantineStableId } from './scripts/vite-mantine-stable-id';
import { precompress } from './scripts/vite-precompress';
import { prerender } from './scripts/vite-prerender';
import { PRERENDERED_ROUTES } from './src/shared/prerendered-routes';

const MANTINE_BASICS =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](ActionIcon|Alert|Anchor|Button|Checkbox|CloseButton|Group|Image|Input|InputBase|Loader|Paper|PasswordInput|Stack|TextInput|Title|UnstyledButton)[\\/]/;

const admins = adminChunks();

/** The built public screens the service worker does not keep: offline, index.html opens them (ADR 0076). */
const OFFLINE_ONLY_AS_SHELL = Object.values(PRERENDERED_ROUTES).filter((page) => page !== PRERENDERED_ROUTES['/login']);

const { version } = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as { version: string };

/** What turns the source into modules, for the browser build and the build-time render of the public screens. */
const sourcePlugins = () => [
  // The router plugin must run before the React plugin.
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    // A screen's loader (its reads, ADR 0053) goes into the screen's own chunk: otherwise every screen's query
    // modules would be imported by the route tree, which is part of the entry every page loads (P1).
    codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
    routesDirectory: 'src/app/routes',
    generatedRouteTree: 'src/app/routeTree.gen.ts',
    quoteStyle: 'single',
  }),
  react(),
  mantineStableId(),
];

export default defineConfig({
  resolve: {
    alias: {
      '@shared': path.resolve('src/shared'),
      '@app': path.resolve('src/app'),
    },
  },
  define: {
    // The persisted query cache is dropped when the version changes (its buster).
    __APP_VERSION__: JSON.stringify(version),
  },
  plugins: [
    ...sourcePlugins(),
    prerender(sourcePlugins),
    admins.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The install icons are the browser's to fetch when the app is installed, online; no screen shows them, so
      // the precache leaves them out (D2, ADR 0076).
      includeManifestIcons: false,
      manifest: {
        name: 'Field Agent Portal',
        short_name: 'Agent Portal',
        description: 'Training, farmer registration, sales and loans for field agents, online or offline.',
        theme_color: '#1b5e20',
        background_color: '#ffffff',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // The audio encoder (mediabunny, 135 KB compressed) serves only an admin uploading audio, online: precached,
        // every agent paid for it on the first "ready for offline" (D2, ADR 0062). An admin's page fetches it on use.
        // Neither the install icons (above) nor the built public screens but /login: those (sign-up, password reset,
        // registration) need the server anyway, and offline the shell renders them like any screen (ADR 0076).
        globIgnores: ['**/node_modules/**/*', 'assets/audio-encoder-*.js', 'icons/*.png', ...OFFLINE_ONLY_AS_SHELL],
        // Admin-only screens' files, marked: the service worker keeps them for admins only (ADR 0064).
        manifestTransforms: [admins.markEntries],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // Chromium, Firefox 115+ and Safari 17+ preload modules natively; older ones just fetch each module when it is
    // imported, so the polyfill is not worth its place in the entry chunk.
    modulePreload: {
      polyfill: false,
      // The offline preparation's imports (each screen's queries, offline-plan.ts) are background work that nobody
      // waits for: without preload links, each import fetches its chunk and then what that imports, instead of one
      // main-thread task that looks up and inserts a link per dependency (P2, ADR 0044).
      resolveDependencies: (_file, deps, { hostId }) => (/(^|\/)offline-plan-[^/]*\.js$/.test(hostId) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry imports statically is loaded by every page anyway: one chunk instead of a dozen small
          // ones, so a cold load makes fewer requests and inserts fewer preload links before the first screen (P1, P2).
          // Likewise Mantine's form and layout basics, which the sign-in screen and nearly every other screen use:
          // otherwise each is its own tiny chunk, and opening /login inserted ~25 preload links in one long task.
          groups: [
            { name: 'libs', priority: 1, tags: ['$initial'], test: /[\\/]node_modules[\\/]/ },
            { name: 'app', tags: ['$initial'] },
            { name: 'mantine-basics', priority: -1, test: MANTINE_BASICS },
            // Named, so that the service worker's precache can leave it out (injectManifest.globIgnores above).
            { name: 'audio-encoder', priority: 2, test: /[\\/]node_modules[\\/]mediabunny[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/audio': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
