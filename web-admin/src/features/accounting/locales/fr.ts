import type { AccountingTexts } from './en';

export const fr: AccountingTexts = {
  title: 'Comptabilité',
  tabs: {
    datev: 'DATEV',
    balance: 'Balance',
    'balance-export': 'Export de la balance',
    debtors: 'Débiteurs',
    creditors: 'Créanciers',
  },
  period: {
    legend: 'Période',
    from: 'Du',
    to: 'Au',
    lastMonth: 'Mois dernier',
    thisMonth: 'Ce mois-ci',
    required: 'Saisissez une date.',
    order: 'La période ne peut pas finir avant de commencer.',
  },
  datev: {
    intro:
      'Chaque facture, annulation, dépôt, note de crédit et versement de la période en écritures DATEV (EXTF Buchungsstapel, Windows-1252), prêtes pour l’import du comptable.',
    download: 'Télécharger les écritures DATEV',
  },
  settings: {
    title: 'Paramètres DATEV',
    intro: 'Les numéros donnés par votre comptable. Chaque fichier DATEV les porte.',
    consultantNumber: 'Numéro de conseiller',
    clientNumber: 'Numéro de mandant',
    chart: 'Plan comptable',
    fiscalYearStartMonth: 'L’exercice commence au mois',
    accountLength: 'Longueur des comptes',
    accountLengthHint: 'Chiffres d’un compte général ; débiteurs et créanciers en ont un de plus.',
    save: 'Enregistrer les paramètres',
    saved: 'Les paramètres DATEV sont enregistrés.',
    wholeNumber: 'Saisissez un nombre entier.',
    between: 'Saisissez un nombre de {{min}} à {{max}}.',
  },
  balance: {
    intro: 'Le solde de chaque compte au début de la période, les entrées, les sorties et le solde à la fin.',
    label: 'Balance',
    empty: 'La liste est vide.',
    emptyHint: 'Les comptes apparaissent ici dès que de l’argent a circulé.',
    columns: {
      account: 'Compte',
      currency: 'Devise',
      opening: 'Solde d’ouverture',
      increases: 'Entrées',
      decreases: 'Sorties',
      closing: 'Solde de clôture',
    },
    totals: 'Totaux en {{currency}} : ouverture {{opening}}, entrées {{increases}}, sorties {{decreases}}, clôture {{closing}}.',
    balanced: 'Le grand livre est équilibré en {{currency}} : tous les comptes ensemble ouvrent et ferment à zéro.',
    unbalanced: 'Le grand livre n’est pas équilibré en {{currency}}. Lancez l’audit et prévenez les développeurs.',
  },
  balanceExport: {
    intro: 'La balance de la période en fichier, montants en unités de devise.',
    csv: 'Télécharger en CSV',
    xlsx: 'Télécharger en Excel (XLSX)',
  },
  debtors: {
    intro: 'Chaque client en débiteur DATEV avec son adresse de facturation et son numéro de TVA (EXTF Debitoren/Kreditoren).',
    download: 'Télécharger les débiteurs',
  },
  creditors: {
    intro: 'Chaque linguiste en créancier DATEV avec son adresse et son numéro de TVA (EXTF Debitoren/Kreditoren).',
    download: 'Télécharger les créanciers',
  },
  audit: {
    none: 'Le grand livre n’a pas encore été audité.',
    clean: 'Audit du {{date}} : {{accounts}} soldes recalculés à partir de leurs écritures, aucun écart.',
    drift_one: 'L’audit du {{date}} a trouvé {{count}} écart. Les soldes enregistrés ne correspondent plus à leurs écritures :',
    drift_other: 'L’audit du {{date}} a trouvé {{count}} écarts. Les soldes enregistrés ne correspondent plus à leurs écritures :',
    finding: '{{problem}} {{subject}} {{difference}}',
    run: 'Auditer le grand livre maintenant',
  },
};
