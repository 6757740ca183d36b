import type { LegalTexts } from './legal-document';

export const legalTexts: LegalTexts = {
  'client-terms': {
    title: 'Condizioni per i clienti',
    sections: [
      { heading: '1. Ambito', paragraphs: ['Queste condizioni si applicano a ogni ordine di copywriting, revisione o traduzione che un cliente effettua su Inkwell. I clienti agiscono come imprese; la piattaforma non è rivolta ai consumatori.'] },
      { heading: '2. Ordini e prezzi', paragraphs: ['Un ordine è effettuato quando il cliente lo conferma nella procedura guidata o tramite l’API. Il prezzo mostrato prima della conferma è una fascia dal numero minimo al massimo di parole; il prezzo finale segue le parole consegnate e non supera mai il massimo.', 'I prezzi per parola seguono il listino in vigore il giorno in cui l’ordine è creato. Modifiche successive a un listino non cambiano gli ordini già effettuati.'] },
      { heading: '3. Pagamento', paragraphs: ['I clienti prepagati pagano tramite deposito; un ordine riserva il suo prezzo massimo dal deposito e libera ciò che non usa. I clienti con fattura ricevono una fattura per gli ordini accettati, pagabile entro il termine indicato.'] },
      { heading: '4. Consegna, revisioni e accettazione', paragraphs: ['Il cliente esamina ogni testo consegnato e può accettarlo, chiedere una revisione con un commento o chiederne il rifiuto con un motivo. Un testo né accettato né mandato in revisione è accettato automaticamente dopo il numero di giorni impostato nelle impostazioni d’ordine del cliente.'] },
      { heading: '5. Diritti sui testi', paragraphs: ['Con il pagamento il cliente ottiene il diritto esclusivo e illimitato di usare il testo accettato. Gli autori scrivono testi originali; su richiesta Inkwell verifica i testi contro il plagio.'] },
      { heading: '6. Riservatezza e dati', paragraphs: ['Briefing e testi sono visibili solo agli autori dell’ordine e al personale di Inkwell. I dati personali sono trattati come descritto nell’informativa sulla protezione dei dati.'] },
    ],
  },
  'linguist-terms': {
    title: 'Condizioni per gli autori',
    sections: [
      { heading: '1. Ambito', paragraphs: ['Queste condizioni si applicano agli autori (copywriter, revisori e traduttori) che accettano ordini su Inkwell come liberi professionisti indipendenti.'] },
      { heading: '2. Presa in carico e consegna', paragraphs: ['Un autore può prenotare e prendere gli ordini adatti alle sue lingue e al suo livello. Consegna entro la scadenza, nella fascia di parole ordinata e secondo il briefing, e rivede il testo quando il cliente lo chiede con un motivo.'] },
      { heading: '3. Compenso', paragraphs: ['Per ogni ordine accettato l’autore guadagna il suo compenso per parola sulle parole consegnate. I guadagni sono liquidati con nota di credito e versati sul conto bancario o PayPal delle sue impostazioni di pagamento appena raggiungono l’importo minimo.'] },
      { heading: '4. Originalità e diritti', paragraphs: ['Ogni testo deve essere opera originale dell’autore. Con il pagamento l’autore concede al cliente il diritto esclusivo e illimitato di usare il testo e non lo pubblica altrove.'] },
      { heading: '5. Condotta', paragraphs: ['Gli autori comunicano con i clienti solo tramite i messaggi di Inkwell e mantengono riservati briefing e testi. Scadenze mancate ripetutamente o plagio possono portare al blocco dell’account.'] },
    ],
  },
  'data-protection': {
    title: 'Protezione dei dati',
    sections: [
      { heading: '1. Titolare', paragraphs: ['Il gestore di questa piattaforma Inkwell, indicato nelle sue fatture e note di credito, è titolare del trattamento dei dati personali.'] },
      { heading: '2. Cosa trattiamo e perché', paragraphs: ['Trattiamo i dati dell’account (nome, e-mail, azienda, dati di fatturazione e pagamento), ordini, testi e messaggi per gestire il marketplace, e i dati di fatturazione per gli obblighi contabili. I log del server con indirizzi IP sono conservati per breve tempo per sicurezza.'] },
      { heading: '3. Destinatari', paragraphs: ['Gli autori vedono briefing e testi degli ordini a cui lavorano. I fornitori di pagamento (Stripe, PayPal) ricevono ciò che un pagamento richiede. I testi vanno a un fornitore di IA solo quando un utente avvia uno strumento di IA.'] },
      { heading: '4. Cookie', paragraphs: ['Le app usano un cookie di sessione, necessario per restare connessi. Non ci sono cookie pubblicitari o di tracciamento.'] },
      { heading: '5. I tuoi diritti', paragraphs: ['Puoi chiedere l’accesso ai tuoi dati, la rettifica o la cancellazione, limitarne il trattamento od opporti, e riceverli in un formato portabile. I dati di fatturazione sono conservati per il tempo richiesto dalla legge fiscale.'] },
    ],
  },
};
