// The account menu's way to the corporate admin console, for an organisation's admin only. The
// menu loads it for signed-in organisation users alone, so a guest's results page loads nothing new.
import { Link, useLocation } from 'react-router';
import { observer, useStores } from '@noren/core/ui';
import { isCorporateAdmin } from '@noren/core/domain';
import { PATHS, pathKeeping } from '../routes/paths.ts';
import { useOrgSignInTexts } from './orgSignInTexts.ts';

export const ConsoleMenuLink = observer(function ConsoleMenuLink() {
  const { session } = useStores();
  const { t, ready } = useOrgSignInTexts();
  const { search } = useLocation();
  if (!ready || !isCorporateAdmin(session.user)) return null;
  return <Link to={pathKeeping(PATHS.organisationAdmin, search)}>{t('menu.console')}</Link>;
});
