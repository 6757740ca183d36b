// Deterministic projects for the stories and tests: 23 rows, so paging by 10 shows three pages.

export interface SampleProject {
  id: number;
  name: string;
  language: string;
  deadline: string;
  amountNet: number;
  status: 'open' | 'processing' | 'ready' | 'completed';
}

const topics = ['Spring campaign', 'Product pages', 'Travel blog', 'Newsletter', 'Landing page', 'FAQ rewrite'];
const languages = ['German - DE', 'English - US', 'English - GB', 'French - FR', 'Italian - IT'];
const statuses: SampleProject['status'][] = ['open', 'processing', 'ready', 'completed'];

export const sampleProjects: SampleProject[] = Array.from({ length: 23 }, (_, index) => ({
  id: 1001 + index,
  name: `${topics[index % topics.length]} ${index + 1}`,
  language: languages[index % languages.length],
  deadline: `2025-0${(index % 9) + 1}-${String((index % 27) + 1).padStart(2, '0')}T12:00:00`,
  amountNet: 4_950 + index * 12_345,
  status: statuses[index % statuses.length],
}));
