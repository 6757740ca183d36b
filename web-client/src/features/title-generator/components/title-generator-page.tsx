import { GeneratorPage, registerGeneratorTexts, useAuth } from '@inkwell/web-kit';
import { generatorApi } from '../../../api/generator-api';
import { i18n } from '../../../locales/i18n';

// The page loads lazily; its texts come with its code (decision 015).
registerGeneratorTexts(i18n);

/** Spec /title_and_outline_generator/:tab?: the AI title and outline generator, tabs playground and saved. */
export function TitleGeneratorPage() {
  const { user } = useAuth();
  const available = user !== null && 'servicesAvailable' in user && user.servicesAvailable.includes('gpt3_topics_titles');
  return <GeneratorPage api={generatorApi} basePath="/title_and_outline_generator" available={available} />;
}
