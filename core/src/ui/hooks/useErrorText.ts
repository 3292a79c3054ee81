// An error's text in the current language: its catalogue key when translated, else the server's text.
// `suspend` waits (React Suspense) for the 'errors' namespace, which is not loaded at start.
import { useTranslation } from 'react-i18next';
import { errorText, type ShownError } from '@noren/core/stores';

export function useErrorText(error: ShownError | null, { suspend = false }: { suspend?: boolean } = {}): string {
  const { t } = useTranslation('errors', { useSuspense: suspend });
  return errorText(error, (key, options) => t(key, options));
}
