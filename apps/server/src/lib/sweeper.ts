import type { FastifyInstance } from 'fastify';

/**
 * Runs a background job every `everyMs` while the server runs (decision 016): never two runs of it
 * at once in this process, a failure logged, each run reported to the metrics (`app.jobRan`), and on
 * close the timer stopped and a run in progress awaited, so that it never meets a closed database.
 */
export function runEvery(app: FastifyInstance, job: { name: string; everyMs: number; run: () => Promise<unknown> }): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = job
        .run()
        .then(
          () => app.jobRan(job.name),
          (err: unknown) => app.log.error({ err }, `${job.name} failed`),
        )
        .finally(() => {
          running = null;
        });
    }, job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
