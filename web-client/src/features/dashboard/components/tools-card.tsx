import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ClientMe } from '@inkwell/contracts';
import { useLocalizedPath } from '@inkwell/web-kit';
import { useHasPage } from '../hooks/use-has-page';
import { HomeCard } from './home-card';
import { StyledBetaBadge, StyledToolList } from './styled';

const TITLE_GENERATOR_PATH = '/title_and_outline_generator';

/**
 * Spec §2 Get started, Tools card: the title and outline generator (beta) for clients whose services include it,
 * once its page exists (issue 14 adds the route), and the briefing templates.
 */
export function ToolsCard({ me }: { me: ClientMe }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const generatorPageExists = useHasPage(TITLE_GENERATOR_PATH);
  const offersGenerator = me.servicesAvailable.includes('gpt3_topics_titles') && generatorPageExists;
  return (
    <HomeCard title={t('home.tools.title')}>
      <StyledToolList>
        {offersGenerator && (
          <li>
            <Link to={localized(TITLE_GENERATOR_PATH)}>{t('home.tools.titleGenerator')}</Link>
            <StyledBetaBadge>{t('home.tools.beta')}</StyledBetaBadge>
            <p>{t('home.tools.titleGeneratorText')}</p>
          </li>
        )}
        <li>
          <Link to={localized('/briefings')}>{t('home.tools.briefingTemplates')}</Link>
          <p>{t('home.tools.briefingTemplatesText')}</p>
        </li>
      </StyledToolList>
    </HomeCard>
  );
}
