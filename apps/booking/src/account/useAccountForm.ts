// What every account page needs: the account store started on its form (the previous page's
// errors gone), and a field's problem as a translated text.
import { useEffect } from 'react';
import { useTranslation } from '@noren/core/ui';
import { useBookingRoot } from '../stores/useBookingRoot.ts';
import { accountOf } from './stores/accountOf.ts';
import type { AccountForm, AccountStore } from './stores/AccountStore.ts';

export function useAccountForm(form: AccountForm): { account: AccountStore; problem: (field: string) => string | null } {
  const account = accountOf(useBookingRoot());
  const { t } = useTranslation('errors');
  useEffect(() => account.start(form), [account, form]);
  const problem = (field: string) => {
    const found = account.form === form ? account.fieldProblems[field] : undefined;
    return found ? t(found.messageKey, found.params ?? {}) : null;
  };
  return { account, problem };
}
