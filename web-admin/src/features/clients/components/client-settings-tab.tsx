import { Stack, WordListsPanel } from '@inkwell/web-kit';
import { useGetLanguagesQuery } from '../../../api/catalogue-api';
import { wordListsApi } from '../api/word-lists-api';
import { AccountSection, EmailSection, PasswordMailSection, PaymentSection, type SectionProps } from './client-account-sections';
import { BillingSection } from './client-billing-section';
import { ClientNotificationsTab } from './client-notifications-tab';
import { ClientApiKeysSection } from './client-api-keys-section';
import { FeaturesSection, OrderSettingsSection } from './client-order-sections';
import { PartnershipPricesSection } from './client-partnership-prices-section';

/**
 * Spec client tab settings (admin-and-linguist §7.1 Client settings): each section its own form, saved on its own,
 * with the billing form, notification recipients, stopwords and dictionary (web-kit's, which the client's own settings use) among them.
 */
export function ClientSettingsTab({ client }: SectionProps) {
  const languages = useGetLanguagesQuery();
  return (
    <Stack>
      <PaymentSection client={client} />
      <BillingSection client={client} />
      <AccountSection client={client} />
      <EmailSection client={client} />
      <PasswordMailSection client={client} />
      <FeaturesSection client={client} />
      <OrderSettingsSection client={client} />
      <PartnershipPricesSection client={client} />
      <ClientNotificationsTab clientId={client.id} />
      <WordListsPanel api={wordListsApi} list="stopwords" clientId={client.id} languages={languages} />
      <WordListsPanel api={wordListsApi} list="dictionary" clientId={client.id} languages={languages} />
      <ClientApiKeysSection clientId={client.id} />
    </Stack>
  );
}
