import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EMPTY_VALUE, formatDate, formatNumber } from '@inkwell/ui-kit';
import type { AdminLinguistProfile, OrderStatus } from '@inkwell/contracts';
import { ButtonRow, DetailsCard, useCatalogueNames, useDisplayNames, useLevelLabel, useOrderStatusLabel } from '@inkwell/web-kit';
import { LinguistClassificationSection } from './linguist-classification-section';
import { LinguistInvoicingSection } from './linguist-invoicing-section';
import { LinguistPaymentSection } from './linguist-payment-section';
import { LinguistProfileForm } from './linguist-profile-form';
import { LinguistStatusSection } from './linguist-status-section';

const percent = (fraction: number | null) => (fraction === null ? EMPTY_VALUE : `${Math.round(fraction * 100)} %`);

function ProfileDetails({ linguist }: { linguist: AdminLinguistProfile }) {
  const { t } = useTranslation();
  const levelLabel = useLevelLabel();
  const { languageName, countryName } = useDisplayNames();
  const { catalogueName } = useCatalogueNames();
  const label = (id: string) => t(`linguists.profile.${id}`);
  const list = (values: string[]) => values.join(', ') || EMPTY_VALUE;
  return (
    <DetailsCard
      title={label('title')}
      items={[
        { id: 'nickname', label: label('nickname'), value: linguist.nickname ?? EMPTY_VALUE },
        { id: 'firstName', label: label('firstName'), value: linguist.firstName ?? EMPTY_VALUE },
        { id: 'lastName', label: label('lastName'), value: linguist.lastName ?? EMPTY_VALUE },
        { id: 'email', label: label('email'), value: linguist.email },
        { id: 'level', label: label('level'), value: linguist.level ? levelLabel(linguist.level) : EMPTY_VALUE },
        { id: 'roles', label: label('roles'), value: list(linguist.roles.map((role) => t(`linguistCommon.roles.${role}`))) },
        { id: 'services', label: label('services'), value: list(linguist.servicesAvailable.map((service) => t(`linguists.profile.serviceNames.${service}`))) },
        { id: 'languages', label: label('languages'), value: list(linguist.languages.map((language) => `${languageName(language)} (${language.culture})`)) },
        { id: 'interests', label: label('interests'), value: list(linguist.interests.map((interest) => catalogueName('textTopics', interest))) },
        { id: 'country', label: label('country'), value: linguist.country ? countryName({ code: linguist.country, name: linguist.country }) : EMPTY_VALUE },
        { id: 'currency', label: label('currency'), value: linguist.currency ?? EMPTY_VALUE },
        { id: 'language', label: label('language'), value: t(`languages.${linguist.language}`) },
        { id: 'registered', label: label('registered'), value: formatDate(linguist.createdAt, true) },
        {
          id: 'availability',
          label: label('availability'),
          value:
            linguist.availability.status === 'available'
              ? t('linguists.availability.statuses.available')
              : linguist.availability.until
                ? t('linguists.availability.awayUntil', { date: formatDate(linguist.availability.until) })
                : t('linguists.availability.statuses.unavailable'),
        },
      ]}
    />
  );
}

function LinguistStats({ stats }: { stats: AdminLinguistProfile['stats'] }) {
  const { t } = useTranslation();
  const statusLabel = useOrderStatusLabel();
  const label = (id: string) => t(`linguists.stats.${id}`);
  const byStatus = (Object.entries(stats.ordersByStatus) as [OrderStatus, number][])
    .map(([status, count]) => `${statusLabel(status)}: ${count}`)
    .join(', ');
  return (
    <DetailsCard
      title={label('title')}
      items={[
        { id: 'totalOrders', label: label('totalOrders'), value: stats.totalOrders },
        { id: 'acceptanceRate', label: label('acceptanceRate'), value: percent(stats.acceptanceRate) },
        { id: 'rejectionRate', label: label('rejectionRate'), value: percent(stats.rejectionRate) },
        { id: 'rating', label: label('rating'), value: stats.rating === null ? EMPTY_VALUE : formatNumber(stats.rating) },
        { id: 'byStatus', label: label('byStatus'), value: byStatus || label('none') },
      ]}
    />
  );
}

/**
 * Her profile, classification and invoicing data (each viewed, or edited in place), her account status with its
 * history, and what her orders say.
 */
export function LinguistProfileTab({ linguist }: { linguist: AdminLinguistProfile }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <>
      {editing ? (
        <LinguistProfileForm linguist={linguist} onDone={() => setEditing(false)} />
      ) : (
        <>
          <ProfileDetails linguist={linguist} />
          <ButtonRow>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('linguists.profile.edit')}
            </Button>
          </ButtonRow>
        </>
      )}
      <LinguistClassificationSection linguistId={linguist.id} />
      <LinguistInvoicingSection linguistId={linguist.id} legalInfo={linguist.legalInfo} />
      <LinguistPaymentSection linguistId={linguist.id} />
      <LinguistStatusSection linguist={linguist} />
      <LinguistStats stats={linguist.stats} />
    </>
  );
}
