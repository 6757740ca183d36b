import type { SettingsTexts } from './en';

export const it: SettingsTexts = {
  title: 'Impostazioni',
  tabs: {
    label: 'Sezioni delle impostazioni',
    'briefing-templates': 'Modelli di briefing',
  },
  briefings: {
    intro: 'Tutti i clienti possono leggere questi briefing e usarne una copia.',
    create: 'Nuovo modello di briefing',
    empty: 'Non ci sono ancora modelli di briefing.',
    back: 'Torna ai modelli di briefing',
  },
};
