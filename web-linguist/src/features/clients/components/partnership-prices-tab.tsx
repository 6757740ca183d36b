import { useTranslation } from 'react-i18next';
import { Alert } from '@inkwell/ui-kit';
import { errorToText, PageSpinner, Stack } from '@inkwell/web-kit';
import type { LinguistRole, PricedLinguistService } from '@inkwell/contracts';
import { useGetPricesPerWordQuery, useGetProfileQuery } from '../../../api/profile-api';
import { PriceForm } from '../../../components/price-form';
import { StyledPlainList } from '../../../components/price-form-styled';
import { useGetPartnershipPricesQuery, useSavePartnershipPriceMutation } from '../api/clients-api';

const SERVICE_OF_ROLE: Record<LinguistRole, PricedLinguistService> = {
  copywriter: 'copywriting',
  proofreader: 'proofreading',
  translator: 'translating',
};

/** Her price per word for this client, per language and service, within the same range as her own prices. */
export function PartnershipPricesTab({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const profile = useGetProfileQuery();
  const ranges = useGetPricesPerWordQuery();
  const partnership = useGetPartnershipPricesQuery(clientId);
  const [savePrice] = useSavePartnershipPriceMutation();

  if (profile.isLoading || ranges.isLoading || partnership.isLoading) return <PageSpinner />;
  if (!profile.data || !ranges.data || !partnership.data) {
    return <Alert variant="danger">{errorToText(profile.error ?? ranges.error ?? partnership.error, t)}</Alert>;
  }
  const services = new Set(profile.data.roles.map((role) => SERVICE_OF_ROLE[role]));
  const offered = ranges.data.ranges.filter((range) => range.min !== null && (services.size === 0 || services.has(range.service)));
  const priceOf = (culture: string, service: PricedLinguistService) =>
    partnership.data?.find((price) => price.language.culture === culture && price.service === service)?.pricePerWord ?? null;

  return (
    <Stack>
      <p>{t('clients.prices.intro')}</p>
      <StyledPlainList>
        {profile.data.languages.flatMap((language) =>
          offered.map((range) => (
            <li key={`${language.culture}-${range.service}`}>
              <PriceForm
                language={language}
                service={range.service}
                range={range}
                current={priceOf(language.culture, range.service)}
                currency={ranges.data?.currency ?? profile.data?.currency ?? 'EUR'}
                save={(body) => savePrice({ clientId, body }).unwrap()}
              />
            </li>
          )),
        )}
      </StyledPlainList>
    </Stack>
  );
}
