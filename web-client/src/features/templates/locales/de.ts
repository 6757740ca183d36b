import type { TemplateTexts } from './en';

export const de: TemplateTexts = {
  briefings: {
    title: 'Briefings',
    create: 'Neues Briefing',
    tabs: {
      my: 'Meine Briefings',
      original: 'Original-Briefings',
    },
    empty: {
      my: 'Sie haben noch keine Briefings. Erstellen Sie eines oder verwenden Sie eine Kopie eines Original-Briefings.',
      original: 'Es gibt noch keine Original-Briefings.',
    },
    useCopy: 'Kopie verwenden',
    copyName: 'Kopie von {{name}}',
    readOnly: 'Original-Briefings können nicht geändert werden. Verwenden Sie eine Kopie, um es anzupassen.',
  },
  layouts: {
    title: 'Layouts',
    create: 'Neues Layout',
    empty: 'Sie haben noch keine Layouts. Erstellen Sie Ihr erstes Layout.',
  },
};
