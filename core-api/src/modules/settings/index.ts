// The settings module's face: a client's stopwords and dictionary per language (decision 046). Orders reads the
// stopwords a linguist's text must avoid through clientWordsFor.
export { clientWordListsModule } from './settings.routes.js';
export { clientWordsFor } from './word-lists.service.js';
