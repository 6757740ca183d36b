/** The settings pages' texts, loaded with those pages (see ./index.ts). */
export const en = {
  title: 'Settings',
  tabs: {
    label: 'Settings sections',
    'briefing-templates': 'Briefing templates',
  },
  briefings: {
    intro: 'Every client can read these briefings and use a copy of them.',
    create: 'New briefing template',
    empty: 'There are no briefing templates yet.',
    back: 'Back to the briefing templates',
  },
};

export type SettingsTexts = typeof en;
