// Previous and next page of a list, with where we are, in a labelled navigation landmark.
import { Button, useTranslation } from '@noren/core/ui';

export interface PagerProps {
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

export function Pager({ label, page, totalPages, onPage }: PagerProps) {
  const { t } = useTranslation('admin');
  if (totalPages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span aria-live="polite">{t('pager.position', { page, total: totalPages })}</span>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
