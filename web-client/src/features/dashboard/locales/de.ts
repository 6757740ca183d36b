import type { HomeTexts } from './en';

export const de: HomeTexts = {
  tabs: {
    label: 'Startseite',
    dashboard: 'Dashboard',
    getStarted: 'Erste Schritte',
  },
  copywriting: {
    title: 'Copywriting',
    text: 'Lassen Sie Texte von unseren Textern schreiben, auf Wunsch mit Korrektorat.',
    newOrder: 'Neuer Auftrag',
  },
  tools: {
    title: 'Werkzeuge',
    titleGenerator: 'Titel- und Gliederungsgenerator',
    titleGeneratorText: 'Lassen Sie sich von KI Titel und Gliederungen für Ihre nächsten Texte vorschlagen.',
    beta: 'Beta',
    briefingTemplates: 'Briefing-Vorlagen',
    briefingTemplatesText: 'Beginnen Sie ein Briefing mit einer unserer Vorlagen oder einer eigenen.',
  },
};
