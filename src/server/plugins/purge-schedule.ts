import type { FastifyInstance } from 'fastify';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs `purge` when the server starts and then once a day, logging what it removed; a failure is logged and the
 * next run tries again. `purge` answers how many rows went.
 */
export function scheduleDailyPurge(app: FastifyInstance, what: string, purge: () => Promise<number>): void {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const count = await purge();
      if (count) app.log.info(`${what}: ${count} expired row(s) purged`);
    } catch (err) {
      app.log.error({ err }, `${what} cleanup failed`);
    }
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
