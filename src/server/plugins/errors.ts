import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../shared/contracts/common';
import { errorAnswer } from './error-answer';

/** The Fastify side of the error mapping (plugins/error-answer.ts), and the JSON 404 of an unknown path. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const answer = errorAnswer(error, request.log);
    if (answer.headers) reply.headers(answer.headers);
    return reply.status(answer.status).send(answer.body);
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(request.method, request.url)));
}

/** The answer to a method and path no endpoint has. */
export const notFoundBody = (method: string, url: string): ApiErrorBody => ({ message: `No endpoint ${method} ${url.split('?')[0]}`, code: 'NOT_FOUND' });
