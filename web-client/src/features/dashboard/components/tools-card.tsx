import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ClientMe } from '@inkwell/contracts';
import { isGeneratorNotConfigured, useLocalizedPath } from '@inkwell/web-kit';
import { generatorApi } from '../../../api/generator-api';
import { useHasPage } from '../hooks/use-has-page';
import { HomeCard } from './home-card';
import { StyledBetaBadge, StyledToolList } from './styled';

const TITLE_GENERATOR_PATH = '/title_and_outline_generator';

/** The generator's entry: a link, or, while core-api has no AI provider (503 on usage), a line saying so. */
function TitleGeneratorTool() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const usage = generatorApi.useGetGeneratorUsageQuery();
  const notConfigured = isGeneratorNotConfigured(usage.error);
  return (
    <li>
      {notConfigured ? <span>{t('home.tools.titleGenerator')}</span> : <Link to={localized(TITLE_GENERATOR_PATH)}>{t('home.tools.titleGenerator')}</Link>}
      <StyledBetaBadge>{t('home.tools.beta')}</StyledBetaBadge>
      <p>{notConfigured ? t('home.tools.titleGeneratorNotConfigured') : t('home.tools.titleGeneratorText')}</p>
    </li>
  );
}

/**
 * Spec §2 Get started, Tools card: the title and outline generator (beta) for clients whose services include it
 * (decision 044), and the briefing templates.
 */
export function ToolsCard({ me }: { me: ClientMe }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const generatorPageExists = useHasPage(TITLE_GENERATOR_PATH);
  const offersGenerator = me.servicesAvailable.includes('gpt3_topics_titles') && generatorPageExists;
  return (
    <HomeCard title={t('home.tools.title')}>
      <StyledToolList>
        {offersGenerator && <TitleGeneratorTool />}
        <li>
          <Link to={localized('/briefings')}>{t('home.tools.briefingTemplates')}</Link>
          <p>{t('home.tools.briefingTemplatesText')}</p>
        </li>
      </StyledToolList>
    </HomeCard>
  );
}
