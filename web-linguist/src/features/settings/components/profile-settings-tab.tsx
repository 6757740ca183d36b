import { useTranslation } from 'react-i18next';
import { Alert } from '@inkwell/ui-kit';
import { errorToText, PageSpinner } from '@inkwell/web-kit';
import { useGetProfileQuery } from '../../../api/profile-api';
import { ClassificationForm } from './classification-form';
import { LanguagesForm } from './languages-form';

/** The profile tab: what she writes about and in which languages. */
export function ProfileSettingsTab() {
  const { t } = useTranslation();
  const { data: profile, error, isLoading } = useGetProfileQuery();
  return (
    <>
      <ClassificationForm />
      {isLoading && <PageSpinner />}
      {!isLoading && !profile && <Alert variant="danger">{errorToText(error, t)}</Alert>}
      {/* Keyed by the stored list, so a save elsewhere starts the editor from what core-api holds. */}
      {profile && <LanguagesForm key={profile.languages.map((language) => language.culture).join()} languages={profile.languages} />}
    </>
  );
}
