// A screen past the start marks the kiosk engaged while it shows: the idle countdown then has a
// guest's data to clear, and the bar offers "start over".
import { useEffect } from 'react';
import { useKioskRoot } from '../stores/kioskRoot.tsx';

export function useGuestScreen(): void {
  const root = useKioskRoot();
  useEffect(() => {
    root.setGuestScreen(true);
  }, [root]);
}
