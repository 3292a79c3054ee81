// The tab title names the page and the hotel, which is how screen-reader users and tab lists find it.
import { useEffect } from 'react';

export function useDocumentTitle(...parts: Array<string | null | undefined>): void {
  const title = parts.filter((p): p is string => !!p && p.trim() !== '').join(' | ');
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
