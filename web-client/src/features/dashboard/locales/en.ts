/** The home screen's own texts (its tabs and the Get started cards), loaded with the page (see ./index.ts). */
export const en = {
  tabs: {
    label: 'Home',
    dashboard: 'Dashboard',
    getStarted: 'Get started',
  },
  copywriting: {
    title: 'Copywriting',
    text: 'Have texts written by our copywriters, proofread if you like.',
    newOrder: 'New order',
  },
  tools: {
    title: 'Tools',
    titleGenerator: 'Title and outline generator',
    titleGeneratorText: 'Let AI suggest titles and outlines for your next texts.',
    beta: 'Beta',
    briefingTemplates: 'Briefing templates',
    briefingTemplatesText: 'Start a briefing from one of our templates or from your own.',
  },
};

export type HomeTexts = typeof en;
