import { useTranslation } from 'react-i18next';
import type { PreviewedTemplate } from '@inkwell/web-kit';
import { useGetMyBriefingsQuery, useGetMyLayoutsQuery, useGetSystemBriefingsQuery } from '../api/order-wizard-api';

export type TemplateKind = 'briefing' | 'layout';

export interface TemplateChoice {
  id: number;
  label: string;
  template: PreviewedTemplate;
}

export interface TemplateChoices {
  /** briefings: the client's own, then the system ones; layouts: the client's own */
  choices: TemplateChoice[];
  isLoading: boolean;
  error: unknown;
}

/** What steps 3 and 4 offer besides "None", and what the review names the chosen ids by. */
export function useTemplateChoices(kind: TemplateKind, { skip = false }: { skip?: boolean } = {}): TemplateChoices {
  const { t } = useTranslation();
  const myBriefings = useGetMyBriefingsQuery(undefined, { skip: skip || kind !== 'briefing' });
  const systemBriefings = useGetSystemBriefingsQuery(undefined, { skip: skip || kind !== 'briefing' });
  const myLayouts = useGetMyLayoutsQuery(undefined, { skip: skip || kind !== 'layout' });

  if (kind === 'layout') {
    return {
      choices: (myLayouts.data?.data ?? []).map((layout) => ({ id: layout.id, label: layout.name, template: layout })),
      isLoading: myLayouts.isLoading,
      error: myLayouts.error,
    };
  }
  return {
    choices: [
      ...(myBriefings.data?.data ?? []).map((briefing) => ({ id: briefing.id, label: briefing.name, template: briefing })),
      ...(systemBriefings.data?.data ?? []).map((briefing) => ({
        id: briefing.id,
        label: t('wizard.briefing.systemOption', { name: briefing.name }),
        template: briefing,
      })),
    ],
    isLoading: myBriefings.isLoading || systemBriefings.isLoading,
    error: myBriefings.error ?? systemBriefings.error,
  };
}
