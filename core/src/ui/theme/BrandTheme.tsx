// The hotel's colours as CSS custom properties; every component reads them from noren.css.
import type { CSSProperties, ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { ThemeColours } from '@noren/core/stores';
import { useStores } from '../StoresContext.tsx';

export function themeStyle(theme: ThemeColours): CSSProperties {
  return {
    '--noren-button-colour': theme.button,
    '--noren-button-text-colour': theme.buttonText,
    '--noren-button-hover-colour': theme.buttonHover,
    '--noren-header-colour': theme.header,
    '--noren-header-text-colour': theme.headerText,
  } as CSSProperties;
}

export const BrandTheme = observer(function BrandTheme({ children }: { children: ReactNode }) {
  const { settings } = useStores();
  return (
    <div className="noren-brand" style={themeStyle(settings.theme)}>
      {children}
    </div>
  );
});
