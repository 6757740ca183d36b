import { useTranslation } from 'react-i18next';
import type { BillingSettings } from '@inkwell/contracts';
import { LegalStatusMessage, Stack, useDisplayNames } from '@inkwell/web-kit';
import type { CountryEntry } from '@inkwell/web-kit';
import { StyledSummary } from './styled';

/** The billing information in the deposit dialog's first step, with the legal check's verdict. */
export function BillingSummary({ settings, countries }: { settings: BillingSettings; countries: readonly CountryEntry[] }) {
  const { t } = useTranslation();
  const { countryName } = useDisplayNames();
  const country = settings.country && countryName(countries.find((entry) => entry.code === settings.country) ?? { code: settings.country, name: settings.country });
  const name = [settings.firstName, settings.lastName].filter(Boolean).join(' ');
  const lines = [
    settings.companyName,
    name,
    settings.address,
    [settings.zipcode, settings.city].filter(Boolean).join(' '),
    country,
    settings.EUVATNumber && t('billing.summary.euVat', { number: settings.EUVATNumber }),
    settings.taxNumber && t('billing.summary.taxNumber', { number: settings.taxNumber }),
    settings.email,
  ].filter((line): line is string => Boolean(line));

  return (
    <Stack>
      {lines.length === 0 ? (
        <p>{t('billing.summary.empty')}</p>
      ) : (
        <StyledSummary>
          {lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </StyledSummary>
      )}
      <LegalStatusMessage settings={settings} />
    </Stack>
  );
}
