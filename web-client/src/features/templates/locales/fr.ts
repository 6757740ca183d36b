import type { TemplateTexts } from './en';

export const fr: TemplateTexts = {
  briefings: {
    title: 'Briefings',
    create: 'Nouveau briefing',
    tabs: {
      my: 'Mes briefings',
      original: 'Briefings originaux',
    },
    empty: {
      my: 'Vous n’avez pas encore de briefing. Créez-en un ou utilisez une copie d’un briefing original.',
      original: 'Il n’y a pas encore de briefing original.',
    },
    useCopy: 'Utiliser une copie',
    copyName: 'Copie de {{name}}',
    readOnly: 'Les briefings originaux ne peuvent pas être modifiés. Utilisez une copie pour l’adapter.',
  },
  layouts: {
    title: 'Mises en page',
    create: 'Nouvelle mise en page',
    empty: 'Vous n’avez pas encore de mise en page. Créez votre première mise en page.',
  },
};
