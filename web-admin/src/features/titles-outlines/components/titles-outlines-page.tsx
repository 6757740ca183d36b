import { GeneratorPage, registerGeneratorTexts } from '@inkwell/web-kit';
import { generatorApi } from '../../../api/generator-api';
import { i18n } from '../../../locales/i18n';

// The page loads lazily; its texts come with its code (decision 015).
registerGeneratorTexts(i18n);

/** Admin spec /titles-outlines: the text-generation tool, tabs playground and saved, the client portal's page. */
export function TitlesOutlinesPage() {
  return <GeneratorPage api={generatorApi} basePath="/titles-outlines" />;
}
