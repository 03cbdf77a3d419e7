/** Work to do when a run is interrupted (Ctrl-C, or a SIGTERM from a CI runner). */

/**
 * Until the returned function is called, SIGINT or SIGTERM run `action`, then take their default
 * action, so the process still ends as interrupted (exit 130 or 143). Returns the function that
 * removes the handlers.
 */
export function onInterrupt(action: () => void): () => void {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const stop = (): void => {
    for (const signal of signals) process.off(signal, handle);
  };
  function handle(signal: NodeJS.Signals): void {
    stop();
    try {
      action();
    } finally {
      process.kill(process.pid, signal);
    }
  }
  for (const signal of signals) process.on(signal, handle);
  return stop;
}
