import type { TemplateTexts } from './en';

export const it: TemplateTexts = {
  briefings: {
    title: 'Briefing',
    create: 'Nuovo briefing',
    tabs: {
      my: 'I miei briefing',
      original: 'Briefing originali',
    },
    empty: {
      my: 'Non hai ancora briefing. Creane uno o usa una copia di un briefing originale.',
      original: 'Non ci sono ancora briefing originali.',
    },
    useCopy: 'Usa una copia',
    copyName: 'Copia di {{name}}',
    readOnly: 'I briefing originali non possono essere modificati. Usa una copia per adattarlo.',
  },
  layouts: {
    title: 'Layout',
    create: 'Nuovo layout',
    empty: 'Non hai ancora layout. Crea il tuo primo layout.',
  },
};
