import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, EmptyState, type TemplateTree } from '@inkwell/ui-kit';
import type { OrderTextDto } from '@inkwell/contracts';
import { errorToText } from '../api/error-to-text';
import { Stack } from '../components/layout';
import { PageSpinner } from '../routing/page-spinner';
import { OrderTextSections } from './order-text-sections';
import { ORDER_TEXTS_KEY } from './order-texts';
import { StyledTextMeta, StyledTextView } from './styled';

export interface OrderTextViewProps {
  /** The text call's state, as an RTK Query hook returns it; null data means nobody has written one yet. */
  result: { data?: OrderTextDto | null; isLoading: boolean; error?: unknown };
  /** The line above the text (words, version, date) in the app's words. */
  describe: (text: OrderTextDto) => ReactNode;
  /** the order's layout tree: a text written by section is shown section by section, in the layout's order */
  layout?: TemplateTree | null;
}

/** Whether a text was written against a layout: core-api keeps its sections beside the joined content. */
export const hasSections = (text: OrderTextDto): text is OrderTextDto & { sections: Record<string, string> } =>
  !!text.sections && Object.keys(text.sections).length > 0;

/** An order's latest text, read-only, under a line that describes it. */
export function OrderTextView({ result, describe, layout }: OrderTextViewProps) {
  const { t } = useTranslation();
  const { data: text, error, isLoading } = result;

  if (isLoading) return <PageSpinner />;
  if (error) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  if (!text) return <EmptyState title={t(`${ORDER_TEXTS_KEY}.text.none`)} />;

  return (
    <Stack>
      <StyledTextMeta>{describe(text)}</StyledTextMeta>
      {hasSections(text) ? <OrderTextSections sections={text.sections} layout={layout} /> : <StyledTextView>{text.content}</StyledTextView>}
    </Stack>
  );
}
