/** A benchmark server's app and database, as bench/*-server.ts build them (checkout-server may load another commit's app). */
interface Served {
  close(): Promise<unknown>;
  listen(options: { port: number; host: string }): Promise<unknown>;
}
interface OwnDatabase {
  /** Drops the database a PostgreSQL run created beside DATABASE_URL's. */
  drop?: () => Promise<void>;
  close(): Promise<void>;
}

/**
 * Serves `app` on 127.0.0.1 at PORT (else `port`) until SIGTERM or SIGINT (bench/lib/server.ts stops
 * it so), then runs `beforeClose` (a CPU profile written), closes it and drops the database it made
 * (PostgreSQL) or closes it (PGlite).
 */
export async function serveUntilStopped(app: Served, database: OwnDatabase, port: number, beforeClose?: () => Promise<void>): Promise<void> {
  const shutdown = async () => {
    await beforeClose?.();
    await app.close();
    await (database.drop ? database.drop() : database.close());
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
  await app.listen({ port: Number(process.env.PORT ?? port), host: '127.0.0.1' });
}
