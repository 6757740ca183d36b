import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type Locales } from '../i18n/create-i18n';

/** What an order page's text checks say (decision 047), in the three apps. */
export const TEXT_CHECKS_TEXTS_KEY = 'textChecks';

const en = {
  aiCheck: {
    title: 'AI-text check',
    run: 'Run AI check',
    running: 'The check is running…',
    empty: 'No AI check yet',
    emptyHint: 'Run a check once the text is submitted.',
    probability: 'Likely machine-written: {{percent}} %',
    heuristic: 'Local heuristic',
    heuristicHint: 'No AI provider is configured: this estimate comes from simple text statistics (even sentence lengths, stock phrases) and is not a detector.',
    provider: 'Checked by an AI model',
    aiPassages: 'Passages that read as machine-written ({{percent}} %)',
    humanPassages: 'Passages that read as human ({{percent}} %)',
    words: '{{count}} words',
    failed: 'The check failed: {{reason}}',
    history: 'Earlier checks ({{count}})',
    historicNote: 'Of an earlier text',
    checkedAt: 'Checked {{date}}',
    loadFailed: 'The AI checks could not be loaded.',
  },
  plagiarism: {
    title: 'Plagiarism',
    none: 'No other text on the platform shares passages with this one.',
    noText: 'There is no submitted text to compare yet.',
    hit: 'This text shares passages with other texts on the platform.',
    share: '{{percent}} % of its sampled passages',
    otherOrder: 'Another order',
    openOrder: 'Order {{id}}: {{title}}',
    loadFailed: 'The plagiarism check could not be loaded.',
    checking: 'Comparing the text…',
    dismiss: 'Dismiss the hit',
    dismissTitle: 'Dismiss the plagiarism hit',
    dismissText: 'The order leaves the action-required list and the client and the linguist no longer see a hit for this text. Your reason is kept in the order history.',
    dismissReason: 'Why is this hit harmless?',
    dismissRequired: 'Enter the reason.',
    dismissConfirm: 'Dismiss hit',
    dismissed: 'Staff dismissed this hit on {{date}}: {{reason}}',
  },
  information: {
    title: 'Text information',
    words: 'Words: {{count}}',
    keyword: 'Keyword',
    uses: 'Uses',
    noKeywords: 'The order names no keywords.',
    loadFailed: 'The text information could not be loaded.',
    noText: 'There is no text yet.',
  },
  retry: 'Try again',
  tab: 'Checks',
  preview: {
    open: 'Preview',
    title: 'Preview of the text',
    frame: 'The text as laid out',
    loading: 'Rendering the preview…',
    loadFailed: 'The preview could not be loaded.',
    noText: 'There is no saved text to preview yet.',
    noLayout: 'The order has no layout: the text is shown as paragraphs.',
    close: 'Close',
  },
};
export type TextChecksTexts = typeof en;

const de: TextChecksTexts = {
  aiCheck: {
    title: 'KI-Text-Prüfung',
    run: 'KI-Prüfung starten',
    running: 'Die Prüfung läuft…',
    empty: 'Noch keine KI-Prüfung',
    emptyHint: 'Starten Sie eine Prüfung, sobald der Text eingereicht ist.',
    probability: 'Wahrscheinlich maschinell geschrieben: {{percent}} %',
    heuristic: 'Lokale Heuristik',
    heuristicHint: 'Es ist kein KI-Anbieter eingerichtet: Diese Schätzung beruht auf einfacher Textstatistik (gleich lange Sätze, Floskeln) und ist kein Detektor.',
    provider: 'Von einem KI-Modell geprüft',
    aiPassages: 'Stellen, die maschinell wirken ({{percent}} %)',
    humanPassages: 'Stellen, die menschlich wirken ({{percent}} %)',
    words: '{{count}} Wörter',
    failed: 'Die Prüfung ist fehlgeschlagen: {{reason}}',
    history: 'Frühere Prüfungen ({{count}})',
    historicNote: 'Eines früheren Textes',
    checkedAt: 'Geprüft {{date}}',
    loadFailed: 'Die KI-Prüfungen konnten nicht geladen werden.',
  },
  plagiarism: {
    title: 'Plagiat',
    none: 'Kein anderer Text der Plattform teilt Passagen mit diesem.',
    noText: 'Es gibt noch keinen eingereichten Text zum Vergleichen.',
    hit: 'Dieser Text teilt Passagen mit anderen Texten der Plattform.',
    share: '{{percent}} % seiner Stichproben-Passagen',
    otherOrder: 'Ein anderer Auftrag',
    openOrder: 'Auftrag {{id}}: {{title}}',
    loadFailed: 'Die Plagiatsprüfung konnte nicht geladen werden.',
    checking: 'Der Text wird verglichen…',
    dismiss: 'Treffer verwerfen',
    dismissTitle: 'Plagiatstreffer verwerfen',
    dismissText: 'Der Auftrag verlässt die Liste „Handlungsbedarf“, und Kunde und Autor sehen für diesen Text keinen Treffer mehr. Ihre Begründung steht im Auftragsverlauf.',
    dismissReason: 'Warum ist dieser Treffer unbedenklich?',
    dismissRequired: 'Geben Sie die Begründung ein.',
    dismissConfirm: 'Treffer verwerfen',
    dismissed: 'Unser Team hat diesen Treffer am {{date}} verworfen: {{reason}}',
  },
  information: {
    title: 'Textinformationen',
    words: 'Wörter: {{count}}',
    keyword: 'Keyword',
    uses: 'Vorkommen',
    noKeywords: 'Der Auftrag nennt keine Keywords.',
    loadFailed: 'Die Textinformationen konnten nicht geladen werden.',
    noText: 'Es gibt noch keinen Text.',
  },
  retry: 'Erneut versuchen',
  tab: 'Prüfungen',
  preview: {
    open: 'Vorschau',
    title: 'Vorschau des Textes',
    frame: 'Der Text im Layout',
    loading: 'Die Vorschau wird erstellt…',
    loadFailed: 'Die Vorschau konnte nicht geladen werden.',
    noText: 'Es gibt noch keinen gespeicherten Text für eine Vorschau.',
    noLayout: 'Der Auftrag hat kein Layout: Der Text wird als Absätze gezeigt.',
    close: 'Schließen',
  },
};

