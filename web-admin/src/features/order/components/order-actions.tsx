import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, FormField, Spinner, TextArea, useToast } from '@inkwell/ui-kit';
import { ButtonRow, ConfirmModal, errorToText, useLocalizedPath } from '@inkwell/web-kit';
import type { OrderDto } from '@inkwell/contracts';
import { adminOrderActions, isNoteAction, workingLinguist, type AdminOrderAction, type NoteAction } from '../admin-order-actions';
import {
  useAcceptOrderMutation,
  useCancelAsLinguistMutation,
  useCancelOrderMutation,
  useConfirmRejectionMutation,
  useDeclineRejectionMutation,
  useGetOrderLayoutQuery,
  useRejectOrderMutation,
  useReviseOrderMutation,
  useSubmitTextForLinguistMutation,
} from '../api/order-api';
import { StyledActionLink } from './styled';

/** As core-api's revise and reject bodies allow. */
export const NOTE_MAX_LENGTH = 5000;
/** As core-api's submit allows (order_texts.content). */
export const TEXT_MAX_LENGTH = 1_000_000;

/** Ending or taking something away confirms with a danger button; the rest moves the order on. */
const DANGER: Record<AdminOrderAction, boolean> = {
  accept: false,
  revise: false,
  reject: true,
  confirmRejection: true,
  declineRejection: false,
  sendText: false,
  cancel: true,
  cancelAsLinguist: true,
};

interface NoteFieldsProps {
  action: NoteAction;
  /** null: a whole text; undefined: the order's layout is still loading */
  sectionNames: string[] | null | undefined;
  layoutError: unknown;
  note: string;
  sections: Record<string, string>;
  error: string | undefined;
  onNote: (note: string) => void;
  onSection: (name: string, text: string) => void;
}

/** What the dialog asks for: the writer's comment, the reason, or the linguist's text (by section with a layout). */
function NoteFields({ action, sectionNames, layoutError, note, sections, error, onNote, onSection }: NoteFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const key = (name: string) => `order.actions.${action}.${name}`;
  if (action === 'sendText' && layoutError) return <Alert variant="danger">{errorToText(layoutError, t)}</Alert>;
  if (action === 'sendText' && sectionNames === undefined) return <Spinner label={t(key('loadingLayout'))} />;
  if (action === 'sendText' && sectionNames) {
    return (
      <fieldset>
        <legend>{t(key('sectionsLegend'))}</legend>
        {sectionNames.map((name, index) => (
          <FormField key={name} label={name} htmlFor={`${id}-${index}`} error={index === 0 ? error : undefined}>
            <TextArea
              id={`${id}-${index}`}
              rows={4}
              value={sections[name] ?? ''}
              maxLength={TEXT_MAX_LENGTH}
              onChange={(event) => onSection(name, event.target.value)}
            />
          </FormField>
        ))}
      </fieldset>
    );
  }
  const max = action === 'sendText' ? TEXT_MAX_LENGTH : NOTE_MAX_LENGTH;
  return (
    <FormField label={t(key('field'))} htmlFor={id} required error={error} hint={action === 'sendText' ? undefined : t('order.actions.noteHint', { max })}>
      <TextArea id={id} rows={action === 'sendText' ? 12 : 5} value={note} maxLength={max} onChange={(event) => onNote(event.target.value)} />
    </FormField>
  );
}

