// No imports: the shell's entry uses it before Module Federation has shared React and the rest.

/**
 * Gives the browser the main thread until the next task: work split by it shows as several short
 * tasks instead of one long one (a phone stays responsive while a page starts). `scheduler.yield()`
 * where the browser has it, otherwise a message (timers are slowed in background tabs, messages not).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
