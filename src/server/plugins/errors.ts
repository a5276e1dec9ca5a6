import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@shared/contracts/common';
import { type EndpointTable, endpointTableOf } from './endpoint-table';
import { type ErrorAnswer, errorAnswer } from './error-answer';

/**
 * The Fastify side of the error mapping (plugins/error-answer.ts), and the answers to requests no route takes:
 * 405 with `Allow` for a method an API path does not have, the JSON 404 for an unknown path.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
  // Answered before any body is read: Fastify would otherwise parse (or refuse) the body of a request it has no route for.
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return answerUnmatched(app, request, reply);
  });
  app.setNotFoundHandler((request, reply) => answerUnmatched(app, request, reply));
}

/** Answers a failed request with its mapped error (the app's error handler; a route's own ends here too). */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const answer = errorAnswer(error, request.log);
  if (answer.headers) reply.headers(answer.headers);
  return reply.status(answer.status).send(answer.body);
}

/** The answer to a method and path no endpoint has: 405 with the methods the path has, else 404. */
export function unmatchedAnswer(table: EndpointTable, method: string, url: string): ErrorAnswer {
  const path = url.split('?')[0];
  const allowed = table.allowedMethods(path);
  if (!allowed.length) return { status: 404, body: { message: `No endpoint ${method} ${path}`, code: 'NOT_FOUND' } };
  return {
    status: 405,
    headers: { allow: allowed.join(', ') },
    body: { message: `${path} does not take ${method}; it takes ${allowed.join(', ')}.`, code: 'METHOD_NOT_ALLOWED' },
  };
}

function answerUnmatched(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const answer = unmatchedAnswer(endpointTableOf(app), request.method, request.url);
  if (answer.headers) reply.headers(answer.headers);
  return reply.status(answer.status).send(answer.body);
}

const CLIENT_ERRORS: Record<string, { status: number; body: ApiErrorBody }> = {
  HPE_INVALID_METHOD: { status: 501, body: { message: 'This request method is not supported.', code: 'METHOD_NOT_IMPLEMENTED' } },
  HPE_HEADER_OVERFLOW: { status: 431, body: { message: 'The request headers are too large.', code: 'HEADERS_TOO_LARGE' } },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, body: { message: 'The request took too long to arrive.', code: 'REQUEST_TIMEOUT' } },
};
const UNREADABLE = { status: 400, body: { message: 'The request could not be read.', code: 'BAD_REQUEST' } };

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (an unknown method such as `FOO`, headers too
 * large) get the API's error body too, then the connection closes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, body } = CLIENT_ERRORS[error.code ?? ''] ?? UNREADABLE;
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
  );
}
