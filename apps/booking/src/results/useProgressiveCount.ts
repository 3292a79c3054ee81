// The results list in steps (issue 14 §4, "no task over 50 ms"). The page around the list renders
// when the stores say so, and a MobX update is a blocking render (observer reads the stores through
// useSyncExternalStore, which React never slices): one card of 12 plans took 60 ms of it at 4×.
// So the cards come after that commit, one per low-priority transition: React renders a transition
// in 5 ms slices and yields to the browser between them, a tap in between is answered first, and
// each commit and layout adds one card, not 6 room types × 12 plans at once. Cards are appended
// below the ones shown, so nothing shown moves.
import { startTransition, useEffect, useState } from 'react';

/** Cards in the blocking commit: none, see above. */
export const FIRST_CARDS = 0;

/**
 * How many of `total` items to render now. `list` is the list's identity: a new list (a new
 * search) starts again from `first`; the same list only grows.
 *
 * The state names the list it counts, and a count for another list reads as `first`, with no
 * update made while rendering: an update made while rendering is not replayed when React rebases
 * a pending transition (an old list's step) over it, so the state could fall back to the old list
 * with the new list's effect already run at 0, and the list would stay empty (seen when a guest
 * changed the sort while the previous answer's cards were still coming). Each step names its list,
 * so a step always moves the count of the list shown.
 */
export function useProgressiveCount(total: number, list: unknown, first = FIRST_CARDS): number {
  const [shown, setShown] = useState({ list, count: first });
  const count = Math.min(shown.list === list ? shown.count : first, total);
  useEffect(() => {
    if (count >= total) return;
    // The first step at once (the transition already waits for the browser), later ones after a task.
    const step = () => startTransition(() => setShown((s) => ({ list, count: (s.list === list ? s.count : first) + 1 })));
    if (count === first) {
      step();
      return;
    }
    const timer = setTimeout(step, 0);
    return () => clearTimeout(timer);
  }, [count, total, list, first]);
  return count;
}
