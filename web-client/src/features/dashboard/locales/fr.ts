import type { HomeTexts } from './en';

export const fr: HomeTexts = {
  tabs: {
    label: 'Accueil',
    dashboard: 'Tableau de bord',
    getStarted: 'Premiers pas',
  },
  copywriting: {
    title: 'Rédaction',
    text: 'Faites rédiger vos textes par nos rédacteurs, relus si vous le souhaitez.',
    newOrder: 'Nouvelle commande',
  },
  tools: {
    title: 'Outils',
    titleGenerator: 'Générateur de titres et de plans',
    titleGeneratorText: 'Laissez l’IA proposer des titres et des plans pour vos prochains textes.',
    beta: 'Bêta',
    briefingTemplates: 'Modèles de briefing',
    briefingTemplatesText: 'Commencez un briefing à partir de l’un de nos modèles ou du vôtre.',
  },
};
