// A part of a screen that is not on its first paint (a header's sign-in links, a hotel's footer):
// rendered, and its lazy chunk asked for, only once the browser is idle after that paint. Asked for
// during the first render, such a chunk was one more download before the page's largest paint in
// Lighthouse's model of a phone (README "Performance budget").
import { useEffect, useState } from 'react';
import { whenIdle } from '../whenIdle.ts';

/** False on the first render (and on the server), true once the browser has been idle after it. */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let mounted = true;
    whenIdle(() => {
      if (mounted) setIdle(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return idle;
}
