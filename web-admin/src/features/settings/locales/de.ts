import type { SettingsTexts } from './en';

export const de: SettingsTexts = {
  title: 'Einstellungen',
  tabs: {
    label: 'Bereiche der Einstellungen',
    'briefing-templates': 'Briefing-Vorlagen',
  },
  briefings: {
    intro: 'Alle Kunden können diese Briefings lesen und eine Kopie davon verwenden.',
    create: 'Neue Briefing-Vorlage',
    empty: 'Es gibt noch keine Briefing-Vorlagen.',
    back: 'Zurück zu den Briefing-Vorlagen',
  },
};
