import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './context';
import { registerModules } from './modules/register';
import { registerCompression } from './plugins/compression';
import { answerClientError, registerErrorHandling } from './plugins/errors';
import { registerJsonBodyParser } from './plugins/json-body';
import { registerMetrics } from './plugins/metrics';
import { AppLogController, loggerOptions, registerRequestIds, requestIdOf } from './plugins/request-log';
import { registerNoStore } from './plugins/no-store';
import { registerRevalidatedReads } from './plugins/revalidated-reads';
import { registerOpenApi } from './plugins/openapi/openapi';
import { registerSecurityHeaders } from './plugins/security';
import { builtInlineScripts, registerStaticPwa } from './plugins/static-pwa';
import './zod-config';

export interface BuildOptions {
  /** Where the built client lives; tests of the API alone leave it out. */
  distDir?: string | null;
  /** Log lines (JSON) at `level`, to stdout or to `stream`. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

export const DEFAULT_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

/** The whole server, used by main.ts and by tests (app.inject). */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger === true ? 'info' : options.logger.level, options.logger === true ? undefined : options.logger.stream) : false,
    logController: new AppLogController(),
    requestIdHeader: false,
    genReqId: requestIdOf,
    // A 10 MB photo sent as a base64 data URL (pre-registration) grows to about 13.4 MB.
    bodyLimit: 1024 * 1024 * 15,
    trustProxy: deps.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  registerRequestIds(app);
  registerErrorHandling(app);
  registerMetrics(app, deps);
  registerJsonBodyParser(app);
  await registerCompression(app);
  const distDir = options.distDir === null ? null : (options.distDir ?? DEFAULT_DIST_DIR);
  await registerSecurityHeaders(app, distDir === null ? [] : builtInlineScripts(distDir));
  registerRevalidatedReads(app);
  registerNoStore(app);
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 20, fields: 50 } });
  await registerOpenApi(app);

  await registerModules(app, deps);
  if (distDir !== null) await registerStaticPwa(app, distDir);
  return app;
}
