import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, Spinner } from '@inkwell/ui-kit';
import { errorToText, toHttpError } from '../api/error-to-text';
import type { TextCheckApi } from './text-checks-api';
import { useTextCheckText } from './text-checks-texts';
import { StyledMuted, StyledPreviewFrame } from './styled';

export interface TextPreviewProps {
  /** The role's text checks (`injectTextCheckEndpoints(api, 'linguist' | 'admin')`): it picks `/{role}/order/{id}/text/preview`. */
  api: TextCheckApi;
  orderId: number;
}

/** The preview, asked for afresh each time the dialog opens so a text saved a moment ago shows. */
function TextPreviewBody({ api, orderId }: TextPreviewProps) {
  const text = useTextCheckText();
  const { t } = useTranslation();
  const result = api.useGetTextPreviewQuery(orderId, { refetchOnMountOrArgChange: true });
  if (result.isFetching) return <Spinner label={text('preview.loading')} />;
  if (toHttpError(result.error)?.status === 404) return <StyledMuted>{text('preview.noText')}</StyledMuted>;
  if (result.isError || !result.data) {
    return (
      <Alert variant="danger">
        {text('preview.loadFailed')} {errorToText(result.error, t)}{' '}
        <Button variant="secondary" size="sm" onClick={() => void result.refetch()}>
          {text('retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <>
      {!result.data.hasLayout && <StyledMuted>{text('preview.noLayout')}</StyledMuted>}
      {/* The HTML comes from a linguist's text: it stays in a frame with every permission withheld, never in the app's DOM. */}
      <StyledPreviewFrame title={text('preview.frame')} sandbox="" srcDoc={result.data.html} />
    </>
  );
}

/** The text rendered in its layout, in a dialog; the Modal traps the focus and hands it back on close. */
function TextPreviewDialog({ api, orderId, open, onClose }: TextPreviewProps & { open: boolean; onClose: () => void }) {
  const text = useTextCheckText();
  return (
    <Modal
      open={open}
      title={text('preview.title')}
      onClose={onClose}
      closeLabel={text('preview.close')}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {text('preview.close')}
        </Button>
      }
    >
      {open && <TextPreviewBody api={api} orderId={orderId} />}
    </Modal>
  );
}

/** A "Preview" button that opens the text's preview (GET /{linguist,admin}/order/{id}/text/preview, decision 047). */
export function TextPreviewButton({ api, orderId }: TextPreviewProps) {
  const text = useTextCheckText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {text('preview.open')}
      </Button>
      <TextPreviewDialog api={api} orderId={orderId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
