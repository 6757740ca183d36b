import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, FormField, Select, useToast, type DataTableColumn } from '@inkwell/ui-kit';
import type { AdminLanguageBody, AdminLanguageDto } from '@inkwell/contracts';
import { ButtonRow, errorToText, WholeListTable } from '@inkwell/web-kit';
import { useAddLanguageMutation, useGetAdminLanguagesQuery, useUpdateLanguageMutation } from '../api/languages-api';
import { LanguageModal } from './language-modal';
import { StyledIntro, StyledTabActions } from './styled';

/** The part of the name before ' - ': how pickers and price lists group a language's variants. */
export function languageGroupOf(name: string): string {
  const separator = name.indexOf(' - ');
  return (separator === -1 ? name : name.slice(0, separator)).trim();
}

type LanguageRow = AdminLanguageDto & { group: string };

const STATES = ['active', 'inactive'] as const;
type LanguageState = (typeof STATES)[number];
const isState = (value: string): value is LanguageState => (STATES as readonly string[]).includes(value);

/** The settings tab "Languages": every language by its group, added, renamed, and offered or withdrawn (decision 052). */
export function LanguagesTab() {
  const { t } = useTranslation();
  const toast = useToast();
  const result = useGetAdminLanguagesQuery();
  const [add] = useAddLanguageMutation();
  const [update] = useUpdateLanguageMutation();
  const [toggle] = useUpdateLanguageMutation();
  const [editing, setEditing] = useState<AdminLanguageDto | 'new' | null>(null);
  const [group, setGroup] = useState('');
  const [state, setState] = useState<LanguageState | ''>('');

  const rows = useMemo<LanguageRow[]>(
    () =>
      (result.data ?? [])
        .map((language) => ({ ...language, group: languageGroupOf(language.name) }))
        .sort((a, b) => a.group.localeCompare(b.group) || a.name.localeCompare(b.name)),
    [result.data],
  );
  const groups = useMemo(() => [...new Set(rows.map((row) => row.group))], [rows]);
  const shown = rows.filter((row) => (!group || row.group === group) && (!state || row.active === (state === 'active')));

  const setActive = (language: AdminLanguageDto, active: boolean) =>
    void toggle({ id: language.id, body: { name: language.name, culture: language.culture, active } })
      .unwrap()
      .then(
        () => toast.show(t(active ? 'settings.languages.enabled' : 'settings.languages.disabled', { name: language.name }), 'success'),
        (error: unknown) => toast.show(errorToText(error, t), 'danger'),
      );

  const columns: DataTableColumn<LanguageRow>[] = [
    { id: 'group', header: t('settings.languages.columns.group'), cell: (language) => language.group },
    { id: 'name', header: t('settings.languages.columns.name'), cell: (language) => language.name },
    { id: 'culture', header: t('settings.languages.columns.culture'), cell: (language) => language.culture },
    { id: 'state', header: t('settings.languages.columns.state'), cell: (language) => t(`settings.languages.states.${language.active ? 'active' : 'inactive'}`) },
    {
      id: 'actions',
      header: t('settings.languages.columns.actions'),
      cell: (language) => (
        <ButtonRow>
          <Button size="sm" variant="secondary" aria-label={t('settings.languages.editFor', { name: language.name })} onClick={() => setEditing(language)}>
            {t('settings.languages.edit')}
          </Button>
          <Button
            size="sm"
            variant={language.active ? 'danger' : 'secondary'}
            aria-label={t(language.active ? 'settings.languages.disableFor' : 'settings.languages.enableFor', { name: language.name })}
            onClick={() => setActive(language, !language.active)}
          >
            {t(language.active ? 'settings.languages.disable' : 'settings.languages.enable')}
          </Button>
        </ButtonRow>
      ),
    },
  ];

  const save = (body: AdminLanguageBody) =>
    (editing === 'new' || editing === null ? add(body) : update({ id: editing.id, body }))
      .unwrap()
      .then((saved) => toast.show(t('settings.languages.saved', { name: saved.name }), 'success'));

  return (
    <>
      <StyledIntro>{t('settings.languages.intro')}</StyledIntro>
      <StyledTabActions>
        <Button onClick={() => setEditing('new')}>{t('settings.languages.add')}</Button>
      </StyledTabActions>
      <ButtonRow>
        <FormField label={t('settings.languages.group')} htmlFor="language-group-filter">
          <Select
            id="language-group-filter"
            value={group}
            placeholder={t('settings.languages.anyGroup')}
            options={groups.map((value) => ({ value, label: value }))}
            onChange={(event) => setGroup(event.target.value)}
          />
        </FormField>
        <FormField label={t('settings.languages.state')} htmlFor="language-state-filter">
          <Select
            id="language-state-filter"
            value={state}
            placeholder={t('settings.languages.anyState')}
            options={STATES.map((value) => ({ value, label: t(`settings.languages.states.${value}`) }))}
            onChange={(event) => setState(isState(event.target.value) ? event.target.value : '')}
          />
        </FormField>
      </ButtonRow>
      <WholeListTable<LanguageRow>
        result={{ data: shown, isFetching: result.isFetching, error: result.error }}
        label={t('settings.languages.list')}
        columns={columns}
        emptyState={<EmptyState title={t(group || state ? 'settings.languages.emptyFiltered' : 'settings.languages.empty')} />}
      />
      <LanguageModal open={editing !== null} language={editing === 'new' ? null : editing} save={save} onClose={() => setEditing(null)} />
    </>
  );
}
