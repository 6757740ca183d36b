/** The billing settings form's texts (decision 058): `own` speaks to the client, `staff` about the client. */
export const en = {
  form: {
    title: 'Billing information',
    companyName: 'Company name',
    legalForm: 'Legal form',
    legalForms: {
      COMPANY: 'Company',
      PRIVATE: 'Private person',
    },
    firstName: 'First name',
    lastName: 'Last name',
    address: 'Address',
    zipcode: 'ZIP code',
    city: 'City',
    country: 'Country',
    email: 'Billing e-mail',
    emailHint: 'Invoices are sent to this address.',
    EUVATNumber: 'EU-VAT number',
    EUVATNumberHint: 'Required for companies in a member state of the European Union.',
    taxNumber: 'Tax number',
    selectPlaceholder: 'Select',
    loadFailed: 'The billing information could not be loaded.',
    retry: 'Try again',
    save: 'Save',
    cancel: 'Cancel',
    required: 'Field is required',
    lettersOnly: 'Only letters, at least 2',
    emailInvalid: 'Email address is not valid',
  },
  own: {
    saved: 'You have successfully updated the billing information.',
    legal: {
      INVALID: 'Your account is blocked due to invalid legal information. Please check your billing information and EU-VAT.',
      VALID: 'Your account is verified with valid legal information. Last check on {{date}}.',
      NEEDS_VALIDATION: 'Your billing information has not been checked yet. It is checked each time you save it.',
    },
  },
  staff: {
    saved: 'The client’s billing information was saved.',
    legal: {
      INVALID: 'The client’s account is blocked: the legal check found its billing information or EU-VAT number invalid.',
      VALID: 'The client’s account is verified with valid legal information. Last check on {{date}}.',
      NEEDS_VALIDATION: 'The client’s billing information has not been checked yet. It is checked each time it is saved.',
    },
  },
};

export type BillingSettingsTexts = typeof en;
