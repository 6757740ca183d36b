/** The client's briefing and layout pages' own texts, loaded with those pages (see ./index.ts); the form, the
 * editor and the list columns say what web-kit's shared template texts say. */
export const en = {
  briefings: {
    title: 'Briefings',
    create: 'New briefing',
    tabs: {
      my: 'My briefings',
      original: 'Original briefings',
    },
    empty: {
      my: 'You have no briefings yet. Create one or use a copy of an original briefing.',
      original: 'There are no original briefings yet.',
    },
    useCopy: 'Use a copy',
    copyName: 'Copy of {{name}}',
    readOnly: 'Original briefings cannot be changed. Use a copy to adapt it.',
  },
  layouts: {
    title: 'Layouts',
    create: 'New layout',
    empty: 'You have no layouts yet. Create your first layout.',
  },
};

export type TemplateTexts = typeof en;
