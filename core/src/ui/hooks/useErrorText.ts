// An error's text in the current language: its catalogue key when translated, else the server's text.
import { useTranslation } from 'react-i18next';
import { errorText, type ShownError } from '@noren/core/stores';

export function useErrorText(error: ShownError | null): string {
  const { t } = useTranslation('errors');
  return errorText(error, (key, options) => t(key, options));
}
