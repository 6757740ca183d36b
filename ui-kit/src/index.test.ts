import * as kit from './index';

// ui-kit/API.md is what the apps code against; this fails when a promised export goes missing.
const promisedValues = [
  'theme',
  'ThemeProvider',
  'Button',
  'TextField',
  'TextArea',
  'Select',
  'MultiSelect',
  'ComboBox',
  'Checkbox',
  'FormField',
  'Alert',
  'ToastProvider',
  'useToast',
  'TOAST_DURATION_MS',
  'Modal',
  'Tabs',
  'PageLayout',
  'PageHeader',
  'AppHeader',
  'Dropdown',
  'Spinner',
  'CountBadge',
  'EmptyState',
  'DataTable',
  'TemplateEditor',
  'DEFAULT_TEMPLATE_EDITOR_LABELS',
  'PAGE_SIZES',
  'SEARCH_DEBOUNCE_MS',
  'useDebouncedValue',
  'formatDate',
  'formatNumber',
  'formatMoney',
  'formatRelativeDate',
  'truncateAtWord',
  'normalizeUrl',
  'languageGroup',
  'revisionOrdinal',
  'EMPTY_VALUE',
  'DepositDialog',
  'DEFAULT_DEPOSIT_DIALOG_LABELS',
  'depositCharges',
  'parseAmount',
  'loadStripeOnDemand',
];

describe('@inkwell/ui-kit', () => {
  it.each(promisedValues)('exports %s', (name) => {
    expect(kit).toHaveProperty(name);
    expect((kit as Record<string, unknown>)[name]).toBeDefined();
  });

  it('keeps the constants the spec fixes', () => {
    expect(kit.PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(kit.DEFAULT_PAGE_SIZE).toBe(10);
    expect(kit.SEARCH_DEBOUNCE_MS).toBe(1000);
    expect(kit.TOAST_DURATION_MS).toBe(6000);
    expect(kit.ALERT_DISMISS_MS).toBe(3000);
    expect(kit.EMPTY_VALUE).toBe('-');
    expect(kit.PAYMENT_RECHECK_MS).toBe(1000);
    expect(kit.ESTIMATE_DEBOUNCE_MS).toBe(1000);
    expect(kit.DEPOSIT_MIN_MINOR_UNITS).toBe(100);
  });

  it('leaves the test helpers out of the public surface', () => {
    expect(kit).not.toHaveProperty('renderWithTheme');
    expect(kit).not.toHaveProperty('composeStories');
    expect(kit).not.toHaveProperty('createFakeStripe');
  });
});
