// The walk-in booking (issue #16 §4), loaded when a guest opens it: stay, room, guest, payment,
// done. Its store is the root's walk-in slot, dropped by the wipe.
import { observer, useDocumentTitle, useTranslation } from '@noren/core/ui';
import { useKioskRoot } from '../stores/kioskRoot.tsx';
import { useGuestScreen } from '../screens/useGuestScreen.ts';
import { walkInOf } from './WalkIn.store.ts';
import { StayStep } from './StayStep.tsx';
import { RoomsStep } from './RoomsStep.tsx';
import { GuestStep } from './GuestStep.tsx';
import { SettleStep } from './SettleStep.tsx';
import { DoneStep } from './DoneStep.tsx';

const WalkInFlow = observer(function WalkInFlow() {
  const root = useKioskRoot();
  const { t } = useTranslation('kiosk');
  useGuestScreen();
  useDocumentTitle(t('book.title'));
  const walkIn = walkInOf(root);
  switch (walkIn.step) {
    case 'stay':
      return <StayStep walkIn={walkIn} />;
    case 'rooms':
      return <RoomsStep walkIn={walkIn} />;
    case 'guest':
      return <GuestStep walkIn={walkIn} />;
    case 'settle':
      return <SettleStep walkIn={walkIn} />;
    case 'done':
      return <DoneStep walkIn={walkIn} />;
  }
});

export default WalkInFlow;
