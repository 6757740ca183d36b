import type { HomeTexts } from './en';

export const it: HomeTexts = {
  tabs: {
    label: 'Home',
    dashboard: 'Dashboard',
    getStarted: 'Per iniziare',
  },
  copywriting: {
    title: 'Copywriting',
    text: 'Fai scrivere i tuoi testi dai nostri copywriter, con revisione se lo desideri.',
    newOrder: 'Nuovo ordine',
  },
  tools: {
    title: 'Strumenti',
    titleGenerator: 'Generatore di titoli e scalette',
    titleGeneratorText: 'Lascia che l’IA suggerisca titoli e scalette per i tuoi prossimi testi.',
    beta: 'Beta',
    briefingTemplates: 'Modelli di briefing',
    briefingTemplatesText: 'Inizia un briefing da uno dei nostri modelli o da uno tuo.',
  },
};
