import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, FormField } from '@inkwell/ui-kit';
import { WIZARD_IMPORT_MAX_ROWS, type ImportRowError, type WizardImportRow } from '@inkwell/contracts';
import { errorToText } from '../api/error-to-text';
import { Stack } from '../components/layout';
import { useRowErrorText } from './import-detail-screen';
import { useImportText } from './import-parts';
import type { ImportsApi } from './imports-api';
import { isSpreadsheet, SPREADSHEET_ACCEPT } from './import-upload-modal';

export interface OrderFileImportProps {
  api: ImportsApi;
  /** the wizard's chosen project; the file cannot be read for none */
  projectId: number | null;
  /** staff ordering for a client */
  clientId?: number;
  /** the rows that passed replace the step's order rows */
  onRows: (rows: WizardImportRow[]) => void;
}

/** The order wizard's step 5 "Import a file": the same parser as bulk uploads fills the step's rows; row errors by position. */
export function OrderFileImport({ api, projectId, clientId, onRows }: OrderFileImportProps) {
  const i = useImportText();
  const { t } = useTranslation();
  const id = useId();
  const errorText = useRowErrorText();
  const [parse, parsing] = api.useParseOrderFileMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<ImportRowError[]>([]);
  const [taken, setTaken] = useState<number | null>(null);

  const read = async (file: File | undefined) => {
    setProblem(null);
    setRowErrors([]);
    setTaken(null);
    if (!file) return;
    if (projectId === null) return setProblem(i('wizard.chooseProjectFirst'));
    if (!isSpreadsheet(file)) return setProblem(i('fileType'));
    try {
      const answer = await parse({ projectId, clientId, file }).unwrap();
      setRowErrors(answer.errors);
      setTaken(answer.rows.length);
      if (answer.rows.length) onRows(answer.rows);
    } catch (error) {
      setProblem(errorToText(error, t));
    }
  };

  return (
    <Stack>
      <FormField label={i('wizard.import')} htmlFor={id} hint={i('wizard.importHint', { max: WIZARD_IMPORT_MAX_ROWS })}>
        <input
          id={id}
          type="file"
          accept={SPREADSHEET_ACCEPT}
          disabled={parsing.isLoading}
          onChange={(event) => {
            const input = event.currentTarget;
            void read(input.files?.[0]).finally(() => {
              // The same file chosen again after a fix reads again.
              input.value = '';
            });
          }}
        />
      </FormField>
      {parsing.isLoading && <p role="status">{i('wizard.importing')}</p>}
      {problem && <Alert variant="danger">{problem}</Alert>}
      {taken !== null && taken > 0 && <Alert variant="success">{i('wizard.imported', { count: taken })}</Alert>}
      {rowErrors.length > 0 && (
        <Alert variant="warning">
          <strong>{i('wizard.errors')}</strong>
          <ul aria-label={i('wizard.errors')}>
            {rowErrors.map((error, index) => (
              <li key={`${error.position}-${index}`}>{errorText(error)}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}