const fr: TextChecksTexts = {
  aiCheck: {
    title: 'Détection de texte IA',
    run: 'Lancer la détection IA',
    running: 'La vérification est en cours…',
    empty: 'Aucune détection IA pour l’instant',
    emptyHint: 'Lancez une vérification une fois le texte remis.',
    probability: 'Probablement écrit par une machine : {{percent}} %',
    heuristic: 'Heuristique locale',
    heuristicHint: 'Aucun fournisseur d’IA n’est configuré : cette estimation vient de simples statistiques du texte (phrases de longueur égale, formules toutes faites) et n’est pas un détecteur.',
    provider: 'Vérifié par un modèle d’IA',
    aiPassages: 'Passages qui semblent écrits par une machine ({{percent}} %)',
    humanPassages: 'Passages qui semblent humains ({{percent}} %)',
    words: '{{count}} mots',
    failed: 'La vérification a échoué : {{reason}}',
    history: 'Vérifications précédentes ({{count}})',
    historicNote: 'D’un texte précédent',
    checkedAt: 'Vérifié le {{date}}',
    loadFailed: 'Les détections IA n’ont pas pu être chargées.',
  },
  plagiarism: {
    title: 'Plagiat',
    none: 'Aucun autre texte de la plateforme ne partage de passages avec celui-ci.',
    noText: 'Il n’y a pas encore de texte remis à comparer.',
    hit: 'Ce texte partage des passages avec d’autres textes de la plateforme.',
    share: '{{percent}} % de ses passages échantillonnés',
    otherOrder: 'Une autre commande',
    openOrder: 'Commande {{id}} : {{title}}',
    loadFailed: 'La vérification de plagiat n’a pas pu être chargée.',
    checking: 'Comparaison du texte…',
    dismiss: 'Écarter l’alerte',
    dismissTitle: 'Écarter l’alerte de plagiat',
    dismissText: 'La commande quitte la liste des actions requises, et le client comme le rédacteur ne voient plus d’alerte pour ce texte. Votre motif est conservé dans l’historique de la commande.',
    dismissReason: 'Pourquoi cette alerte est-elle sans gravité ?',
    dismissRequired: 'Indiquez le motif.',
    dismissConfirm: 'Écarter l’alerte',
    dismissed: 'L’équipe a écarté cette alerte le {{date}} : {{reason}}',
  },
  information: {
    title: 'Informations sur le texte',
    words: 'Mots : {{count}}',
    keyword: 'Mot-clé',
    uses: 'Occurrences',
    noKeywords: 'La commande ne nomme aucun mot-clé.',
    loadFailed: 'Les informations sur le texte n’ont pas pu être chargées.',
    noText: 'Il n’y a pas encore de texte.',
  },
  retry: 'Réessayer',
  tab: 'Vérifications',
  preview: {
    open: 'Aperçu',
    title: 'Aperçu du texte',
    frame: 'Le texte mis en page',
    loading: 'Création de l’aperçu…',
    loadFailed: 'L’aperçu n’a pas pu être chargé.',
    noText: 'Il n’y a pas encore de texte enregistré à prévisualiser.',
    noLayout: 'La commande n’a pas de mise en page : le texte est affiché en paragraphes.',
    close: 'Fermer',
  },
};

