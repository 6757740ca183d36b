import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, EmptyState } from '@inkwell/ui-kit';
import { TemplateListTable, useLocalizedPath, useTemplateListState, type BriefingRecord, type TemplateRecord } from '@inkwell/web-kit';
import { useGetClientBriefingsQuery, useGetClientLayoutsQuery } from '../api/client-templates-api';
import { StyledTabActions } from './styled';

type TemplateTab = 'layouts' | 'briefings';

/** The client's layouts or briefings, each opening its editor page, with the button that creates one. */
export function ClientTemplatesTab({ clientId, tab }: { clientId: number; tab: TemplateTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const list = useTemplateListState();
  const layouts = useGetClientLayoutsQuery({ clientId, query: list.query }, { skip: tab !== 'layouts' });
  const briefings = useGetClientBriefingsQuery({ clientId, query: list.query }, { skip: tab !== 'briefings' });
  const item = tab === 'layouts' ? 'layout' : 'briefing';
  return (
    <>
      <StyledTabActions>
        <Button onClick={() => navigate(localized(`/client/${clientId}/${item}/new`))}>{t(`clients.${tab}.create`)}</Button>
      </StyledTabActions>
      <TemplateListTable<TemplateRecord | BriefingRecord>
        result={tab === 'layouts' ? layouts : briefings}
        state={list}
        label={t(`clients.client.tabs.${tab}`)}
        pathOf={(template) => `/client/${clientId}/${item}/${template.id}`}
        emptyState={<EmptyState title={t(`clients.${tab}.empty`)} />}
      />
    </>
  );
}
