import type { SettingsTexts } from './en';

export const fr: SettingsTexts = {
  title: 'Paramètres',
  tabs: {
    label: 'Sections des paramètres',
    'briefing-templates': 'Modèles de briefing',
  },
  briefings: {
    intro: 'Tous les clients peuvent lire ces briefings et en utiliser une copie.',
    create: 'Nouveau modèle de briefing',
    empty: 'Il n’y a pas encore de modèle de briefing.',
    back: 'Retour aux modèles de briefing',
  },
};