const it: TextChecksTexts = {
  aiCheck: {
    title: 'Verifica testo IA',
    run: 'Avvia verifica IA',
    running: 'La verifica è in corso…',
    empty: 'Nessuna verifica IA finora',
    emptyHint: 'Avvia una verifica quando il testo è stato consegnato.',
    probability: 'Probabilmente scritto da una macchina: {{percent}} %',
    heuristic: 'Euristica locale',
    heuristicHint: 'Nessun fornitore di IA è configurato: questa stima deriva da semplici statistiche del testo (frasi di lunghezza uguale, frasi fatte) e non è un rilevatore.',
    provider: 'Verificato da un modello di IA',
    aiPassages: 'Passaggi che sembrano scritti da una macchina ({{percent}} %)',
    humanPassages: 'Passaggi che sembrano umani ({{percent}} %)',
    words: '{{count}} parole',
    failed: 'La verifica non è riuscita: {{reason}}',
    history: 'Verifiche precedenti ({{count}})',
    historicNote: 'Di un testo precedente',
    checkedAt: 'Verificato il {{date}}',
    loadFailed: 'Non è stato possibile caricare le verifiche IA.',
  },
  plagiarism: {
    title: 'Plagio',
    none: 'Nessun altro testo della piattaforma condivide passaggi con questo.',
    noText: 'Non c’è ancora un testo consegnato da confrontare.',
    hit: 'Questo testo condivide passaggi con altri testi della piattaforma.',
    share: '{{percent}} % dei suoi passaggi campionati',
    otherOrder: 'Un altro ordine',
    openOrder: 'Ordine {{id}}: {{title}}',
    loadFailed: 'Non è stato possibile caricare la verifica di plagio.',
    checking: 'Confronto del testo…',
    dismiss: 'Archivia la segnalazione',
    dismissTitle: 'Archivia la segnalazione di plagio',
    dismissText: 'L’ordine esce dall’elenco delle azioni richieste e cliente e redattore non vedono più una segnalazione per questo testo. Il motivo resta nella cronologia dell’ordine.',
    dismissReason: 'Perché questa segnalazione è innocua?',
    dismissRequired: 'Inserisci il motivo.',
    dismissConfirm: 'Archivia la segnalazione',
    dismissed: 'Il team ha archiviato questa segnalazione il {{date}}: {{reason}}',
  },
  information: {
    title: 'Informazioni sul testo',
    words: 'Parole: {{count}}',
    keyword: 'Parola chiave',
    uses: 'Occorrenze',
    noKeywords: 'L’ordine non indica parole chiave.',
    loadFailed: 'Non è stato possibile caricare le informazioni sul testo.',
    noText: 'Non c’è ancora un testo.',
  },
  retry: 'Riprova',
  tab: 'Verifiche',
  preview: {
    open: 'Anteprima',
    title: 'Anteprima del testo',
    frame: 'Il testo impaginato',
    loading: 'Creazione dell’anteprima…',
    loadFailed: 'Non è stato possibile caricare l’anteprima.',
    noText: 'Non c’è ancora un testo salvato da mostrare in anteprima.',
    noLayout: 'L’ordine non ha un layout: il testo è mostrato in paragrafi.',
    close: 'Chiudi',
  },
};

export const textChecksTexts: Locales<TextChecksTexts> = { en, de, fr, it };

/** Adds the text checks' texts under `textChecks`; each app calls it once with its i18n. */
export function registerTextCheckTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, {
    en: { [TEXT_CHECKS_TEXTS_KEY]: en },
    de: { [TEXT_CHECKS_TEXTS_KEY]: de },
    fr: { [TEXT_CHECKS_TEXTS_KEY]: fr },
    it: { [TEXT_CHECKS_TEXTS_KEY]: it },
  });
}

/** `text('aiCheck.run')` reads `textChecks.aiCheck.run`. */
export function useTextCheckText() {
  const { t } = useTranslation();
  return useCallback((key: string, options?: Record<string, unknown>) => t(`${TEXT_CHECKS_TEXTS_KEY}.${key}`, options), [t]);
}

/** The order page tab that holds the checks, in the interface language. */
export function useTextChecksTabLabel(): string {
  return useTextCheckText()('tab');
}
