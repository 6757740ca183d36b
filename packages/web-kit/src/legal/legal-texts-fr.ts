import type { LegalTexts } from './legal-document';

export const legalTexts: LegalTexts = {
  'client-terms': {
    title: 'Conditions pour les clients',
    sections: [
      { heading: '1. Champ d’application', paragraphs: ['Ces conditions s’appliquent à toute commande de rédaction, de relecture ou de traduction passée par un client sur Inkwell. Les clients agissent en tant que professionnels ; la plateforme ne s’adresse pas aux consommateurs.'] },
      { heading: '2. Commandes et prix', paragraphs: ['Une commande est passée lorsque le client la confirme dans l’assistant de commande ou via l’API. Le prix affiché avant confirmation est une fourchette entre le nombre minimal et maximal de mots ; le prix final suit les mots livrés, sans jamais dépasser le maximum.', 'Les prix au mot suivent la liste de prix en vigueur le jour de la création de la commande. Une modification ultérieure d’une liste de prix ne change pas les commandes déjà passées.'] },
      { heading: '3. Paiement', paragraphs: ['Les clients prépayés paient par dépôt ; une commande réserve son prix maximal sur le dépôt et libère ce qu’elle n’utilise pas. Les clients payant sur facture reçoivent une facture pour les commandes acceptées, payable dans le délai indiqué.'] },
      { heading: '4. Livraison, révisions et acceptation', paragraphs: ['Le client examine chaque texte livré et peut l’accepter, demander une révision avec un commentaire ou demander son rejet avec un motif. Un texte ni accepté ni mis en révision est accepté automatiquement après le nombre de jours fixé dans les paramètres de commande du client.'] },
      { heading: '5. Droits sur les textes', paragraphs: ['Après paiement, le client obtient le droit exclusif et illimité d’utiliser le texte accepté. Les rédacteurs écrivent des textes originaux ; Inkwell vérifie le plagiat sur demande.'] },
      { heading: '6. Confidentialité et données', paragraphs: ['Les briefings et les textes ne sont visibles que par les rédacteurs de la commande et le personnel d’Inkwell. Les données personnelles sont traitées comme décrit dans la notice de protection des données.'] },
    ],
  },
  'linguist-terms': {
    title: 'Conditions pour les rédacteurs',
    sections: [
      { heading: '1. Champ d’application', paragraphs: ['Ces conditions s’appliquent aux rédacteurs, relecteurs et traducteurs qui prennent des commandes sur Inkwell en tant que travailleurs indépendants.'] },
      { heading: '2. Prise et livraison des commandes', paragraphs: ['Un rédacteur peut réserver et prendre les commandes correspondant à ses langues et à son niveau. Il livre dans les délais, dans la fourchette de mots commandée et selon le briefing, et révise le texte lorsque le client le demande avec un motif.'] },
      { heading: '3. Rémunération', paragraphs: ['Pour chaque commande acceptée, le rédacteur perçoit sa rémunération au mot pour les mots livrés. Les gains sont réglés par note de crédit et versés sur le compte bancaire ou PayPal de ses paramètres de paiement dès qu’ils atteignent le montant minimal.'] },
      { heading: '4. Originalité et droits', paragraphs: ['Chaque texte doit être une œuvre originale du rédacteur. Avec le paiement, il cède au client le droit exclusif et illimité d’utiliser le texte et ne le publie pas ailleurs.'] },
      { heading: '5. Conduite', paragraphs: ['Les rédacteurs communiquent avec les clients uniquement par la messagerie d’Inkwell et gardent briefings et textes confidentiels. Des délais manqués à répétition ou un plagiat peuvent entraîner le blocage du compte.'] },
    ],
  },
  'data-protection': {
    title: 'Protection des données',
    sections: [
      { heading: '1. Responsable', paragraphs: ['L’exploitant de cette plateforme Inkwell, tel qu’il est nommé sur ses factures et notes de crédit, est responsable du traitement des données personnelles.'] },
      { heading: '2. Données traitées et finalités', paragraphs: ['Nous traitons les données de compte (nom, e-mail, société, données de facturation et de paiement), les commandes, textes et messages pour exploiter la place de marché, ainsi que les données de facturation pour nos obligations comptables. Les journaux serveur avec adresses IP sont conservés peu de temps pour la sécurité.'] },
      { heading: '3. Destinataires', paragraphs: ['Les rédacteurs voient les briefings et textes des commandes sur lesquelles ils travaillent. Les prestataires de paiement (Stripe, PayPal) reçoivent ce qu’exige un paiement. Les textes ne sont envoyés à un fournisseur d’IA que lorsqu’un utilisateur lance un outil d’IA.'] },
      { heading: '4. Cookies', paragraphs: ['Les applications utilisent un cookie de session, nécessaire pour rester connecté. Il n’y a pas de cookies publicitaires ni de suivi.'] },
      { heading: '5. Vos droits', paragraphs: ['Vous pouvez demander l’accès à vos données, leur rectification ou leur effacement, limiter leur traitement ou vous y opposer, et les recevoir dans un format portable. Les données de facturation sont conservées aussi longtemps que le droit fiscal l’exige.'] },
    ],
  },
};
