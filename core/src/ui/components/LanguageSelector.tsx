// A native, labelled <select>: keyboard and screen-reader support come from the browser, and each
// option carries its own lang so its name is read in that language.
import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from '@noren/core/domain';
import { useStores } from '../StoresContext.tsx';

export const LanguageSelector = observer(function LanguageSelector() {
  const { locale } = useStores();
  const { t } = useTranslation('common');
  const id = useId();
  if (locale.offeredLanguages.length < 2) return null;
  return (
    <div className="noren-language">
      <label htmlFor={id} className="noren-language__label">
        {t('shell.language')}
      </label>
      <select id={id} className="noren-language__select" value={locale.language} onChange={(e) => locale.setLanguage(e.target.value)}>
        {locale.offeredLanguages.map((language) => (
          <option key={language} value={language} lang={LANGUAGE_TAGS[language]}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
});
