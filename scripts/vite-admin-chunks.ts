import type { Plugin } from 'vite';
import { ROUTE_ROLES, protectedPathOf } from '../src/app/lib/route-access';
import { isAgentRole } from '../src/shared/roles';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** A precache entry as vite-plugin-pwa hands it to `manifestTransforms`. */
interface Entry {
  url: string;
  revision: string | null;
  size: number;
}

const ROUTE_FILE = /[\\/]src[\\/]app[\\/]routes[\\/](.+)\.tsx\?tsr-split=/;

/** The screen path of a route's code-split chunk ('_app/engage/farmers_.$farmerId' → '/engage/farmers/$farmerId'), or null. */
function screenOf(facade: string | null) {
  const file = facade?.match(ROUTE_FILE)?.[1];
  return file
    ? protectedPathOf(
        `/${file
          .replace(/\\/g, '/')
          .replace(/(^|\/)index$/, '$1')
          .replace(/\./g, '/')}`,
      )
    : null;
}

/** A screen no agent may open (spec part 1 §2's route table, lib/route-access.ts). */
function adminScreen(facade: string | null): boolean {
  const screen = screenOf(facade);
  return screen !== null && !ROUTE_ROLES[screen].some(isAgentRole);
}

/**
 * The files of the build that only admins' screens load: what the entry reaches, its dynamic imports followed
 * except into an admin screen's chunk, is everyone's; the rest (those screens, their own forms, uploads, reports)
 * is the admins'. Their precache entries are marked `forAdmins`: the service worker keeps them apart, for an
 * admin's offline preparation only, so an agent's first "ready for offline" does not download them (D2, ADR 0064).
 */
export function adminChunks(): { plugin: Plugin; markEntries: (entries: Entry[]) => { manifest: Entry[] } } {
  let forAdmins = new Set<string>();
  const plugin: Plugin = {
    name: 'fap-admin-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((file) => file.type === 'chunk')
          .map((file) => [file.fileName, file as unknown as ChunkLike]),
      );
      // The service worker's own build (vite-plugin-pwa) has no screens: it leaves the app's list as it is.
      if (![...chunks.values()].some((c) => screenOf(c.facadeModuleId))) return;
      const everyones = new Set<string>();
      const queue = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
      for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
        const chunk = chunks.get(name);
        if (!chunk || everyones.has(name)) continue;
        everyones.add(name);
        queue.push(...chunk.imports, ...chunk.dynamicImports.filter((d) => !adminScreen(chunks.get(d)?.facadeModuleId ?? null)));
      }
      const cssOf = (names: Iterable<string>) => new Set([...names].flatMap((n) => [...(chunks.get(n)?.viteMetadata?.importedCss ?? [])]));
      const everyonesCss = cssOf(everyones);
      const admins = [...chunks.keys()].filter((n) => !everyones.has(n));
      forAdmins = new Set([...admins, ...[...cssOf(admins)].filter((css) => !everyonesCss.has(css))]);
    },
  };
  const markEntries = (entries: Entry[]) => ({
    manifest: entries.map((entry) => (forAdmins.has(entry.url) ? Object.assign(entry, { forAdmins: true }) : entry)),
  });
  return { plugin, markEntries };
}
