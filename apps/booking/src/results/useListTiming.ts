// Times each render-and-commit of the results list for the results-render bench (issue 14 §4: the
// list of 6 room types × 12 plans commits in steps of at most 50 ms at 4× CPU slowdown). A User
// Timing mark when the page renders, a measure from it when the commit's layout effects run: the
// render (sliced when it is a transition, so this is an upper bound), the DOM changes, the effects
// before it. Marks cost next to nothing and show in the browser's performance panel too.
import { useLayoutEffect } from 'react';

export const LIST_TIMING = 'noren:results-list';
const RENDER_MARK = `${LIST_TIMING}:render`;

/** Call in the component that renders the list; `active` while the list has cards to show. */
export function useListTiming(active: boolean): void {
  if (active && typeof performance.mark === 'function') performance.mark(RENDER_MARK);
  useLayoutEffect(() => {
    if (!active || typeof performance.measure !== 'function' || performance.getEntriesByName(RENDER_MARK, 'mark').length === 0) return;
    performance.measure(LIST_TIMING, RENDER_MARK);
    performance.clearMarks(RENDER_MARK);
  });
}
