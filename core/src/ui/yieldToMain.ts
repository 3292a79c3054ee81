// Gives the browser the main thread between two pieces of start-up work (issue 14 §4: no task over
// 50 ms at 4× CPU slowdown): what is queued (input, a paint, the next chunk's evaluation) runs
// first, then the rest continues in a new task. scheduler.yield() where the browser has it (it
// resumes ahead of other queued tasks); else a MessageChannel message, which unlike setTimeout(0)
// is not clamped to 4 ms once nested.
interface Scheduler { yield?: () => Promise<void> }

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
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
