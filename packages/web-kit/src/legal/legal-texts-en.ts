import type { LegalTexts } from './legal-document';

export const legalTexts: LegalTexts = {
  'client-terms': {
    title: 'Terms for clients',
    sections: [
      { heading: '1. Scope', paragraphs: ['These terms apply to every order a client places on Inkwell for copywriting, proofreading or translation. Clients act as businesses; the platform is not offered to consumers.'] },
      { heading: '2. Orders and prices', paragraphs: ['An order is placed when the client confirms it in the order wizard or through the API. The price shown before confirmation is a range from the minimum to the maximum word count; the final price follows the words delivered, never more than the maximum.', 'Prices per word follow the price list in force on the day the order is created. Later changes to a price list do not alter orders already placed.'] },
      { heading: '3. Payment', paragraphs: ['Prepaid clients pay by deposit; an order reserves its maximum price from the deposit and releases what it does not use. Clients paying by invoice receive an invoice for accepted orders, payable within the term stated on it.'] },
      { heading: '4. Delivery, revisions and acceptance', paragraphs: ['The client reviews each delivered text and may accept it, ask for a revision with a comment, or ask to reject it with a reason. A text the client neither accepts nor revises is accepted automatically after the number of days set in the client’s order settings.'] },
      { heading: '5. Rights in the texts', paragraphs: ['On payment the client receives the exclusive, unlimited right to use the accepted text. Linguists write original texts; Inkwell checks texts for plagiarism on request.'] },
      { heading: '6. Confidentiality and data', paragraphs: ['Briefings and texts are shown only to the linguists working on the order and to Inkwell staff. Personal data is processed as described in the data protection notice.'] },
    ],
  },
  'linguist-terms': {
    title: 'Terms for linguists',
    sections: [
      { heading: '1. Scope', paragraphs: ['These terms apply to linguists (copywriters, proofreaders and translators) who take orders on Inkwell as independent freelancers.'] },
      { heading: '2. Taking and delivering orders', paragraphs: ['A linguist may reserve and take orders matching her languages and level. She delivers by the deadline, within the ordered word range, following the briefing, and revises the text when the client asks with a reason.'] },
      { heading: '3. Pay', paragraphs: ['For each accepted order the linguist earns her pay per word for the words delivered. Earnings are settled by credit note and paid out to the bank account or PayPal address in her payment settings once they reach the minimum payout.'] },
      { heading: '4. Originality and rights', paragraphs: ['Every text must be the linguist’s own original work. With payment the linguist grants the client the exclusive, unlimited right to use the text and will not publish it elsewhere.'] },
      { heading: '5. Conduct', paragraphs: ['Linguists communicate with clients only through Inkwell’s messages and keep briefings and texts confidential. Repeated missed deadlines or plagiarism may lead to the account being blocked.'] },
    ],
  },
  'data-protection': {
    title: 'Data protection',
    sections: [
      { heading: '1. Who is responsible', paragraphs: ['The operator of this Inkwell platform is responsible for the processing of personal data on it, as named on its invoices and credit notes.'] },
      { heading: '2. What we process and why', paragraphs: ['We process account data (name, e-mail, company, billing and payment details), orders, texts and messages to provide the marketplace, and invoicing data to meet accounting duties. Server logs with IP addresses are kept for security for a short period.'] },
      { heading: '3. Who receives data', paragraphs: ['Linguists see the briefings and texts of the orders they work on. Payment providers (Stripe, PayPal) receive what a payment needs. Texts are sent to an AI provider only when a user starts an AI tool.'] },
      { heading: '4. Cookies', paragraphs: ['The apps use one session cookie, needed to stay signed in. There are no advertising or tracking cookies.'] },
      { heading: '5. Your rights', paragraphs: ['You may ask for access to, correction or deletion of your data, restrict or object to its processing, and receive it in a portable format. Invoicing data is kept as long as tax law requires.'] },
    ],
  },
};
