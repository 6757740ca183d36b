import { useTranslation } from 'react-i18next';
import type { PreviewedTemplate } from '../templates/template-preview';
import { useSelector } from 'react-redux';
import { selectWizardClient } from './order-wizard-slice';
import { useOrderWizardSetup } from './order-wizard-setup';

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
  const { wizardApi, role } = useOrderWizardSetup();
  const client = useSelector(selectWizardClient);
  const clientId = client?.id ?? null;
  // Staff read nothing of a client until one is picked.
  const noClient = role === 'admin' && clientId === null;
  const myBriefings = wizardApi.useGetWizardBriefingsQuery({ clientId }, { skip: skip || noClient || kind !== 'briefing' });
  const systemBriefings = wizardApi.useGetWizardSystemBriefingsQuery(undefined, { skip: skip || kind !== 'briefing' });
  const myLayouts = wizardApi.useGetWizardLayoutsQuery({ clientId }, { skip: skip || noClient || kind !== 'layout' });

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
