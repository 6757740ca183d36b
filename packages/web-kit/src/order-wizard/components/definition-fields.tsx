import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button } from '@inkwell/ui-kit';
import { PROCESSING_DAYS } from '@inkwell/contracts';
import { FormikTextField } from '../../forms/formik-text-field';
import { FormikSelectField } from '../../forms/formik-select-field';
import { FormikTextArea } from '../../forms/formik-text-area';
import { emptyDraftOrder, type DraftOrder } from '../order-wizard-slice';
import { COMMENT_MAX, KEYWORDS_MAX, TITLE_MAX } from '../wizard-schemas';
import { StyledFieldRow, StyledOrderFieldset } from './styled';

/** Form values of the order definition: the select gives the processing time as text. */
export interface DefinitionValues {
  processingDays: string;
  orders: DraftOrder[];
}

/** Processing time and the orders (title, words, keywords, comment); `multiple` lets the client add orders. */
export function DefinitionFields({ multiple }: { multiple: boolean }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<DefinitionValues>();

  return (
    <>
      <FormikSelectField
        id="wizard-processing-days"
        name="processingDays"
        label={t('wizard.definition.processingDays')}
        options={PROCESSING_DAYS.map((days) => ({ value: String(days), label: t('wizard.days', { count: days }) }))}
        required
      />
      <FieldArray name="orders">
        {({ push, remove }) => (
          <>
            {values.orders.map((_order, index) => (
              <StyledOrderFieldset key={index}>
                <legend>{t('wizard.definition.order', { number: index + 1 })}</legend>
                <FormikTextField
                  id={`order-${index}-title`}
                  name={`orders.${index}.title`}
                  label={t('wizard.definition.title')}
                  maxLength={TITLE_MAX}
                  required
                />
                <StyledFieldRow>
                  <FormikTextField
                    id={`order-${index}-min`}
                    name={`orders.${index}.minWords`}
                    inputMode="numeric"
                    label={t('wizard.definition.minWords')}
                    required
                  />
                  <FormikTextField
                    id={`order-${index}-max`}
                    name={`orders.${index}.maxWords`}
                    inputMode="numeric"
                    label={t('wizard.definition.maxWords')}
                    required
                  />
                </StyledFieldRow>
                <FormikTextField
                  id={`order-${index}-keywords`}
                  name={`orders.${index}.keywords`}
                  label={t('wizard.definition.keywords')}
                  hint={t('wizard.definition.keywordsHint')}
                  maxLength={KEYWORDS_MAX}
                />
                <FormikTextArea
                  id={`order-${index}-comment`}
                  name={`orders.${index}.comment`}
                  label={t('wizard.definition.comment')}
                  maxLength={COMMENT_MAX}
                />
                {multiple && values.orders.length > 1 && (
                  <div>
                    <Button variant="link" onClick={() => remove(index)}>
                      {t('wizard.definition.remove', { number: index + 1 })}
                    </Button>
                  </div>
                )}
              </StyledOrderFieldset>
            ))}
            {multiple && (
              <div>
                <Button variant="secondary" onClick={() => push(emptyDraftOrder)}>
                  {t('wizard.definition.add')}
                </Button>
              </div>
            )}
          </>
        )}
      </FieldArray>
    </>
  );
}
