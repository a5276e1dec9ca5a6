import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { endpointTableOf } from '../endpoint-table';
import { openApiDocument } from './document';

export const API_VERSION = '1.0.3';

/**
 * `/api/openapi.json` and the Swagger UI at `/api/docs`. The document is built once the app is ready, from its
 * endpoint table (every endpoint registered, the tests' own included) and nothing else: the web app's routes,
 * the audio files and the docs themselves are not API operations.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const document = openApiDocument([], API_VERSION);
  await app.register(swagger, { mode: 'static', specification: { document } as unknown as StaticDocumentSpec });
  // The app-wide CSP (helmet) covers the docs page too: no inline script, and no calls to the public validator.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
  app.get('/api/openapi.json', async () => document);
  app.addHook('onReady', async () => {
    Object.assign(document, openApiDocument(endpointTableOf(app).routes(), API_VERSION));
  });
}
