/**
 * Calls for the same key that arrive while one is running share its promise instead of starting
 * their own; nothing is kept once it settles (the next call runs again). For reads whose answer must
 * be as fresh as the caller's (a page render, a product's stock), where a cache would be wrong.
 */
export function singleFlight<T>(): (key: string, run: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, run) => {
    let pending = running.get(key);
    if (!pending) {
      pending = run();
      running.set(key, pending);
      const done = () => running.delete(key);
      pending.then(done, done);
    }
    return pending;
  };
}
