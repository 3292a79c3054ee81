// A namespace fetched ahead of need without the 'loaded' event. The apps bind React to that event
// (createI18n: a key that falls back to a later namespace shows once it arrives), so every
// component that translates renders again when it fires: for the results page that was the whole
// page, one 500 ms task at 4× CPU slowdown, paid on idle for the date picker's texts. The bundle
// is added to the store instead (its 'added' event is not bound); the component that needs it finds it and neither suspends nor waits.
import type { BackendModule, i18n as I18n } from 'i18next';
import type { Namespace } from './localeFiles.ts';

export function preloadNamespace(i18n: I18n, namespace: Namespace): Promise<void> {
  const language = i18n.language;
  const backend = i18n.services.backendConnector?.backend as BackendModule | undefined;
  if (!language || !backend || i18n.hasResourceBundle(language, namespace)) return Promise.resolve();
  return new Promise((resolve) => {
    backend.read(language, namespace, (error, data) => {
      // A failed read is left to the component's own load, which reports it as it always did.
      if (!error && data && !i18n.hasResourceBundle(language, namespace)) {
        i18n.addResourceBundle(language, namespace, data, true, false);
      }
      resolve();
    });
  });
}
