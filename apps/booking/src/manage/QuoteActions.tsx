// Confirming a quoted update, or going back to edit it: the same pair whether or not the increase
// is paid by card first.
import { Button, observer, useStores, useTranslation } from '@noren/core/ui';
import { manageOf } from '@noren/core/stores';

export const QuoteActions = observer(function QuoteActions({ confirmLabel, onConfirm }: { confirmLabel: string; onConfirm: () => void }) {
  const manage = manageOf(useStores());
  const { t } = useTranslation('booking');
  return (
    <div className="booking-manage-actions">
      <Button busy={manage.applying} onClick={onConfirm}>
        {confirmLabel}
      </Button>
      <Button variant="link" onClick={() => manage.clearQuote()}>
        {t('manage.update.edit')}
      </Button>
    </div>
  );
});
