import { buildApp } from './app';
import { openDatabase } from './db/client';
import { readEnv } from './env';
import { seedDatabase } from './seed';

const env = readEnv();
const database = await openDatabase({ url: env.DATABASE_URL, readUrl: env.DATABASE_READ_URL, dataDir: env.DATA_DIR });
const seeded = await seedDatabase(database.db, { numberPoolSize: env.NUMBER_POOL_SIZE, offlineSandboxStaff: env.OFFLINE_SANDBOX_STAFF === 'on' });
const app = await buildApp(database, env);
if (seeded > 0) app.log.info(`seeded ${seeded} content documents`);

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`store on ${database.kind}: http://localhost:${env.PORT}${env.BASE_PATH}/`);
if (!env.PUBLIC_ORIGIN) {
  app.log.warn('PUBLIC_ORIGIN is not set: only a browser on localhost may change data (development). Set it to the address shoppers use, e.g. https://store.example');
}
