import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@inkwell/ui-kit';
import { ButtonRow } from '@inkwell/web-kit';
import { HomeCard } from './home-card';
import { CustomQuoteModal } from './quotes/custom-quote-modal';
import { StyledCardText } from './styled';

/** Spec §2 Get started, Translation card: 'Get a Quote' asks our success team for a custom translation quote. */
export function TranslationCard() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <HomeCard title={t('home.translation.title')}>
      <StyledCardText>{t('home.translation.text')}</StyledCardText>
      <ButtonRow>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('home.translation.getQuote')}
        </Button>
      </ButtonRow>
      <CustomQuoteModal kind="translation" open={asking} onClose={() => setAsking(false)} />
    </HomeCard>
  );
}
