import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './context';
import { registerModules } from './modules/register';
import { answerClientError, registerErrorHandling } from './plugins/errors';
import { registerJsonBodyParser } from './plugins/json-body';
import { registerNoStore } from './plugins/no-store';
import { registerOpenApi } from './plugins/openapi/openapi';
import { registerSecurityHeaders } from './plugins/security';
import { builtInlineScripts, registerStaticPwa } from './plugins/static-pwa';
import './zod-config';

export interface BuildOptions {
  /** Where the built client lives; tests of the API alone leave it out. */
  distDir?: string | null;
  logger?: boolean | { level: string };
}

export const DEFAULT_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

/** The whole server, used by main.ts and by tests (app.inject). */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // A 10 MB photo sent as a base64 data URL (pre-registration) grows to about 13.4 MB.
    bodyLimit: 1024 * 1024 * 15,
    trustProxy: deps.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  const distDir = options.distDir === null ? null : (options.distDir ?? DEFAULT_DIST_DIR);
  await registerSecurityHeaders(app, distDir === null ? [] : builtInlineScripts(distDir));
  registerNoStore(app);
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 20, fields: 50 } });
  await registerOpenApi(app);

  await registerModules(app, deps);
  if (distDir !== null) await registerStaticPwa(app, distDir);
  return app;
}
