import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { jsonNestedDeeperThan } from '../lib/json-depth';

/**
 * How deep a JSON body may nest objects and arrays. No contract goes past 4 levels; the cap keeps recursive
 * work (validation, fingerprints, the database's JSON) away from bodies built to exhaust it. A sync batch is
 * one body too: its entries' bodies sit 3 levels down.
 */
export const MAX_JSON_DEPTH = 32;

export const tooDeep = () =>
  new AppError(400, 'TOO_DEEP', `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays.`);

/** Fastify's own JSON parser (same errors, same prototype-poisoning refusal) behind the depth check. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestedDeeperThan(body as string, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
    parse(request, body as string, done);
  });
}
