import type { LegalTexts } from './legal-document';

export const legalTexts: LegalTexts = {
  'client-terms': {
    title: 'Bedingungen für Auftraggeber',
    sections: [
      { heading: '1. Geltungsbereich', paragraphs: ['Diese Bedingungen gelten für jeden Auftrag, den ein Auftraggeber auf Inkwell für Texterstellung, Lektorat oder Übersetzung erteilt. Auftraggeber handeln als Unternehmer; die Plattform richtet sich nicht an Verbraucher.'] },
      { heading: '2. Aufträge und Preise', paragraphs: ['Ein Auftrag kommt zustande, wenn der Auftraggeber ihn im Bestellassistenten oder über die API bestätigt. Der vorher angezeigte Preis ist eine Spanne von der minimalen bis zur maximalen Wortzahl; der Endpreis richtet sich nach den gelieferten Wörtern und übersteigt nie das Maximum.', 'Die Wortpreise folgen der Preisliste, die am Tag der Auftragserstellung gilt. Spätere Änderungen einer Preisliste ändern bereits erteilte Aufträge nicht.'] },
      { heading: '3. Zahlung', paragraphs: ['Auftraggeber mit Vorkasse zahlen per Guthaben; ein Auftrag reserviert seinen Höchstpreis aus dem Guthaben und gibt frei, was er nicht benötigt. Auftraggeber auf Rechnung erhalten für abgenommene Aufträge eine Rechnung, zahlbar innerhalb der darauf genannten Frist.'] },
      { heading: '4. Lieferung, Überarbeitung und Abnahme', paragraphs: ['Der Auftraggeber prüft jeden gelieferten Text und kann ihn abnehmen, mit einem Kommentar eine Überarbeitung anfordern oder mit Begründung die Ablehnung beantragen. Ein Text, der weder abgenommen noch zur Überarbeitung gegeben wird, gilt nach der in den Auftragseinstellungen festgelegten Zahl von Tagen als abgenommen.'] },
      { heading: '5. Rechte an den Texten', paragraphs: ['Mit der Zahlung erhält der Auftraggeber das ausschließliche, unbeschränkte Nutzungsrecht am abgenommenen Text. Die Autoren schreiben eigenständige Texte; auf Wunsch prüft Inkwell Texte auf Plagiate.'] },
      { heading: '6. Vertraulichkeit und Daten', paragraphs: ['Briefings und Texte sehen nur die Autoren des Auftrags und die Mitarbeiter von Inkwell. Personenbezogene Daten werden wie in den Datenschutzhinweisen beschrieben verarbeitet.'] },
    ],
  },
  'linguist-terms': {
    title: 'Bedingungen für Autoren',
    sections: [
      { heading: '1. Geltungsbereich', paragraphs: ['Diese Bedingungen gelten für Autoren (Texter, Lektoren und Übersetzer), die auf Inkwell als selbstständige Freiberufler Aufträge übernehmen.'] },
      { heading: '2. Übernahme und Lieferung', paragraphs: ['Autoren können Aufträge reservieren und übernehmen, die zu ihren Sprachen und ihrer Stufe passen. Sie liefern fristgerecht, im bestellten Wortumfang und gemäß Briefing und überarbeiten den Text, wenn der Auftraggeber dies begründet verlangt.'] },
      { heading: '3. Vergütung', paragraphs: ['Für jeden abgenommenen Auftrag erhalten Autoren ihre Vergütung pro Wort für die gelieferten Wörter. Die Vergütung wird per Gutschrift abgerechnet und auf das Bankkonto oder PayPal-Konto aus den Zahlungseinstellungen ausgezahlt, sobald der Mindestbetrag erreicht ist.'] },
      { heading: '4. Eigenständigkeit und Rechte', paragraphs: ['Jeder Text muss ein eigenständiges Werk des Autors sein. Mit der Zahlung räumt der Autor dem Auftraggeber das ausschließliche, unbeschränkte Nutzungsrecht ein und veröffentlicht den Text nicht anderweitig.'] },
      { heading: '5. Verhalten', paragraphs: ['Autoren kommunizieren mit Auftraggebern nur über die Nachrichten von Inkwell und behandeln Briefings und Texte vertraulich. Wiederholt versäumte Fristen oder Plagiate können zur Sperrung des Kontos führen.'] },
    ],
  },
  'data-protection': {
    title: 'Datenschutz',
    sections: [
      { heading: '1. Verantwortlicher', paragraphs: ['Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Inkwell-Plattform ist ihr Betreiber, wie er auf Rechnungen und Gutschriften genannt ist.'] },
      { heading: '2. Was wir verarbeiten und warum', paragraphs: ['Wir verarbeiten Kontodaten (Name, E-Mail, Firma, Rechnungs- und Zahlungsdaten), Aufträge, Texte und Nachrichten, um den Marktplatz zu betreiben, sowie Rechnungsdaten zur Erfüllung buchhalterischer Pflichten. Serverprotokolle mit IP-Adressen werden aus Sicherheitsgründen für kurze Zeit gespeichert.'] },
      { heading: '3. Empfänger', paragraphs: ['Autoren sehen die Briefings und Texte der Aufträge, an denen sie arbeiten. Zahlungsdienstleister (Stripe, PayPal) erhalten, was eine Zahlung erfordert. Texte gehen nur an einen KI-Anbieter, wenn ein Nutzer ein KI-Werkzeug startet.'] },
      { heading: '4. Cookies', paragraphs: ['Die Apps verwenden ein Sitzungscookie, das für die Anmeldung nötig ist. Es gibt keine Werbe- oder Tracking-Cookies.'] },
      { heading: '5. Ihre Rechte', paragraphs: ['Sie können Auskunft, Berichtigung oder Löschung Ihrer Daten verlangen, ihrer Verarbeitung widersprechen oder sie einschränken lassen und sie in einem übertragbaren Format erhalten. Rechnungsdaten werden so lange aufbewahrt, wie das Steuerrecht es verlangt.'] },
    ],
  },
};
