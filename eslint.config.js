// The lint run by `npm test` (and `npm run lint`): TypeScript and React-hooks rules, and the import boundaries of
// docs/architecture.md (ADR 0011), so a wrong-way import fails the suite instead of waiting for a review.
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const dirsOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** A zone: files under `target` may not import files under any of `from` (except the `except` globs). */
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

const OURS = ['./src/app', './src/server', './sw', './tests', './bench', './scripts'];

const sharedZones = [zone('./src/shared', OURS, 'src/shared is isomorphic and imports nothing of ours.')];

const sideZones = [
  zone('./src/app', ['./src/server', './tests', './bench', './scripts'], 'The client never imports the server.'),
  zone('./src/server', ['./src/app', './sw', './tests', './bench'], 'The server never imports the client.'),
  zone('./sw', ['./src/server', './src/app/i18n', './src/app/lib', './src/app/pwa', './src/app/components', './src/app/features', './src/app/routes'], 'The service worker imports src/shared and src/app/offline only.'),
];

// Client layers, lowest first: i18n ← lib ← offline ← pwa ← components ← features ← routes.
const CLIENT_LAYERS = ['i18n', 'lib', 'offline', 'pwa', 'components', 'features', 'routes'];
const clientLayerZones = CLIENT_LAYERS.slice(0, -1).map((layer, i) =>
  zone(
    `./src/app/${layer}`,
    CLIENT_LAYERS.slice(i + 1).map((above) => `./src/app/${above}`),
    `src/app/${layer} may not import the layers above it (${CLIENT_LAYERS.slice(i + 1).join(', ')}).`,
  ),
);

const featureZones = dirsOf('src/app/features').map((feature) =>
  zone(`./src/app/features/${feature}`, './src/app/features', 'A feature never imports another feature: the route composes them.', [`./${feature}`]),
);

// Server layers, lowest first: lib ← db ← plugins ← modules (app.ts and main.ts on top).
const serverLayerZones = [
  zone('./src/server/lib', ['./src/server/db', './src/server/plugins', './src/server/modules', './src/server/seed'], 'src/server/lib imports only src/shared and lib.'),
  zone('./src/server/db', ['./src/server/plugins', './src/server/modules', './src/server/seed'], 'src/server/db imports no plugin and no module.'),
  zone('./src/server/plugins', ['./src/server/modules', './src/server/seed'], 'Plugins import no module.'),
  zone('./src/server/access', ['./src/server/modules', './src/server/seed', './src/server/db'], 'Access decides from the caller, the permission and the target it is given: no module, no SQL.'),
];

const modules = dirsOf('src/server/modules');
const moduleZones = modules.flatMap((module) =>
  modules
    .filter((other) => other !== module)
    .map((other) =>
      zone(
        `./src/server/modules/${module}`,
        `./src/server/modules/${other}/**`,
        `A module reaches another module only through its service (modules/${other}/*.service.ts).`,
        ['**/*.service.ts'],
      ),
    ),
);

/** One zod API everywhere: classic zod is not tree-shakable and cost the first screen ~13 KB gzip (ADR 0030). */
const classicZod = ['zod', 'zod/v4', 'zod/v3'].map((name) => ({ name, message: "Import z from 'zod/mini' (ADR 0030)." }));

/**
 * Across folders an import names its layer by alias (`@app/…`, `@server/…`, `@shared/…`), never by climbing
 * `../../`: the path then says where the file lives, and moving the importer does not break it (issue 35). The
 * bench's and the tests' own helpers, outside src/, are the exception.
 */
const climbing = { regex: '^\\.\\./\\.\\./(?!tests/|scripts/)', message: 'Import across folders through @app, @server or @shared, not ../../.' };

export default tseslint.config(
  { ignores: ['dist/**', 'dev-dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'src/app/routeTree.gen.ts'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['./tsconfig.json', './sw/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...sharedZones, ...sideZones, ...clientLayerZones, ...featureZones, ...serverLayerZones, ...moduleZones] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-restricted-imports': ['error', { paths: classicZod, patterns: [climbing] }],
    },
  },
  {
    // SQL lives in repositories (*.repo.ts), the database layer and the seed; services and routes call repositories.
    files: ['src/server/modules/**/*.ts', 'src/server/plugins/**/*.ts'],
    ignores: ['**/*.repo.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: classicZod,
          patterns: [
            climbing,
            { group: ['drizzle-orm', 'drizzle-orm/*'], allowTypeImports: true, message: 'SQL belongs in a *.repo.ts file.' },
            { group: ['**/db/schema', '**/db/schema/*'], allowTypeImports: true, message: 'Tables are used in *.repo.ts files only.' },
          ],
        },
      ],
    },
  },
  {
    // Services hold rules and authorisation; HTTP (requests, replies, streams to the client) stays in routes.
    files: ['src/server/**/*.service.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...classicZod,
            { name: 'fastify', importNames: ['FastifyReply', 'FastifyRequest'], message: 'Services do not speak HTTP: the route owns the request and reply.' },
          ],
          patterns: [
            climbing,
            { group: ['drizzle-orm', 'drizzle-orm/*'], allowTypeImports: true, message: 'SQL belongs in a *.repo.ts file.' },
            { group: ['**/db/schema', '**/db/schema/*'], allowTypeImports: true, message: 'Tables are used in *.repo.ts files only.' },
          ],
        },
      ],
    },
  },
);
