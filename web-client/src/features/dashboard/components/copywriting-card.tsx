import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@inkwell/ui-kit';
import { ButtonRow, useLocalizedPath } from '@inkwell/web-kit';
import { HomeCard } from './home-card';
import { StyledCardText } from './styled';

/**
 * Spec §2 Get started, Copywriting card. 'New order' opens the order wizard as the header's Create New → Project
 * does; 'Get a Quote' waits for the quote dialogs (issue 14), and so does the Translation card.
 */
export function CopywritingCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return (
    <HomeCard title={t('home.copywriting.title')}>
      <StyledCardText>{t('home.copywriting.text')}</StyledCardText>
      <ButtonRow>
        <Button onClick={() => navigate(localized('/orders/create'))}>{t('home.copywriting.newOrder')}</Button>
      </ButtonRow>
    </HomeCard>
  );
}
