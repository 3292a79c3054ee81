// Work the first paint does not need: it waits until the browser is idle after that paint, so it
// neither delays the first screen nor (a download started before it) counts in its critical path.

/** After the first paint, when the main thread has nothing better to do. */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/**
 * Once the frame that shows the current change has painted: work that follows what a tap showed
 * (a request the new screen makes, say) runs after that screen is drawn, not inside the tap's task.
 */
export function afterPaint(run: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}