/** The admin's order actions the status allows, each behind a confirm dialog; the order and its history refresh after. */
export function OrderActions({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const toast = useToast();
  const localized = useLocalizedPath();
  const [confirming, setConfirming] = useState<AdminOrderAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [note, setNote] = useState('');
  const [sections, setSections] = useState<Record<string, string>>({});
  const [acceptOrder, acceptState] = useAcceptOrderMutation();
  const [reviseOrder, reviseState] = useReviseOrderMutation();
  const [rejectOrder, rejectState] = useRejectOrderMutation();
  const [submitText, submitTextState] = useSubmitTextForLinguistMutation();
  const [confirmRejection, confirmRejectionState] = useConfirmRejectionMutation();
  const [declineRejection, declineRejectionState] = useDeclineRejectionMutation();
  const [cancelOrder, cancelOrderState] = useCancelOrderMutation();
  const [cancelAsLinguist, cancelAsLinguistState] = useCancelAsLinguistMutation();
  const working = workingLinguist(order);
  // A text for a layout is sent by section, as the linguist's editor sends it.
  const layout = useGetOrderLayoutQuery(order.id, { skip: confirming !== 'sendText' || order.layoutId === null });
  const sectionNames = order.layoutId === null ? null : layout.data?.tree.sections.map((section) => section.name);

  const filledSections = () =>
    Object.fromEntries(Object.entries(sections).filter(([name, text]) => sectionNames?.includes(name) && text.trim() !== ''));

  const run: Record<AdminOrderAction, () => Promise<unknown>> = {
    accept: () => acceptOrder(order.id).unwrap(),
    revise: () => reviseOrder({ id: order.id, comment: note.trim() }).unwrap(),
    reject: () => rejectOrder({ id: order.id, reason: note.trim() }).unwrap(),
    sendText: () =>
      sectionNames ? submitText({ id: order.id, sections: filledSections() }).unwrap() : submitText({ id: order.id, text: note }).unwrap(),
    confirmRejection: () => confirmRejection(order.id).unwrap(),
    declineRejection: () => declineRejection(order.id).unwrap(),
    cancel: () => cancelOrder(order.id).unwrap(),
    cancelAsLinguist: () =>
      working ? cancelAsLinguist({ id: order.id, linguistId: working.linguist.id }).unwrap() : Promise.resolve(),
  };
  const loading = [
    acceptState,
    reviseState,
    rejectState,
    submitTextState,
    confirmRejectionState,
    declineRejectionState,
    cancelOrderState,
    cancelAsLinguistState,
  ].some((state) => state.isLoading);

  /** core-api refuses these without their text; saying so here keeps the typing in the dialog. */
  const missingNote = (action: AdminOrderAction): string | undefined => {
    if (!isNoteAction(action)) return undefined;
    const empty = action === 'sendText' && sectionNames ? Object.keys(filledSections()).length === 0 : note.trim() === '';
    return empty ? t(`order.actions.${action}.required`) : undefined;
  };

  const open = (action: AdminOrderAction) => {
    setError(null);
    setFieldError(undefined);
    setNote('');
    setSections({});
    setConfirming(action);
  };

  const confirm = async () => {
    if (!confirming) return;
    const missing = missingNote(confirming);
    setFieldError(missing);
    if (missing) return;
    try {
      await run[confirming]();
      toast.show(t(`order.actions.${confirming}.done`), 'success');
      setConfirming(null);
    } catch (caught) {
      setError(errorToText(caught, t));
    }
  };

  const textOptions = {
    name: working?.linguist.nickname ?? working?.linguist.id,
    role: working ? t(`order.actions.roles.${working.role}`) : '',
  };

  return (
    <ButtonRow>
      {adminOrderActions(order).map((action) => (
        <Button key={action} variant={DANGER[action] ? 'danger' : 'secondary'} onClick={() => open(action)}>
          {t(`order.actions.${action}.button`)}
        </Button>
      ))}
      <StyledActionLink to={localized(`/orders/copy?orderId=${order.id}`)}>{t('order.actions.copy')}</StyledActionLink>
      <ConfirmModal
        open={confirming !== null}
        title={confirming ? t(`order.actions.${confirming}.title`) : ''}
        confirmLabel={confirming ? t(`order.actions.${confirming}.button`) : ''}
        danger={confirming ? DANGER[confirming] : false}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
        loading={loading}
        error={error}
      >
        {confirming && <p>{t(`order.actions.${confirming}.text`, textOptions)}</p>}
        {confirming && isNoteAction(confirming) && (
          <NoteFields
            action={confirming}
            sectionNames={sectionNames}
            layoutError={layout.error}
            note={note}
            sections={sections}
            error={fieldError}
            onNote={setNote}
            onSection={(name, text) => setSections((current) => ({ ...current, [name]: text }))}
          />
        )}
      </ConfirmModal>
    </ButtonRow>
  );
}
