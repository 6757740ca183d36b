import type { EmailTemplateId, InterfaceLanguage } from '@inkwell/contracts';

export interface EmailTemplateText {
  subject: string;
  body: string;
}

/**
 * The texts migration 0023 stores as each template's first version; staff change them in the back office
 * afterwards. `{{#name}}…{{/name}}` greets by name only when the account has one.
 */
export const EMAIL_TEMPLATE_DEFAULTS: Record<EmailTemplateId, Record<InterfaceLanguage, EmailTemplateText>> = {
  'confirm-registration': {
    en: {
      subject: 'Confirm your Inkwell account',
      body: `Hello{{#name}} {{name}}{{/name}},

Thank you for registering with Inkwell. Please confirm your e-mail address within 24 hours:

[Confirm e-mail address]({{link}})

If you did not register, you can ignore this e-mail.

Your Inkwell team`,
    },
    de: {
      subject: 'Bitte bestätigen Sie Ihr Inkwell-Konto',
      body: `Hallo{{#name}} {{name}}{{/name}},

vielen Dank für Ihre Registrierung bei Inkwell. Bitte bestätigen Sie Ihre E-Mail-Adresse innerhalb von 24 Stunden:

[E-Mail-Adresse bestätigen]({{link}})

Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.

Ihr Inkwell-Team`,
    },
    fr: {
      subject: 'Confirmez votre compte Inkwell',
      body: `Bonjour{{#name}} {{name}}{{/name}},

Merci de votre inscription sur Inkwell. Veuillez confirmer votre adresse e-mail dans les 24 heures :

[Confirmer l'adresse e-mail]({{link}})

Si vous ne vous êtes pas inscrit, vous pouvez ignorer cet e-mail.

L'équipe Inkwell`,
    },
    it: {
      subject: 'Conferma il tuo account Inkwell',
      body: `Ciao{{#name}} {{name}}{{/name}},

grazie per esserti registrato su Inkwell. Conferma il tuo indirizzo e-mail entro 24 ore:

[Conferma indirizzo e-mail]({{link}})

Se non ti sei registrato, puoi ignorare questa e-mail.

Il team di Inkwell`,
    },
  },
  'admin-invitation': {
    en: {
      subject: 'Your invitation to the Inkwell back office',
      body: `Hello{{#name}} {{name}}{{/name}},

You have been invited to the Inkwell back office. Choose your password within 24 hours to activate your account:

[Accept invitation]({{link}})

If you did not expect this invitation, you can ignore this e-mail.

Your Inkwell team`,
    },
    de: {
      subject: 'Ihre Einladung in das Inkwell-Backoffice',
      body: `Hallo{{#name}} {{name}}{{/name}},

Sie wurden in das Inkwell-Backoffice eingeladen. Legen Sie innerhalb von 24 Stunden Ihr Passwort fest, um Ihr Konto zu aktivieren:

[Einladung annehmen]({{link}})

Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.

Ihr Inkwell-Team`,
    },
    fr: {
      subject: 'Votre invitation au back-office Inkwell',
      body: `Bonjour{{#name}} {{name}}{{/name}},

Vous avez été invité au back-office Inkwell. Choisissez votre mot de passe dans les 24 heures pour activer votre compte :

[Accepter l'invitation]({{link}})

Si vous n'attendiez pas cette invitation, vous pouvez ignorer cet e-mail.

L'équipe Inkwell`,
    },
    it: {
      subject: 'Il tuo invito al back office di Inkwell',
      body: `Ciao{{#name}} {{name}}{{/name}},

sei stato invitato al back office di Inkwell. Scegli la tua password entro 24 ore per attivare il tuo account:

[Accetta invito]({{link}})

Se non ti aspettavi questo invito, puoi ignorare questa e-mail.

Il team di Inkwell`,
    },
  },
  'linguist-invitation': {
    en: {
      subject: 'Welcome to Inkwell: your linguist account is ready',
      body: `Hello{{#name}} {{name}}{{/name}},

The Inkwell team has opened a linguist account for you. Choose your password within 24 hours to activate it; then you can complete your profile, set your prices and take orders:

[Choose password]({{link}})

If you did not expect this e-mail, you can ignore it.

Your Inkwell team`,
    },
    de: {
      subject: 'Willkommen bei Inkwell: Ihr Konto als Linguist ist bereit',
      body: `Hallo{{#name}} {{name}}{{/name}},

das Inkwell-Team hat ein Linguisten-Konto für Sie eingerichtet. Legen Sie innerhalb von 24 Stunden Ihr Passwort fest, um es zu aktivieren; danach können Sie Ihr Profil vervollständigen, Ihre Preise festlegen und Aufträge übernehmen:

[Passwort festlegen]({{link}})

Falls Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.

Ihr Inkwell-Team`,
    },
    fr: {
      subject: 'Bienvenue sur Inkwell : votre compte de linguiste est prêt',
      body: `Bonjour{{#name}} {{name}}{{/name}},

L'équipe Inkwell a ouvert un compte de linguiste pour vous. Choisissez votre mot de passe dans les 24 heures pour l'activer ; vous pourrez ensuite compléter votre profil, fixer vos tarifs et prendre des commandes :

[Choisir le mot de passe]({{link}})

Si vous n'attendiez pas cet e-mail, vous pouvez l'ignorer.

L'équipe Inkwell`,
    },
    it: {
      subject: 'Benvenuto su Inkwell: il tuo account di linguista è pronto',
      body: `Ciao{{#name}} {{name}}{{/name}},

il team di Inkwell ha aperto per te un account di linguista. Scegli la tua password entro 24 ore per attivarlo; poi potrai completare il profilo, impostare i tuoi prezzi e accettare ordini:

[Scegli la password]({{link}})

Se non ti aspettavi questa e-mail, puoi ignorarla.

Il team di Inkwell`,
    },
  },
  'client-invitation': {
    en: {
      subject: 'Welcome to Inkwell: your client account is ready',
      body: `Hello{{#name}} {{name}}{{/name}},

The Inkwell team has opened a client account for you. Choose your password within 24 hours to activate it; then you can order texts from our linguists:

[Choose password]({{link}})

If you did not expect this e-mail, you can ignore it.

Your Inkwell team`,
    },
    de: {
      subject: 'Willkommen bei Inkwell: Ihr Kundenkonto ist bereit',
      body: `Hallo{{#name}} {{name}}{{/name}},

das Inkwell-Team hat ein Kundenkonto für Sie eingerichtet. Legen Sie innerhalb von 24 Stunden Ihr Passwort fest, um es zu aktivieren; danach können Sie Texte bei unseren Linguisten bestellen:

[Passwort festlegen]({{link}})

Falls Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.

Ihr Inkwell-Team`,
    },
    fr: {
      subject: 'Bienvenue sur Inkwell : votre compte client est prêt',
      body: `Bonjour{{#name}} {{name}}{{/name}},

L'équipe Inkwell a ouvert un compte client pour vous. Choisissez votre mot de passe dans les 24 heures pour l'activer ; vous pourrez ensuite commander des textes à nos linguistes :

[Choisir le mot de passe]({{link}})

Si vous n'attendiez pas cet e-mail, vous pouvez l'ignorer.

L'équipe Inkwell`,
    },
    it: {
      subject: 'Benvenuto su Inkwell: il tuo account cliente è pronto',
      body: `Ciao{{#name}} {{name}}{{/name}},

il team di Inkwell ha aperto per te un account cliente. Scegli la tua password entro 24 ore per attivarlo; poi potrai ordinare testi ai nostri linguisti:

[Scegli la password]({{link}})

Se non ti aspettavi questa e-mail, puoi ignorarla.

Il team di Inkwell`,
    },
  },
  'account-exists': {
    en: {
      subject: 'You already have an Inkwell account',
      body: `Hello{{#name}} {{name}}{{/name}},

Someone, probably you, tried to register with this e-mail address, but an account already exists. You can sign in here:

[Sign in]({{loginLink}})

Forgot your password? Choose a new one here:

[Reset password]({{resetLink}})

If this was not you, you can ignore this e-mail; your account is unchanged.

Your Inkwell team`,
    },
    de: {
      subject: 'Sie haben bereits ein Inkwell-Konto',
      body: `Hallo{{#name}} {{name}}{{/name}},

jemand, wahrscheinlich Sie, wollte sich mit dieser E-Mail-Adresse registrieren, doch es gibt bereits ein Konto. Hier können Sie sich anmelden:

[Anmelden]({{loginLink}})

Passwort vergessen? Hier wählen Sie ein neues:

[Passwort zurücksetzen]({{resetLink}})

Falls Sie das nicht waren, können Sie diese E-Mail ignorieren; Ihr Konto bleibt unverändert.

Ihr Inkwell-Team`,
    },
    fr: {
      subject: 'Vous avez déjà un compte Inkwell',
      body: `Bonjour{{#name}} {{name}}{{/name}},

Quelqu'un, probablement vous, a essayé de s'inscrire avec cette adresse e-mail, mais un compte existe déjà. Vous pouvez vous connecter ici :

[Se connecter]({{loginLink}})

Mot de passe oublié ? Choisissez-en un nouveau ici :

[Réinitialiser le mot de passe]({{resetLink}})

Si ce n'était pas vous, vous pouvez ignorer cet e-mail ; votre compte reste inchangé.

L'équipe Inkwell`,
    },
    it: {
      subject: 'Hai già un account Inkwell',
      body: `Ciao{{#name}} {{name}}{{/name}},

qualcuno, probabilmente tu, ha provato a registrarsi con questo indirizzo e-mail, ma esiste già un account. Puoi accedere qui:

[Accedi]({{loginLink}})

Password dimenticata? Scegline una nuova qui:

[Reimposta password]({{resetLink}})

Se non sei stato tu, puoi ignorare questa e-mail; il tuo account resta invariato.

Il team di Inkwell`,
    },
  },
  'confirm-email-change': {
    en: {
      subject: 'Confirm your new Inkwell e-mail address',
      body: `Hello{{#name}} {{name}}{{/name}},

You asked to sign in to Inkwell with {{email}} from now on. Please confirm this address within 24 hours; until you do, your current address stays in use:

[Confirm new e-mail address]({{link}})

If you did not ask for this, you can ignore this e-mail; nothing changes.

Your Inkwell team`,
    },
    de: {
      subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse bei Inkwell',
      body: `Hallo{{#name}} {{name}}{{/name}},

Sie möchten sich bei Inkwell künftig mit {{email}} anmelden. Bitte bestätigen Sie diese Adresse innerhalb von 24 Stunden; bis dahin bleibt Ihre bisherige Adresse gültig:

[Neue E-Mail-Adresse bestätigen]({{link}})

Falls Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren; es ändert sich nichts.

Ihr Inkwell-Team`,
    },
    fr: {
      subject: 'Confirmez votre nouvelle adresse e-mail Inkwell',
      body: `Bonjour{{#name}} {{name}}{{/name}},

Vous avez demandé à vous connecter désormais à Inkwell avec {{email}}. Veuillez confirmer cette adresse dans les 24 heures ; d'ici là, votre adresse actuelle reste valable :

[Confirmer la nouvelle adresse e-mail]({{link}})

Si vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer cet e-mail ; rien ne change.

L'équipe Inkwell`,
    },
    it: {
      subject: 'Conferma il tuo nuovo indirizzo e-mail su Inkwell',
      body: `Ciao{{#name}} {{name}}{{/name}},

hai chiesto di accedere d'ora in poi a Inkwell con {{email}}. Conferma questo indirizzo entro 24 ore; fino ad allora resta valido il tuo indirizzo attuale:

[Conferma il nuovo indirizzo e-mail]({{link}})

Se non hai fatto tu questa richiesta, puoi ignorare questa e-mail; non cambia nulla.

Il team di Inkwell`,
    },
  },
  'reset-password': {
    en: {
      subject: 'Reset your Inkwell password',
      body: `Hello{{#name}} {{name}}{{/name}},

We received a request to reset the password of your Inkwell account. Choose a new password within 24 hours:

[Choose a new password]({{link}})

If you did not ask for this, you can ignore this e-mail; your password stays unchanged.

Your Inkwell team`,
    },
    de: {
      subject: 'Ihr Inkwell-Passwort zurücksetzen',
      body: `Hallo{{#name}} {{name}}{{/name}},

wir haben eine Anfrage erhalten, das Passwort Ihres Inkwell-Kontos zurückzusetzen. Wählen Sie innerhalb von 24 Stunden ein neues Passwort:

[Neues Passwort wählen]({{link}})

Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.

Ihr Inkwell-Team`,
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe Inkwell',
      body: `Bonjour{{#name}} {{name}}{{/name}},

Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Inkwell. Choisissez un nouveau mot de passe dans les 24 heures :

[Choisir un nouveau mot de passe]({{link}})

Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.

L'équipe Inkwell`,
    },
    it: {
      subject: 'Reimposta la tua password Inkwell',
      body: `Ciao{{#name}} {{name}}{{/name}},

abbiamo ricevuto una richiesta di reimpostare la password del tuo account Inkwell. Scegli una nuova password entro 24 ore:

[Scegli una nuova password]({{link}})

Se non l'hai richiesto tu, ignora questa e-mail; la tua password resta invariata.

Il team di Inkwell`,
    },
  },
  'deposit-invoice': {
    en: {
      subject: 'Your deposit invoice {{number}}',
      body: `Hello{{#name}} {{name}}{{/name}},

Thank you for your deposit by bank transfer. Please transfer {{amount}} by {{dueDate}}, quoting the invoice number {{number}}, to:

{{accountHolder}} · IBAN {{iban}} · BIC {{bic}}

Your balance is credited as soon as the payment arrives, usually within 2-3 business days. The invoice is in your billing area:

[View invoice]({{link}})

Your Inkwell team`,
    },
    de: {
      subject: 'Ihre Vorauszahlungsrechnung {{number}}',
      body: `Hallo{{#name}} {{name}}{{/name}},

vielen Dank für Ihre Vorauszahlung per Überweisung. Bitte überweisen Sie {{amount}} bis zum {{dueDate}} unter Angabe der Rechnungsnummer {{number}} an:

{{accountHolder}} · IBAN {{iban}} · BIC {{bic}}

Ihr Guthaben wird gutgeschrieben, sobald die Zahlung eingeht, in der Regel innerhalb von 2-3 Werktagen. Die Rechnung finden Sie in Ihrem Abrechnungsbereich:

[Rechnung ansehen]({{link}})

Ihr Inkwell-Team`,
    },
    fr: {
      subject: "Votre facture d'acompte {{number}}",
      body: `Bonjour{{#name}} {{name}}{{/name}},

Merci pour votre acompte par virement bancaire. Veuillez virer {{amount}} avant le {{dueDate}}, en indiquant le numéro de facture {{number}}, à :

{{accountHolder}} · IBAN {{iban}} · BIC {{bic}}

Votre solde est crédité dès réception du paiement, généralement sous 2 à 3 jours ouvrés. La facture se trouve dans votre espace de facturation :

[Voir la facture]({{link}})

L'équipe Inkwell`,
    },
    it: {
      subject: 'La tua fattura di acconto {{number}}',
      body: `Ciao{{#name}} {{name}}{{/name}},

grazie per il tuo acconto tramite bonifico bancario. Ti preghiamo di bonificare {{amount}} entro il {{dueDate}}, indicando il numero di fattura {{number}}, a:

{{accountHolder}} · IBAN {{iban}} · BIC {{bic}}

Il saldo viene accreditato non appena riceviamo il pagamento, di solito entro 2-3 giorni lavorativi. La fattura si trova nella tua area di fatturazione:

[Visualizza fattura]({{link}})

Il team di Inkwell`,
    },
  },
  'invoice-issued': {
    en: {
      subject: 'Your Inkwell invoice {{number}}',
      body: `Hello{{#name}} {{name}}{{/name}},

Your invoice {{number}} for the texts you accepted is ready. Please pay {{amount}} by {{dueDate}}, quoting the invoice number.

[View invoice]({{link}})

Your Inkwell team`,
    },
    de: {
      subject: 'Ihre Inkwell-Rechnung {{number}}',
      body: `Hallo{{#name}} {{name}}{{/name}},

Ihre Rechnung {{number}} für die von Ihnen abgenommenen Texte liegt bereit. Bitte zahlen Sie {{amount}} bis zum {{dueDate}} unter Angabe der Rechnungsnummer.

[Rechnung ansehen]({{link}})

Ihr Inkwell-Team`,
    },
    fr: {
      subject: 'Votre facture Inkwell {{number}}',
      body: `Bonjour{{#name}} {{name}}{{/name}},

Votre facture {{number}} pour les textes que vous avez acceptés est prête. Veuillez régler {{amount}} avant le {{dueDate}}, en indiquant le numéro de facture.

[Voir la facture]({{link}})

L'équipe Inkwell`,
    },
    it: {
      subject: 'La tua fattura Inkwell {{number}}',
      body: `Ciao{{#name}} {{name}}{{/name}},

la tua fattura {{number}} per i testi che hai accettato è pronta. Ti preghiamo di pagare {{amount}} entro il {{dueDate}}, indicando il numero di fattura.

[Visualizza fattura]({{link}})

Il team di Inkwell`,
    },
  },
  'order-ready': {
    en: {
      subject: 'Your text is ready: {{orderTitle}}',
      body: `Hello{{#name}} {{name}}{{/name}},

The text for your order {{orderId}} "{{orderTitle}}" is ready. Please read it and accept it or ask for a revision:

[Open the order]({{link}})

If you do neither, the text is accepted automatically after three working days.

Your Inkwell team`,
    },
    de: {
      subject: 'Ihr Text ist fertig: {{orderTitle}}',
      body: `Hallo{{#name}} {{name}}{{/name}},

der Text zu Ihrem Auftrag {{orderId}} „{{orderTitle}}“ ist fertig. Bitte lesen Sie ihn und nehmen Sie ihn ab oder bitten Sie um eine Überarbeitung:

[Auftrag öffnen]({{link}})

Ohne Ihre Rückmeldung wird der Text nach drei Werktagen automatisch abgenommen.

Ihr Inkwell-Team`,
    },
    fr: {
      subject: 'Votre texte est prêt : {{orderTitle}}',
      body: `Bonjour{{#name}} {{name}}{{/name}},

Le texte de votre commande {{orderId}} « {{orderTitle}} » est prêt. Veuillez le lire, puis l'accepter ou demander une révision :

[Ouvrir la commande]({{link}})

Sans réponse de votre part, le texte est accepté automatiquement après trois jours ouvrés.

L'équipe Inkwell`,
    },
    it: {
      subject: 'Il tuo testo è pronto: {{orderTitle}}',
      body: `Ciao{{#name}} {{name}}{{/name}},

il testo del tuo ordine {{orderId}} "{{orderTitle}}" è pronto. Leggilo e accettalo oppure chiedi una revisione:

[Apri l'ordine]({{link}})

Se non fai nessuna delle due cose, il testo viene accettato automaticamente dopo tre giorni lavorativi.

Il team di Inkwell`,
    },
  },
  'revision-requested': {
    en: {
      subject: 'Revision requested: {{orderTitle}}',
      body: `Hello{{#name}} {{name}}{{/name}},

The client asks for a revision of order {{orderId}} "{{orderTitle}}":

{{comment}}

[Open the order]({{link}})

Your Inkwell team`,
    },
    de: {
      subject: 'Überarbeitung gewünscht: {{orderTitle}}',
      body: `Hallo{{#name}} {{name}}{{/name}},

der Kunde bittet um eine Überarbeitung des Auftrags {{orderId}} „{{orderTitle}}“:

{{comment}}

[Auftrag öffnen]({{link}})

Ihr Inkwell-Team`,
    },
    fr: {
      subject: 'Révision demandée : {{orderTitle}}',
      body: `Bonjour{{#name}} {{name}}{{/name}},

Le client demande une révision de la commande {{orderId}} « {{orderTitle}} » :

{{comment}}

[Ouvrir la commande]({{link}})

L'équipe Inkwell`,
    },
    it: {
      subject: 'Revisione richiesta: {{orderTitle}}',
      body: `Ciao{{#name}} {{name}}{{/name}},

il cliente chiede una revisione dell'ordine {{orderId}} "{{orderTitle}}":

{{comment}}

[Apri l'ordine]({{link}})

Il team di Inkwell`,
    },
  },
  'rejection-confirmed': {
    en: {
      subject: 'Order rejected: {{orderTitle}}',
      body: `Hello{{#name}} {{name}}{{/name}},

Our team has confirmed the rejection of order {{orderId}} "{{orderTitle}}". The order is closed and you are not charged for it; any amount reserved for it is available again.

[Open the order]({{link}})

Your Inkwell team`,
    },
    de: {
      subject: 'Auftrag abgelehnt: {{orderTitle}}',
      body: `Hallo{{#name}} {{name}}{{/name}},

unser Team hat die Ablehnung des Auftrags {{orderId}} „{{orderTitle}}“ bestätigt. Der Auftrag ist abgeschlossen und wird Ihnen nicht berechnet; ein dafür reservierter Betrag steht Ihnen wieder zur Verfügung.

[Auftrag öffnen]({{link}})

Ihr Inkwell-Team`,
    },
    fr: {
      subject: 'Commande refusée : {{orderTitle}}',
      body: `Bonjour{{#name}} {{name}}{{/name}},

Notre équipe a confirmé le refus de la commande {{orderId}} « {{orderTitle}} ». La commande est close et ne vous est pas facturée ; tout montant réservé pour elle est de nouveau disponible.

[Ouvrir la commande]({{link}})

L'équipe Inkwell`,
    },
    it: {
      subject: 'Ordine rifiutato: {{orderTitle}}',
      body: `Ciao{{#name}} {{name}}{{/name}},

il nostro team ha confermato il rifiuto dell'ordine {{orderId}} "{{orderTitle}}". L'ordine è chiuso e non ti viene addebitato; l'importo riservato è di nuovo disponibile.

[Apri l'ordine]({{link}})

Il team di Inkwell`,
    },
  },
  'rejection-declined': {
    en: {
      subject: 'Rejection declined: {{orderTitle}}',
      body: `Hello{{#name}} {{name}}{{/name}},

Our team has reviewed your request to reject order {{orderId}} "{{orderTitle}}" and declined it. The text is ready for you again: please accept it or get in touch with us.

[Open the order]({{link}})

Your Inkwell team`,
    },
    de: {
      subject: 'Ablehnung nicht bestätigt: {{orderTitle}}',
      body: `Hallo{{#name}} {{name}}{{/name}},

unser Team hat Ihren Wunsch, den Auftrag {{orderId}} „{{orderTitle}}“ abzulehnen, geprüft und nicht bestätigt. Der Text liegt wieder für Sie bereit: Bitte nehmen Sie ihn ab oder sprechen Sie uns an.

[Auftrag öffnen]({{link}})

Ihr Inkwell-Team`,
    },
    fr: {
      subject: 'Refus non confirmé : {{orderTitle}}',
      body: `Bonjour{{#name}} {{name}}{{/name}},

Notre équipe a examiné votre demande de refus de la commande {{orderId}} « {{orderTitle}} » et ne l'a pas confirmée. Le texte vous attend de nouveau : veuillez l'accepter ou nous contacter.

[Ouvrir la commande]({{link}})

L'équipe Inkwell`,
    },
    it: {
      subject: 'Rifiuto non confermato: {{orderTitle}}',
      body: `Ciao{{#name}} {{name}}{{/name}},

il nostro team ha esaminato la tua richiesta di rifiutare l'ordine {{orderId}} "{{orderTitle}}" e non l'ha confermata. Il testo è di nuovo pronto per te: accettalo oppure contattaci.

[Apri l'ordine]({{link}})

Il team di Inkwell`,
    },
  },
  'proofreading-revision-requested': {
    en: {
      subject: 'The proofreader asks for a revision: {{orderTitle}}',
      body: `Hello{{#name}} {{name}}{{/name}},

The proofreader of order {{orderId}} "{{orderTitle}}" sends your text back for a revision:

{{comment}}

Please revise it and submit it again before the deadline shown on the order.

[Open the order]({{link}})

Your Inkwell team`,
    },
    de: {
      subject: 'Das Lektorat bittet um eine Überarbeitung: {{orderTitle}}',
      body: `Hallo{{#name}} {{name}}{{/name}},

das Lektorat des Auftrags {{orderId}} „{{orderTitle}}“ gibt Ihren Text zur Überarbeitung zurück:

{{comment}}

Bitte überarbeiten Sie ihn und reichen Sie ihn vor der Frist, die der Auftrag nennt, erneut ein.

[Auftrag öffnen]({{link}})

Ihr Inkwell-Team`,
    },
    fr: {
      subject: 'Le correcteur demande une révision : {{orderTitle}}',
      body: `Bonjour{{#name}} {{name}}{{/name}},

Le correcteur de la commande {{orderId}} « {{orderTitle}} » vous renvoie votre texte pour une révision :

{{comment}}

Veuillez le réviser et le soumettre de nouveau avant l'échéance indiquée sur la commande.

[Ouvrir la commande]({{link}})

L'équipe Inkwell`,
    },
    it: {
      subject: 'Il correttore chiede una revisione: {{orderTitle}}',
      body: `Ciao{{#name}} {{name}}{{/name}},

il correttore dell'ordine {{orderId}} "{{orderTitle}}" ti rimanda il testo per una revisione:

{{comment}}

Rivedilo e invialo di nuovo entro la scadenza indicata nell'ordine.

[Apri l'ordine]({{link}})

Il team di Inkwell`,
    },
  },
  'proofreading-rejected': {
    en: {
      subject: 'The proofreader rejects your text: {{orderTitle}}',
      body: `Hello{{#name}} {{name}}{{/name}},

The proofreader of order {{orderId}} "{{orderTitle}}" considers your text unusable and has asked our team to reject it:

{{reason}}

Our team will decide. If the rejection is confirmed, the order is closed without payment for the text.

[Open the order]({{link}})

Your Inkwell team`,
    },
    de: {
      subject: 'Das Lektorat lehnt Ihren Text ab: {{orderTitle}}',
      body: `Hallo{{#name}} {{name}}{{/name}},

das Lektorat des Auftrags {{orderId}} „{{orderTitle}}“ hält Ihren Text für unbrauchbar und hat unser Team gebeten, ihn abzulehnen:

{{reason}}

Unser Team entscheidet darüber. Wird die Ablehnung bestätigt, wird der Auftrag ohne Vergütung für den Text geschlossen.

[Auftrag öffnen]({{link}})

Ihr Inkwell-Team`,
    },
    fr: {
      subject: 'Le correcteur refuse votre texte : {{orderTitle}}',
      body: `Bonjour{{#name}} {{name}}{{/name}},

Le correcteur de la commande {{orderId}} « {{orderTitle}} » juge votre texte inutilisable et a demandé à notre équipe de le refuser :

{{reason}}

Notre équipe va décider. Si le refus est confirmé, la commande est close sans rémunération pour le texte.

[Ouvrir la commande]({{link}})

L'équipe Inkwell`,
    },
    it: {
      subject: 'Il correttore rifiuta il tuo testo: {{orderTitle}}',
      body: `Ciao{{#name}} {{name}}{{/name}},

il correttore dell'ordine {{orderId}} "{{orderTitle}}" ritiene il tuo testo inutilizzabile e ha chiesto al nostro team di rifiutarlo:

{{reason}}

Il nostro team deciderà. Se il rifiuto viene confermato, l'ordine viene chiuso senza compenso per il testo.

[Apri l'ordine]({{link}})

Il team di Inkwell`,
    },
  },
  'proofreading-rejection-confirmed': {
    en: {
      subject: 'Order closed without a text: {{orderTitle}}',
      body: `Hello{{#name}} {{name}}{{/name}},

The text written for order {{orderId}} "{{orderTitle}}" did not pass our proofreading, so we are not delivering it. The order is closed and you are not charged for it; any amount reserved for it is available again.

You are welcome to place the order again, and a new linguist will write it.

[Open the order]({{link}})

Your Inkwell team`,
    },
    de: {
      subject: 'Auftrag ohne Text abgeschlossen: {{orderTitle}}',
      body: `Hallo{{#name}} {{name}}{{/name}},

der für den Auftrag {{orderId}} „{{orderTitle}}“ geschriebene Text hat unser Korrektorat nicht bestanden, deshalb liefern wir ihn nicht aus. Der Auftrag ist abgeschlossen und wird Ihnen nicht berechnet; ein dafür reservierter Betrag steht Ihnen wieder zur Verfügung.

Gern können Sie den Auftrag erneut aufgeben; dann schreibt ihn ein anderer Autor.

[Auftrag öffnen]({{link}})

Ihr Inkwell-Team`,
    },
    fr: {
      subject: 'Commande close sans texte : {{orderTitle}}',
      body: `Bonjour{{#name}} {{name}}{{/name}},

Le texte rédigé pour la commande {{orderId}} « {{orderTitle}} » n'a pas passé notre relecture : nous ne le livrons donc pas. La commande est close et ne vous est pas facturée ; tout montant réservé pour elle est de nouveau disponible.

Vous pouvez passer la commande à nouveau ; un autre rédacteur l'écrira.

[Ouvrir la commande]({{link}})

L'équipe Inkwell`,
    },
    it: {
      subject: 'Ordine chiuso senza testo: {{orderTitle}}',
      body: `Ciao{{#name}} {{name}}{{/name}},

il testo scritto per l'ordine {{orderId}} "{{orderTitle}}" non ha superato la nostra revisione, quindi non lo consegniamo. L'ordine è chiuso e non ti viene addebitato; l'importo riservato è di nuovo disponibile.

Puoi effettuare di nuovo l'ordine: lo scriverà un altro redattore.

[Apri l'ordine]({{link}})

Il team di Inkwell`,
    },
  },
  'direct-request': {
    en: {
      subject: 'A client asks for you: {{orderTitle}}',
      body: `Hello{{#name}} {{name}}{{/name}},

A client would like you to write order {{orderId}} "{{orderTitle}}" ({{words}} words). Take it or decline it within {{hours}} hours; after that it goes to the client's fallback.

[Open the request]({{link}})

Your Inkwell team`,
    },
    de: {
      subject: 'Ein Kunde fragt Sie an: {{orderTitle}}',
      body: `Hallo{{#name}} {{name}}{{/name}},

ein Kunde möchte, dass Sie den Auftrag {{orderId}} „{{orderTitle}}“ ({{words}} Wörter) schreiben. Nehmen Sie ihn innerhalb von {{hours}} Stunden an oder lehnen Sie ihn ab; danach geht er an die Ausweichlösung des Kunden.

[Anfrage öffnen]({{link}})

Ihr Inkwell-Team`,
    },
    fr: {
      subject: 'Un client vous sollicite : {{orderTitle}}',
      body: `Bonjour{{#name}} {{name}}{{/name}},

Un client souhaite que vous rédigiez la commande {{orderId}} « {{orderTitle}} » ({{words}} mots). Acceptez-la ou refusez-la dans les {{hours}} heures ; passé ce délai, elle suit la solution de repli choisie par le client.

[Ouvrir la demande]({{link}})

L'équipe Inkwell`,
    },
    it: {
      subject: 'Un cliente ti ha scelto: {{orderTitle}}',
      body: `Ciao{{#name}} {{name}}{{/name}},

un cliente vorrebbe che tu scrivessi l'ordine {{orderId}} "{{orderTitle}}" ({{words}} parole). Accettalo o rifiutalo entro {{hours}} ore; dopo passa all'alternativa scelta dal cliente.

[Apri la richiesta]({{link}})

Il team di Inkwell`,
    },
  },
  'message-received': {
    en: {
      subject: 'New message from {{senderName}}: {{subject}}',
      body: `Hello{{#name}} {{name}}{{/name}},

{{senderName}} has sent you a message on Inkwell: "{{subject}}".

[Read the message]({{link}})

Your Inkwell team`,
    },
    de: {
      subject: 'Neue Nachricht von {{senderName}}: {{subject}}',
      body: `Hallo{{#name}} {{name}}{{/name}},

{{senderName}} hat Ihnen auf Inkwell eine Nachricht geschickt: „{{subject}}“.

[Nachricht lesen]({{link}})

Ihr Inkwell-Team`,
    },
    fr: {
      subject: 'Nouveau message de {{senderName}} : {{subject}}',
      body: `Bonjour{{#name}} {{name}}{{/name}},

{{senderName}} vous a envoyé un message sur Inkwell : « {{subject}} ».

[Lire le message]({{link}})

L'équipe Inkwell`,
    },
    it: {
      subject: 'Nuovo messaggio da {{senderName}}: {{subject}}',
      body: `Ciao{{#name}} {{name}}{{/name}},

{{senderName}} ti ha inviato un messaggio su Inkwell: "{{subject}}".

[Leggi il messaggio]({{link}})

Il team di Inkwell`,
    },
  },
  'project-export': {
    en: {
      subject: 'Texts of the project {{projectName}}',
      body: `Hello,

{{#name}}{{name}} sends you{{/name}} {{count}} texts of the project "{{projectName}}" from Inkwell. You find them attached to this e-mail, one file per text.

[Open the project]({{link}})

Your Inkwell team`,
    },
    de: {
      subject: 'Texte des Projekts {{projectName}}',
      body: `Hallo,

{{#name}}{{name}} sendet Ihnen{{/name}} {{count}} Texte des Projekts „{{projectName}}“ von Inkwell. Sie finden sie im Anhang dieser E-Mail, eine Datei je Text.

[Projekt öffnen]({{link}})

Ihr Inkwell-Team`,
    },
    fr: {
      subject: 'Textes du projet {{projectName}}',
      body: `Bonjour,

{{#name}}{{name}} vous envoie{{/name}} {{count}} textes du projet « {{projectName}} » depuis Inkwell. Vous les trouverez en pièces jointes de cet e-mail, un fichier par texte.

[Ouvrir le projet]({{link}})

L'équipe Inkwell`,
    },
    it: {
      subject: 'Testi del progetto {{projectName}}',
      body: `Ciao,

{{#name}}{{name}} ti invia{{/name}} {{count}} testi del progetto "{{projectName}}" da Inkwell. Li trovi in allegato a questa e-mail, un file per testo.

[Apri il progetto]({{link}})

Il team di Inkwell`,
    },
  },
  'quote-requested': {
    en: {
      subject: 'Quote request {{quoteId}} from {{clientName}}',
      body: `Hello{{#name}} {{name}}{{/name}},

{{clientName}} asks for a custom {{kind}} quote ({{languages}}):

{{description}}

[Open the request]({{link}})

The client was promised an answer within 2-8 hours during business hours.`,
    },
    de: {
      subject: 'Angebotsanfrage {{quoteId}} von {{clientName}}',
      body: `Hallo{{#name}} {{name}}{{/name}},

{{clientName}} bittet um ein individuelles Angebot ({{kind}}, {{languages}}):

{{description}}

[Anfrage öffnen]({{link}})

Dem Kunden wurde eine Antwort innerhalb von 2-8 Stunden während der Geschäftszeiten zugesagt.`,
    },
    fr: {
      subject: 'Demande de devis {{quoteId}} de {{clientName}}',
      body: `Bonjour{{#name}} {{name}}{{/name}},

{{clientName}} demande un devis personnalisé ({{kind}}, {{languages}}) :

{{description}}

[Ouvrir la demande]({{link}})

Une réponse sous 2 à 8 heures pendant les heures ouvrées a été promise au client.`,
    },
    it: {
      subject: 'Richiesta di preventivo {{quoteId}} da {{clientName}}',
      body: `Ciao{{#name}} {{name}}{{/name}},

{{clientName}} chiede un preventivo personalizzato ({{kind}}, {{languages}}):

{{description}}

[Apri la richiesta]({{link}})

Al cliente è stata promessa una risposta entro 2-8 ore durante l'orario lavorativo.`,
    },
  },
  'quote-answered': {
    en: {
      subject: 'Your quote request {{quoteId}}',
      body: `Hello{{#name}} {{name}}{{/name}},

thank you for your quote request. Our answer:

{{reply}}

[Open Inkwell]({{link}})

Your Inkwell team`,
    },
    de: {
      subject: 'Ihre Angebotsanfrage {{quoteId}}',
      body: `Hallo{{#name}} {{name}}{{/name}},

vielen Dank für Ihre Angebotsanfrage. Unsere Antwort:

{{reply}}

[Inkwell öffnen]({{link}})

Ihr Inkwell-Team`,
    },
    fr: {
      subject: 'Votre demande de devis {{quoteId}}',
      body: `Bonjour{{#name}} {{name}}{{/name}},

merci pour votre demande de devis. Notre réponse :

{{reply}}

[Ouvrir Inkwell]({{link}})

L'équipe Inkwell`,
    },
    it: {
      subject: 'La tua richiesta di preventivo {{quoteId}}',
      body: `Ciao{{#name}} {{name}}{{/name}},

grazie per la tua richiesta di preventivo. La nostra risposta:

{{reply}}

[Apri Inkwell]({{link}})

Il team di Inkwell`,
    },
  },
  'deadline-extended': {
    en: {
      subject: 'More time for {{orderTitle}}',
      body: `Hello{{#name}} {{name}}{{/name}},

The client has extended the deadline of order {{orderId}} "{{orderTitle}}". The new deadline is {{deadline}} (UTC).

[Open the order]({{link}})

Your Inkwell team`,
    },
    de: {
      subject: 'Mehr Zeit für {{orderTitle}}',
      body: `Hallo{{#name}} {{name}}{{/name}},

der Kunde hat die Frist des Auftrags {{orderId}} „{{orderTitle}}“ verlängert. Die neue Frist ist {{deadline}} (UTC).

[Auftrag öffnen]({{link}})

Ihr Inkwell-Team`,
    },
    fr: {
      subject: 'Plus de temps pour {{orderTitle}}',
      body: `Bonjour{{#name}} {{name}}{{/name}},

Le client a prolongé le délai de la commande {{orderId}} « {{orderTitle}} ». Le nouveau délai est le {{deadline}} (UTC).

[Ouvrir la commande]({{link}})

L'équipe Inkwell`,
    },
    it: {
      subject: 'Più tempo per {{orderTitle}}',
      body: `Ciao{{#name}} {{name}}{{/name}},

il cliente ha prorogato la scadenza dell'ordine {{orderId}} "{{orderTitle}}". La nuova scadenza è {{deadline}} (UTC).

[Apri l'ordine]({{link}})

Il team di Inkwell`,
    },
  },
  'credit-note-issued': {
    en: {
      subject: 'Your Inkwell credit note {{number}}',
      body: `Hello{{#name}} {{name}}{{/name}},

We have written your credit note {{number}} for the work accepted from {{period}}: {{amount}}. The amount is now payable to you; you can ask for a payout on your balance once it reaches the minimum payout.

[View the credit note]({{link}})

Your Inkwell team`,
    },
    de: {
      subject: 'Ihre Inkwell-Gutschrift {{number}}',
      body: `Hallo{{#name}} {{name}}{{/name}},

wir haben Ihre Gutschrift {{number}} für die vom {{period}} abgenommene Arbeit ausgestellt: {{amount}}. Der Betrag ist nun an Sie auszahlbar; sobald Ihr Guthaben die Mindestauszahlung erreicht, können Sie die Auszahlung anfordern.

[Gutschrift ansehen]({{link}})

Ihr Inkwell-Team`,
    },
    fr: {
      subject: 'Votre avoir Inkwell {{number}}',
      body: `Bonjour{{#name}} {{name}}{{/name}},

Nous avons établi votre avoir {{number}} pour le travail accepté du {{period}} : {{amount}}. Ce montant vous est désormais payable ; vous pouvez demander un versement depuis votre solde dès qu'il atteint le versement minimum.

[Voir l'avoir]({{link}})

L'équipe Inkwell`,
    },
    it: {
      subject: 'La tua nota di credito Inkwell {{number}}',
      body: `Ciao{{#name}} {{name}}{{/name}},

abbiamo emesso la tua nota di credito {{number}} per il lavoro accettato dal {{period}}: {{amount}}. L'importo ora ti è pagabile; puoi richiedere un pagamento dal tuo saldo non appena raggiunge il pagamento minimo.

[Visualizza la nota di credito]({{link}})

Il team di Inkwell`,
    },
  },
  'credit-note-cancelled': {
    en: {
      subject: 'Your Inkwell credit note {{cancelledNumber}} was cancelled',
      body: `Hello{{#name}} {{name}}{{/name}},

We have cancelled your credit note {{cancelledNumber}} with the cancellation {{number}} ({{amount}}). Its work counts as earned again and will be settled by a new credit note.

[View the cancellation]({{link}})

Your Inkwell team`,
    },
    de: {
      subject: 'Ihre Inkwell-Gutschrift {{cancelledNumber}} wurde storniert',
      body: `Hallo{{#name}} {{name}}{{/name}},

wir haben Ihre Gutschrift {{cancelledNumber}} mit der Stornogutschrift {{number}} ({{amount}}) storniert. Die Arbeit darin gilt wieder als verdient und wird mit einer neuen Gutschrift abgerechnet.

[Storno ansehen]({{link}})

Ihr Inkwell-Team`,
    },
    fr: {
      subject: 'Votre avoir Inkwell {{cancelledNumber}} a été annulé',
      body: `Bonjour{{#name}} {{name}}{{/name}},

Nous avons annulé votre avoir {{cancelledNumber}} par l'avoir d'annulation {{number}} ({{amount}}). Le travail qu'il couvrait redevient gagné et sera réglé par un nouvel avoir.

[Voir l'annulation]({{link}})

L'équipe Inkwell`,
    },
    it: {
      subject: 'La tua nota di credito Inkwell {{cancelledNumber}} è stata annullata',
      body: `Ciao{{#name}} {{name}}{{/name}},

abbiamo annullato la tua nota di credito {{cancelledNumber}} con lo storno {{number}} ({{amount}}). Il lavoro che copriva torna a essere guadagnato e sarà liquidato con una nuova nota di credito.

[Visualizza lo storno]({{link}})

Il team di Inkwell`,
    },
  },
};
