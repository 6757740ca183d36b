import type { InterfaceLanguage } from '@inkwell/contracts';

/** The account mails and what each needs to be written. */
export interface MailTemplateVariables {
  'confirm-registration': { name: string | null; link: string };
  'admin-invitation': { name: string | null; link: string };
  'account-exists': { name: string | null; loginLink: string; resetLink: string };
  'reset-password': { name: string | null; link: string };
  /** a bank-transfer deposit's invoice: amounts and dates already formatted in the recipient's language */
  'deposit-invoice': { name: string | null; number: string; amount: string; dueDate: string; accountHolder: string; iban: string; bic: string; link: string };
}
export type MailTemplate = keyof MailTemplateVariables;

/** A paragraph, or a link shown on its own line in text and as a button in HTML. */
type Block = string | { link: string; label: string };

interface MailContent {
  subject: string;
  blocks: Block[];
}

type Localised<V> = Record<InterfaceLanguage, (vars: V) => MailContent>;

const GREETING: Record<InterfaceLanguage, (name: string | null) => string> = {
  en: (name) => (name ? `Hello ${name},` : 'Hello,'),
  de: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
  fr: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  it: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
};

const SIGN_OFF: Record<InterfaceLanguage, string> = {
  en: 'Your Inkwell team',
  de: 'Ihr Inkwell-Team',
  fr: "L'équipe Inkwell",
  it: 'Il team di Inkwell',
};

