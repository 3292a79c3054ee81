// An error's text in the current language: its catalogue key when translated, else the server's text.
import { useTranslation } from 'react-i18next';
import type { ShownError } from '@noren/core/stores';

export function useErrorText(error: ShownError | null): string {
  const { t } = useTranslation('errors');
  if (!error) return '';
  if (!error.messageKey) return error.message;
  return t(error.messageKey, { ...error.payload, defaultValue: error.message });
}
