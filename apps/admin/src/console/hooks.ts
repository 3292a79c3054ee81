// The console's stores and small hooks its pages share.
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { useAdminRoot } from '../stores/adminRoot.tsx';
import { keptSearch } from './paths.ts';

export const useStaff = () => useAdminRoot().staff;
export const useStaffReservations = () => useAdminRoot().reservations;
export const useStaffOutbox = () => useAdminRoot().outbox;

/** `to` for a Link: the path with the console's kept query. */
export function useConsoleTo(): (pathname: string) => { pathname: string; search: string } {
  const { search } = useLocation();
  return (pathname) => ({ pathname, search: keptSearch(search) });
}

/**
 * After a client-side navigation the page's heading takes focus, so a screen reader announces the
 * new page and the keyboard starts from it (the first page load leaves focus where it is).
 */
export function usePageHeading<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (key !== 'default') ref.current?.focus();
  }, [key]);
  return ref;
}
