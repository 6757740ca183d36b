import { useTranslation } from 'react-i18next';
import { Alert, EMPTY_VALUE } from '@inkwell/ui-kit';
import { errorToText, PageSpinner, Section, useLevelLabel } from '@inkwell/web-kit';
import type { LinguistRole, PricedLinguistService } from '@inkwell/contracts';
import { useGetPricesPerWordQuery, useGetProfileQuery } from '../../../api/profile-api';
import { useSavePricePerWordMutation } from '../api/settings-api';
import { PriceForm } from '../../../components/price-form';
import { StyledPlainList } from '../../../components/price-form-styled';

const SERVICE_OF_ROLE: Record<LinguistRole, PricedLinguistService> = {
  copywriter: 'copywriting',
  proofreader: 'proofreading',
  translator: 'translating',
};

/** Her own price per word for each of her languages and the services her roles offer, within her level's range. */
export function PricesTab() {
  const { t } = useTranslation();
  const levelLabel = useLevelLabel();
  const profile = useGetProfileQuery();
  const prices = useGetPricesPerWordQuery();
  const [savePrice] = useSavePricePerWordMutation();

  if (profile.isLoading || prices.isLoading) return <PageSpinner />;
  if (!profile.data || !prices.data) return <Alert variant="danger">{errorToText(profile.error ?? prices.error, t)}</Alert>;

  const { currency, level, ranges } = prices.data;
  const services = new Set(profile.data.roles.map((role) => SERVICE_OF_ROLE[role]));
  // A linguist without roles yet still sees every priced service rather than an empty tab.
  const offered = ranges.filter((range) => services.size === 0 || services.has(range.service));
  const priceOf = (culture: string, service: PricedLinguistService) =>
    prices.data?.prices.find((price) => price.language.culture === culture && price.service === service)?.pricePerWord ?? null;

  let content;
  if (level === null || offered.every((range) => range.min === null)) {
    content = <Alert variant="info">{t('settings.prices.noLevel')}</Alert>;
  } else if (profile.data.languages.length === 0) {
    content = <Alert variant="info">{t('settings.prices.noLanguages')}</Alert>;
  } else {
    content = (
      <StyledPlainList>
        {profile.data.languages.flatMap((language) =>
          offered.map((range) => (
            <li key={`${language.culture}-${range.service}`}>
              <PriceForm
                language={language}
                service={range.service}
                range={range}
                current={priceOf(language.culture, range.service)}
                currency={currency}
                save={(body) => savePrice(body).unwrap()}
              />
            </li>
          )),
        )}
      </StyledPlainList>
    );
  }

  return (
    <Section title={t('settings.prices.title')}>
      <p>{t('settings.prices.intro', { level: level ? levelLabel(level) : EMPTY_VALUE })}</p>
      {content}
    </Section>
  );
}
