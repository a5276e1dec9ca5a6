import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/health',
  access: 'public',
  summary: 'Liveness and database check',
  tag: 'health',
  response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), time: z.string() }),
});