const TEMPLATES: { [T in MailTemplate]: Localised<MailTemplateVariables[T]> } = {
  'confirm-registration': {
    en: ({ link }) => ({
      subject: 'Confirm your Inkwell account',
      blocks: [
        'Thank you for registering with Inkwell. Please confirm your e-mail address within 24 hours:',
        { link, label: 'Confirm e-mail address' },
        'If you did not register, you can ignore this e-mail.',
      ],
    }),
    de: ({ link }) => ({
      subject: 'Bitte bestätigen Sie Ihr Inkwell-Konto',
      blocks: [
        'Vielen Dank für Ihre Registrierung bei Inkwell. Bitte bestätigen Sie Ihre E-Mail-Adresse innerhalb von 24 Stunden:',
        { link, label: 'E-Mail-Adresse bestätigen' },
        'Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
      ],
    }),
    fr: ({ link }) => ({
      subject: 'Confirmez votre compte Inkwell',
      blocks: [
        'Merci de votre inscription sur Inkwell. Veuillez confirmer votre adresse e-mail dans les 24 heures :',
        { link, label: "Confirmer l'adresse e-mail" },
        "Si vous ne vous êtes pas inscrit, vous pouvez ignorer cet e-mail.",
      ],
    }),
    it: ({ link }) => ({
      subject: 'Conferma il tuo account Inkwell',
      blocks: [
        'Grazie per esserti registrato su Inkwell. Conferma il tuo indirizzo e-mail entro 24 ore:',
        { link, label: 'Conferma indirizzo e-mail' },
        'Se non ti sei registrato, puoi ignorare questa e-mail.',
      ],
    }),
  },
  'admin-invitation': {
    en: ({ link }) => ({
      subject: 'Your invitation to the Inkwell back office',
      blocks: [
        'You have been invited to the Inkwell back office. Choose your password within 24 hours to activate your account:',
        { link, label: 'Accept invitation' },
        'If you did not expect this invitation, you can ignore this e-mail.',
      ],
    }),
    de: ({ link }) => ({
      subject: 'Ihre Einladung in das Inkwell-Backoffice',
      blocks: [
        'Sie wurden in das Inkwell-Backoffice eingeladen. Legen Sie innerhalb von 24 Stunden Ihr Passwort fest, um Ihr Konto zu aktivieren:',
        { link, label: 'Einladung annehmen' },
        'Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
      ],
    }),
    fr: ({ link }) => ({
      subject: 'Votre invitation au back-office Inkwell',
      blocks: [
        'Vous avez été invité au back-office Inkwell. Choisissez votre mot de passe dans les 24 heures pour activer votre compte :',
        { link, label: "Accepter l'invitation" },
        "Si vous n'attendiez pas cette invitation, vous pouvez ignorer cet e-mail.",
      ],
    }),
    it: ({ link }) => ({
      subject: 'Il tuo invito al back office di Inkwell',
      blocks: [
        'Sei stato invitato al back office di Inkwell. Scegli la tua password entro 24 ore per attivare il tuo account:',
        { link, label: 'Accetta invito' },
        'Se non ti aspettavi questo invito, puoi ignorare questa e-mail.',
      ],
    }),
  },
  'account-exists': {
    en: ({ loginLink, resetLink }) => ({
      subject: 'You already have an Inkwell account',
      blocks: [
        'Someone, probably you, tried to register with this e-mail address, but an account already exists. You can sign in here:',
        { link: loginLink, label: 'Sign in' },
        'Forgot your password? Choose a new one here:',
        { link: resetLink, label: 'Reset password' },
        'If this was not you, you can ignore this e-mail; your account is unchanged.',
      ],
    }),
    de: ({ loginLink, resetLink }) => ({
      subject: 'Sie haben bereits ein Inkwell-Konto',
      blocks: [
        'Jemand, wahrscheinlich Sie, wollte sich mit dieser E-Mail-Adresse registrieren, doch es gibt bereits ein Konto. Hier können Sie sich anmelden:',
        { link: loginLink, label: 'Anmelden' },
        'Passwort vergessen? Hier wählen Sie ein neues:',
        { link: resetLink, label: 'Passwort zurücksetzen' },
        'Falls Sie das nicht waren, können Sie diese E-Mail ignorieren; Ihr Konto bleibt unverändert.',
      ],
    }),
    fr: ({ loginLink, resetLink }) => ({
      subject: 'Vous avez déjà un compte Inkwell',
      blocks: [
        "Quelqu'un, probablement vous, a essayé de s'inscrire avec cette adresse e-mail, mais un compte existe déjà. Vous pouvez vous connecter ici :",
        { link: loginLink, label: 'Se connecter' },
        'Mot de passe oublié ? Choisissez-en un nouveau ici :',
        { link: resetLink, label: 'Réinitialiser le mot de passe' },
        "Si ce n'était pas vous, vous pouvez ignorer cet e-mail ; votre compte reste inchangé.",
      ],
    }),
    it: ({ loginLink, resetLink }) => ({
      subject: 'Hai già un account Inkwell',
      blocks: [
        "Qualcuno, probabilmente tu, ha provato a registrarsi con questo indirizzo e-mail, ma esiste già un account. Puoi accedere qui:",
        { link: loginLink, label: 'Accedi' },
        'Password dimenticata? Scegline una nuova qui:',
        { link: resetLink, label: 'Reimposta password' },
        'Se non sei stato tu, puoi ignorare questa e-mail; il tuo account resta invariato.',
      ],
    }),
  },
  'reset-password': {
    en: ({ link }) => ({
      subject: 'Reset your Inkwell password',
      blocks: [
        'We received a request to reset the password of your Inkwell account. Choose a new password within 24 hours:',
        { link, label: 'Choose a new password' },
        'If you did not ask for this, you can ignore this e-mail; your password stays unchanged.',
      ],
    }),
    de: ({ link }) => ({
      subject: 'Ihr Inkwell-Passwort zurücksetzen',
      blocks: [
        'Wir haben eine Anfrage erhalten, das Passwort Ihres Inkwell-Kontos zurückzusetzen. Wählen Sie innerhalb von 24 Stunden ein neues Passwort:',
        { link, label: 'Neues Passwort wählen' },
        'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
      ],
    }),
    fr: ({ link }) => ({
      subject: 'Réinitialisez votre mot de passe Inkwell',
      blocks: [
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Inkwell. Choisissez un nouveau mot de passe dans les 24 heures :',
        { link, label: 'Choisir un nouveau mot de passe' },
        "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.",
      ],
    }),
    it: ({ link }) => ({
      subject: 'Reimposta la tua password Inkwell',
      blocks: [
        "Abbiamo ricevuto una richiesta di reimpostare la password del tuo account Inkwell. Scegli una nuova password entro 24 ore:",
        { link, label: 'Scegli una nuova password' },
        "Se non l'hai richiesto tu, ignora questa e-mail; la tua password resta invariata.",
      ],
    }),
  },
  'deposit-invoice': {
    en: ({ number, amount, dueDate, accountHolder, iban, bic, link }) => ({
      subject: `Your deposit invoice ${number}`,
      blocks: [
        `Thank you for your deposit by bank transfer. Please transfer ${amount} by ${dueDate}, quoting the invoice number ${number}, to:`,
        `${accountHolder} · IBAN ${iban} · BIC ${bic}`,
        'Your balance is credited as soon as the payment arrives, usually within 2-3 business days. The invoice is in your billing area:',
        { link, label: 'View invoice' },
      ],
    }),
    de: ({ number, amount, dueDate, accountHolder, iban, bic, link }) => ({
      subject: `Ihre Vorauszahlungsrechnung ${number}`,
      blocks: [
        `Vielen Dank für Ihre Vorauszahlung per Überweisung. Bitte überweisen Sie ${amount} bis zum ${dueDate} unter Angabe der Rechnungsnummer ${number} an:`,
        `${accountHolder} · IBAN ${iban} · BIC ${bic}`,
        'Ihr Guthaben wird gutgeschrieben, sobald die Zahlung eingeht, in der Regel innerhalb von 2-3 Werktagen. Die Rechnung finden Sie in Ihrem Abrechnungsbereich:',
        { link, label: 'Rechnung ansehen' },
      ],
    }),
    fr: ({ number, amount, dueDate, accountHolder, iban, bic, link }) => ({
      subject: `Votre facture d'acompte ${number}`,
      blocks: [
        `Merci pour votre acompte par virement bancaire. Veuillez virer ${amount} avant le ${dueDate}, en indiquant le numéro de facture ${number}, à :`,
        `${accountHolder} · IBAN ${iban} · BIC ${bic}`,
        "Votre solde est crédité dès réception du paiement, généralement sous 2 à 3 jours ouvrés. La facture se trouve dans votre espace de facturation :",
        { link, label: 'Voir la facture' },
      ],
    }),
    it: ({ number, amount, dueDate, accountHolder, iban, bic, link }) => ({
      subject: `La tua fattura di acconto ${number}`,
      blocks: [
        `Grazie per il tuo acconto tramite bonifico bancario. Ti preghiamo di bonificare ${amount} entro il ${dueDate}, indicando il numero di fattura ${number}, a:`,
        `${accountHolder} · IBAN ${iban} · BIC ${bic}`,
        "Il saldo viene accreditato non appena riceviamo il pagamento, di solito entro 2-3 giorni lavorativi. La fattura si trova nella tua area di fatturazione:",
        { link, label: 'Visualizza fattura' },
      ],
    }),
  },
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The mail in the recipient's language, as plain text and as HTML with every user value escaped. */
export function renderMail<T extends MailTemplate>(
  template: T,
  language: InterfaceLanguage,
  vars: MailTemplateVariables[T],
): RenderedMail {
  const content = TEMPLATES[template][language](vars);
  const blocks: Block[] = [GREETING[language](vars.name), ...content.blocks, SIGN_OFF[language]];
  const text = blocks.map((b) => (typeof b === 'string' ? b : b.link)).join('\n\n');
  const body = blocks
    .map((b) =>
      typeof b === 'string'
        ? `<p>${escapeHtml(b)}</p>`
        : `<p><a href="${escapeHtml(b.link)}" style="display:inline-block;padding:10px 18px;background:#1f4e79;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(b.label)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html>\n<html lang="${language}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222222">\n${body}\n</body></html>`;
  return { subject: content.subject, text, html };
}
