import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ClientMe } from '@inkwell/contracts';
import { Button } from '@inkwell/ui-kit';
import { ButtonRow, useLocalizedPath } from '@inkwell/web-kit';
import { HomeCard } from './home-card';
import { CustomQuoteModal } from './quotes/custom-quote-modal';
import { InstantQuoteModal } from './quotes/instant-quote-modal';
import { StyledCardText } from './styled';

/**
 * Spec §2 Get started, Copywriting card. 'New order' opens the order wizard as the header's Create New → Project
 * does; 'Get a Quote' prices texts at once, and from there the client may ask for a custom quote instead.
 */
export function CopywritingCard({ me }: { me: ClientMe }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [dialog, setDialog] = useState<'instant' | 'custom' | null>(null);
  return (
    <HomeCard title={t('home.copywriting.title')}>
      <StyledCardText>{t('home.copywriting.text')}</StyledCardText>
      <ButtonRow>
        <Button onClick={() => navigate(localized('/orders/create'))}>{t('home.copywriting.newOrder')}</Button>
        <Button variant="secondary" onClick={() => setDialog('instant')}>
          {t('home.copywriting.getQuote')}
        </Button>
      </ButtonRow>
      <InstantQuoteModal me={me} open={dialog === 'instant'} onClose={() => setDialog(null)} onAskCustom={() => setDialog('custom')} />
      <CustomQuoteModal kind="copywriting" open={dialog === 'custom'} onClose={() => setDialog(null)} />
    </HomeCard>
  );
}
