import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../shell/language-switcher';
import { StyledAuthCard, StyledAuthPage, StyledAuthTitle, StyledAuthTopBar } from './styled';

/** The frame of the pages a guest sees: brand and language choice above one centred card. */
export function AuthLayout({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StyledAuthPage>
      <StyledAuthTopBar>
        <span>{t('app.brand')}</span>
        <LanguageSwitcher />
      </StyledAuthTopBar>
      <StyledAuthCard>
        <StyledAuthTitle>{title}</StyledAuthTitle>
        {children}
      </StyledAuthCard>
    </StyledAuthPage>
  );
}
