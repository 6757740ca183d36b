import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, useToast } from '@inkwell/ui-kit';
import type { LinguistProfile } from '@inkwell/contracts';
import { ButtonRow, ConfirmModal, errorToText } from '@inkwell/web-kit';
import { linguistName } from '../../../utils/linguist-format';
import { useChangeRelationMutation, type RelationAction } from '../api/linguists-api';

/** Bookmark/unbookmark and block/unblock; blocking asks first because it also empties her memberships. */
export function RelationActions({ linguist }: { linguist: LinguistProfile }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [changeRelation, state] = useChangeRelationMutation();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const name = linguistName(t, linguist);

  const run = async (action: RelationAction) => {
    const answer = await changeRelation({ id: linguist.id, action });
    if ('error' in answer) return;
    setConfirmBlock(false);
    toast.show(t(`linguists.actions.done.${answer.data.relation ?? 'none'}`, { name }), 'success');
  };

  const blocked = linguist.relation === 'BLOCKED';
  return (
    <>
      <ButtonRow>
        {!blocked &&
          (linguist.relation === 'BOOKMARKED' ? (
            <Button variant="secondary" onClick={() => void run('unbookmark')} loading={state.isLoading && !confirmBlock}>
              {t('linguists.actions.unbookmark')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => void run('bookmark')} loading={state.isLoading && !confirmBlock}>
              {t('linguists.actions.bookmark')}
            </Button>
          ))}
        {blocked ? (
          <Button variant="secondary" onClick={() => void run('unblock')} loading={state.isLoading}>
            {t('linguists.actions.unblock')}
          </Button>
        ) : (
          <Button variant="danger" onClick={() => setConfirmBlock(true)}>
            {t('linguists.actions.block')}
          </Button>
        )}
      </ButtonRow>
      {state.error && !confirmBlock && <Alert variant="danger">{errorToText(state.error, t)}</Alert>}
      <ConfirmModal
        open={confirmBlock}
        title={t('linguists.actions.blockTitle', { name })}
        confirmLabel={t('linguists.actions.block')}
        cancelLabel={t('linguists.actions.cancel')}
        danger
        loading={state.isLoading}
        error={state.error ? errorToText(state.error, t) : undefined}
        onConfirm={() => void run('block')}
        onClose={() => {
          state.reset();
          setConfirmBlock(false);
        }}
      >
        {t('linguists.actions.blockText')}
      </ConfirmModal>
    </>
  );
}
