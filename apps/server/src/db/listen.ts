import pg from 'pg';

export interface ListenHandlers {
  /** A NOTIFY on the channel, with its payload. */
  message(payload: string): void;
  /** The connection came back after a loss: notifications sent meanwhile were missed. */
  reconnected(): void;
  /** The connection was lost (for the log); a reconnect is scheduled. */
  lost?(error: Error): void;
}

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

/**
 * LISTENs on `channel` over a dedicated PostgreSQL connection (a pooled one would be handed to other
 * queries and its LISTEN lost). When the connection drops it reconnects with a doubling backoff
 * (0.1 s to 5 s, with jitter) and reports `reconnected`. Resolves once listening; the returned
 * function stops for good.
 */
export async function listenPostgres(url: string, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: 'store-cache-listener' });
    next.on('notification', (n) => {
      if (n.channel === channel) handlers.message(n.payload ?? '');
    });
    next.on('error', (error) => lose(next, error));
    next.on('end', () => lose(next, new Error('listener connection ended')));
    try {
      await next.connect();
      await next.query(`listen "${channel.replace(/"/g, '')}"`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) return void next.end().catch(() => undefined);
    client = next;
    retryMs = FIRST_RETRY_MS;
  };

  const lose = (which: pg.Client, error: Error) => {
    if (stopped || client !== which) return;
    client = null;
    which.end().catch(() => undefined);
    handlers.lost?.(error);
    schedule();
  };

  const schedule = () => {
    if (stopped) return;
    const wait = retryMs * (0.5 + Math.random() / 2);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    timer = setTimeout(() => {
      connect().then(
        () => {
          if (!stopped) handlers.reconnected();
        },
        (error: Error) => {
          handlers.lost?.(error);
          schedule();
        },
      );
    }, wait);
    timer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}
