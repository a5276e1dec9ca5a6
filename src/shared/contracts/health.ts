import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';

const healthy = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), time: z.string() });

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/health',
  access: 'public',
  summary: 'Liveness and database check (503 when the database does not answer within 1.5 s)',
  tag: 'health',
  response: healthy,
});

export const getHealthLive = defineEndpoint({
  method: 'GET',
  path: '/health/live',
  access: 'public',
  summary: 'The process answers (never looks at the database: restart the process only when this fails)',
  tag: 'health',
  response: z.object({ status: z.literal('ok') }),
});

export const getHealthReady = defineEndpoint({
  method: 'GET',
  path: '/health/ready',
  access: 'public',
  summary: 'The process can serve: its database answers within 1.5 s, else 503 (take it out of the balancer, do not restart it)',
  tag: 'health',
  response: healthy,
});
