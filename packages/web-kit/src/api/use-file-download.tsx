import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@inkwell/ui-kit';
import { errorToText } from './error-to-text';

/** What an RTK Query mutation hook built on `downloadFileQueryFn` returns. */
export type DownloadMutation<Arg> = readonly [
  (arg: Arg) => unknown,
  { isLoading: boolean; isError: boolean; error?: unknown; originalArgs?: Arg; reset: () => void },
];

export interface FileDownload<Arg> {
  download: (arg: Arg) => void;
  /** the id of the file on its way, so only its button spins */
  downloadingId: number | undefined;
  /** why the last download failed, as the server said it (spec §8), else null */
  error: string | null;
  dismissError: () => void;
}

/** The downloads of one table: a button per row, one message for the table when a download fails. */
export function useFileDownload<Arg extends { id: number }>([trigger, state]: DownloadMutation<Arg>): FileDownload<Arg> {
  const { t } = useTranslation();
  const { isLoading, isError, error, originalArgs, reset } = state;
  return useMemo(
    () => ({
      download: (arg: Arg) => {
        void trigger(arg);
      },
      downloadingId: isLoading ? originalArgs?.id : undefined,
      error: isError ? errorToText(error, t) : null,
      dismissError: reset,
    }),
    [trigger, isLoading, isError, error, originalArgs, reset, t],
  );
}

/** A failed download's message above its table, gone after the spec's 3 s or when closed. */
export function DownloadErrorAlert<Arg>({ download }: { download: FileDownload<Arg> }) {
  const { t } = useTranslation();
  if (!download.error) return null;
  return (
    <Alert variant="danger" onDismiss={download.dismissError} closeLabel={t('common.close')}>
      {download.error}
    </Alert>
  );
}
