import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Alert, PageHeader, Tabs } from '@inkwell/ui-kit';
import { TabPanel } from '../components/layout';
import { useLocalizedPath } from '../routing/language-prefix';
import type { GeneratorApi } from './generator-api';
import { GeneratorPlayground } from './generator-playground';
import { GeneratorSaved } from './generator-saved';
import { useGeneratorText } from './generator-texts';
import { StyledIntro } from './styled';

const GENERATOR_TABS = ['playground', 'saved'] as const;
type GeneratorTab = (typeof GENERATOR_TABS)[number];

export interface GeneratorPageProps {
  /** the role's generator calls: injectGeneratorEndpoints(api, 'client' | 'admin') */
  api: GeneratorApi;
  /** the page's path without the tab: /title_and_outline_generator (client) or /titles-outlines (back office) */
  basePath: string;
  /**
   * false for a client whose services do not include the generator: the page says so and asks nothing of the
   * API, which would only answer 403 (and the browser log it)
   */
  available?: boolean;
}

/**
 * The AI title and outline generator (decision 044): tabs playground (default) and saved, on `${basePath}/:tab?`.
 * One page for the client portal and the back office; each passes its role's calls.
 */
export function GeneratorPage({ api, basePath, available = true }: GeneratorPageProps) {
  const text = useGeneratorText();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { tab = 'playground' } = useParams();
  if (!(GENERATOR_TABS as readonly string[]).includes(tab)) return <Navigate to={localized(basePath)} replace />;
  const active = tab as GeneratorTab;
  if (!available) {
    return (
      <>
        <PageHeader title={`${text('title')} (${text('beta')})`} />
        <Alert variant="info">{text('notAvailable')}</Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title={`${text('title')} (${text('beta')})`} />
      <StyledIntro>{text('intro')}</StyledIntro>
      <Tabs
        aria-label={text('title')}
        tabs={GENERATOR_TABS.map((id) => ({ id, label: text(`tabs.${id}`) }))}
        active={active}
        onChange={(next) => navigate(localized(next === 'playground' ? basePath : `${basePath}/${next}`))}
      />
      <TabPanel aria-label={text(`tabs.${active}`)}>{active === 'playground' ? <GeneratorPlayground api={api} /> : <GeneratorSaved api={api} />}</TabPanel>
    </>
  );
}
