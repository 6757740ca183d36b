import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppFooter } from '../shell/app-footer';
import { LanguageSwitcher } from '../shell/language-switcher';
import { StyledAuthCard, StyledAuthFooter, StyledAuthPage, StyledAuthTitle, StyledAuthTopBar } from './styled';

/**
 * The frame of the pages a guest sees: brand and language choice above one centred card, and the footer with the
 * terms a visitor may want to read before signing up. `wide` fits reading text rather than a form.
 */
export function AuthLayout({ title, children, wide = false }: { title: ReactNode; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <StyledAuthPage>
      <StyledAuthTopBar $wide={wide}>
        <span>{t('app.brand')}</span>
        <LanguageSwitcher />
      </StyledAuthTopBar>
      <StyledAuthCard $wide={wide}>
        <StyledAuthTitle>{title}</StyledAuthTitle>
        {children}
      </StyledAuthCard>
      <StyledAuthFooter>
        <AppFooter />
      </StyledAuthFooter>
    </StyledAuthPage>
  );
}
