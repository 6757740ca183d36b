import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, EmptyState, FormField, Modal, TextArea, TextField, formatDate, useToast, type DataTableColumn } from '@inkwell/ui-kit';
import { GENERATOR_OUTLINE_MAX_HEADINGS, GENERATOR_TITLE_MAX, type GeneratorResult } from '@inkwell/contracts';
import { ButtonRow } from '../components/layout';
import { ConfirmModal } from '../orders/confirm-modal';
import { ListTable } from '../tables/list-table';
import { usePaging } from '../tables/use-paging';
import type { GeneratorApi } from './generator-api';
import { generatorErrorText } from './generator-error';
import { useGeneratorText } from './generator-texts';
import { StyledEditForm } from './styled';

const outlineLines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A saved result opened: its title and outline (one heading a line) edited and saved. */
function ResultModal({ api, result, onClose }: { api: GeneratorApi; result: GeneratorResult; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useGeneratorText();
  const toast = useToast();
  const ids = { form: useId(), title: useId(), outline: useId() };
  const [update, updating] = api.useUpdateGeneratorResultMutation();
  const [title, setTitle] = useState(result.title);
  const [outline, setOutline] = useState(result.outline.join('\n'));
  const [titleError, setTitleError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError(text('titleRequired'));
      return document.getElementById(ids.title)?.focus();
    }
    setTitleError(undefined);
    update({ id: result.id, patch: { title: title.trim(), outline: outlineLines(outline).slice(0, GENERATOR_OUTLINE_MAX_HEADINGS) } })
      .unwrap()
      .then(() => {
        toast.show(text('updated'), 'success');
        onClose();
      })
      .catch(() => undefined);
  };

  return (
    <Modal
      open
      title={text('editTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {text('cancel')}
          </Button>
          <Button type="submit" form={ids.form} loading={updating.isLoading}>
            {text('save')}
          </Button>
        </>
      }
    >
      <StyledEditForm id={ids.form} onSubmit={onSubmit} noValidate>
        <p>
          {text('keyword')}: {result.keyword} · {text(`languages.${result.language}`)} · {text(`types.${result.type}`)}
        </p>
        <FormField label={text('columns.title')} htmlFor={ids.title} error={titleError} required>
          <TextField id={ids.title} value={title} maxLength={GENERATOR_TITLE_MAX} invalid={titleError !== undefined} onChange={(event) => setTitle(event.target.value)} />
        </FormField>
        <FormField label={text('outline')} htmlFor={ids.outline} hint={text('outlineHint')}>
          <TextArea id={ids.outline} rows={6} value={outline} onChange={(event) => setOutline(event.target.value)} />
        </FormField>
        {updating.isError && <Alert variant="danger">{generatorErrorText(updating.error, t)}</Alert>}
      </StyledEditForm>
    </Modal>
  );
}

/** The saved tab: the caller's results, newest first, paged, each opened to edit or deleted after a question. */
export function GeneratorSaved({ api }: { api: GeneratorApi }) {
  const { t } = useTranslation();
  const text = useGeneratorText();
  const toast = useToast();
  const paging = usePaging();
  const result = api.useGetGeneratorResultsQuery({ limit: paging.limit, offset: paging.offset });
  const [remove, removing] = api.useDeleteGeneratorResultMutation();
  const [opened, setOpened] = useState<GeneratorResult | null>(null);
  const [removingResult, setRemovingResult] = useState<GeneratorResult | null>(null);

  const columns = useMemo<DataTableColumn<GeneratorResult>[]>(
    () => [
      { id: 'title', header: text('columns.title'), cell: (row) => row.title },
      { id: 'type', header: text('columns.type'), cell: (row) => text(`types.${row.type}`) },
      { id: 'language', header: text('columns.language'), cell: (row) => text(`languages.${row.language}`) },
      { id: 'keyword', header: text('columns.keyword'), cell: (row) => row.keyword },
      { id: 'created', header: text('columns.created'), cell: (row) => formatDate(row.createdAt, true) },
      {
        id: 'actions',
        header: text('columns.actions'),
        cell: (row) => (
          <ButtonRow>
            <Button size="sm" variant="secondary" aria-label={text('openFor', { title: row.title })} onClick={() => setOpened(row)}>
              {text('open')}
            </Button>
            <Button size="sm" variant="danger" aria-label={text('removeFor', { title: row.title })} onClick={() => setRemovingResult(row)}>
              {text('remove')}
            </Button>
          </ButtonRow>
        ),
      },
    ],
    [text],
  );

  const confirmRemove = () => {
    if (!removingResult) return;
    remove(removingResult.id)
      .unwrap()
      .then(() => {
        toast.show(text('removed'), 'success');
        setRemovingResult(null);
      })
      .catch(() => undefined);
  };

  return (
    <>
      <ListTable<GeneratorResult>
        result={result}
        paging={paging}
        label={text('list')}
        columns={columns}
        emptyState={<EmptyState title={text('empty')} hint={text('emptyHint')} />}
      />
      {opened && <ResultModal api={api} result={opened} onClose={() => setOpened(null)} />}
      <ConfirmModal
        open={removingResult !== null}
        title={text('removeTitle')}
        confirmLabel={text('remove')}
        cancelLabel={text('cancel')}
        danger
        loading={removing.isLoading}
        error={removing.isError ? generatorErrorText(removing.error, t) : undefined}
        onConfirm={confirmRemove}
        onClose={() => {
          removing.reset();
          setRemovingResult(null);
        }}
      >
        {removingResult && text('removeText', { title: removingResult.title })}
      </ConfirmModal>
    </>
  );
}
