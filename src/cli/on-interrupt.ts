/** Work to do when a run is interrupted (Ctrl-C, or a SIGTERM from a CI runner). */

/**
 * Until the returned function is called, SIGINT or SIGTERM run `action`, then take their default
 * action, so the process still ends as interrupted (exit 130 or 143). An action that returns a
 * promise (a job store over the network) is given up to `graceMs` to settle first; a second
 * signal meanwhile ends the process at once. Returns the function that removes the handlers.
 */
export function onInterrupt(action: () => void | Promise<void>, graceMs = 3_000): () => void {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const stop = (): void => {
    for (const signal of signals) process.off(signal, handle);
  };
  function handle(signal: NodeJS.Signals): void {
    stop();
    const raise = (): void => {
      process.kill(process.pid, signal);
    };
    let pending: void | Promise<void>;
    try {
      pending = action();
    } catch (err) {
      raise();
      throw err;
    }
    if (!(pending instanceof Promise)) {
      raise();
      return;
    }
    const timer = setTimeout(raise, graceMs);
    pending.catch(() => undefined).finally(() => {
      clearTimeout(timer);
      raise();
    });
  }
  for (const signal of signals) process.on(signal, handle);
  return stop;
}
