// The account menu's way to the corporate admin console: shown to an organisation's admin only, so
// its texts (orgSignIn) load for no one else and nothing new comes with the results page.
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@noren/core/ui';
import { PATHS, pathKeeping } from '../routes/paths.ts';

export function ConsoleMenuLink() {
  const { t, ready } = useTranslation('orgSignIn', { useSuspense: false });
  const { search } = useLocation();
  if (!ready) return null;
  return <Link to={pathKeeping(PATHS.organisationAdmin, search)}>{t('menu.console')}</Link>;
}
