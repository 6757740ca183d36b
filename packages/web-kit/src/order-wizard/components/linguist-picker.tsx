import { useField } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, EMPTY_VALUE, formatPricePerWord, FormField, useDebouncedValue, type ComboBoxOption } from '@inkwell/ui-kit';
import { useDisplayNames } from '../../i18n/display-names';
import { useLevelLabel } from '../../orders/use-order-labels';
import { useSelector } from 'react-redux';
import type { TFunction } from 'i18next';
import type { LinguistListItem } from '@inkwell/contracts';
import { selectWizardClient } from '../order-wizard-slice';
import { useOrderWizardSetup } from '../order-wizard-setup';

/** Spec §9: a picker searches 300 ms after the last keystroke. */
const PICKER_SEARCH_DEBOUNCE_MS = 300;
const PICKER_LIMIT = 25;

/** Spec §9: a price per word shows ×100 with the currency's minor-unit label, "1,20 ct/word". */
function pricePerWordText(t: TFunction, pricePerWord: string | null, currency: LinguistListItem['currency']): string {
  const price = formatPricePerWord(pricePerWord);
  if (price === EMPTY_VALUE || currency === null) return EMPTY_VALUE;
  return t('wizard.perWord', { price, unit: t(`wizard.minorUnit.${currency}`) });
}

/** A linguist without a nickname still needs a name to announce. */
const linguistName = (t: TFunction, linguist: Pick<LinguistListItem, 'id' | 'nickname'>) => linguist.nickname ?? t('wizard.noNickname', { id: linguist.id });

/**
 * The direct order's linguist, found by nickname over GET /client/linguists; a blocked linguist cannot take the
 * client's orders, so she is not offered.
 */
export function LinguistPicker({ id, label, hint }: { id: string; label: string; hint?: string }) {
  const { t } = useTranslation();
  const levelLabel = useLevelLabel();
  const { languageName } = useDisplayNames();
  const [idField, idMeta, idHelpers] = useField<string>('linguistId');
  const [labelField, , labelHelpers] = useField<string>('linguistLabel');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, PICKER_SEARCH_DEBOUNCE_MS);
  const { wizardApi } = useOrderWizardSetup();
  const clientId = useSelector(selectWizardClient)?.id ?? null;
  const { data, isFetching } = wizardApi.useSearchWizardLinguistsQuery({ clientId, search, limit: PICKER_LIMIT, offset: 0 });
  const error = idMeta.touched ? idMeta.error : undefined;

  const options: ComboBoxOption[] = (data?.data ?? [])
    .filter((linguist) => linguist.relation !== 'BLOCKED')
    .map((linguist) => ({
      value: String(linguist.id),
      label: linguistName(t, linguist),
      description: [
        linguist.level ? levelLabel(linguist.level) : null,
        linguist.languages.map(languageName).join(', '),
        pricePerWordText(t, linguist.pricePerWord, linguist.currency),
      ]
        .filter(Boolean)
        .join(' · '),
    }));
  const value = idField.value ? { value: idField.value, label: labelField.value || t('wizard.review.linguistNumber', { id: idField.value }) } : null;

  return (
    <FormField label={label} htmlFor={id} hint={hint} error={error} required>
      <ComboBox
        id={id}
        label={label}
        options={options}
        value={value}
        loading={isFetching}
        invalid={Boolean(error)}
        placeholder={t('wizard.linguists.searchLinguist')}
        loadingText={t('wizard.linguists.searching')}
        noOptionsText={t('wizard.linguists.noLinguists')}
        clearLabel={t('wizard.actions.clear')}
        onInputChange={setText}
        onChange={(option) => {
          void idHelpers.setValue(option?.value ?? '');
          void labelHelpers.setValue(option?.label ?? '');
          void idHelpers.setTouched(true, false);
        }}
      />
    </FormField>
  );
}
