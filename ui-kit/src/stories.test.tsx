import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import preview from '../.storybook/preview';
import * as alertStories from './alert/alert.stories';
import * as buttonStories from './button/button.stories';
import * as checkboxStories from './checkbox/checkbox.stories';
import * as comboBoxStories from './combo-box/combo-box.stories';
import * as countBadgeStories from './count-badge/count-badge.stories';
import * as dataTableStories from './data-table/data-table.stories';
import * as depositDialogStories from './deposit-dialog/deposit-dialog.stories';
import * as dropdownStories from './dropdown/dropdown.stories';
import * as emptyStateStories from './empty-state/empty-state.stories';
import * as formFieldStories from './form-field/form-field.stories';
import * as modalStories from './modal/modal.stories';
import * as multiSelectStories from './multi-select/multi-select.stories';
import * as appHeaderStories from './page-layout/app-header.stories';
import * as pageHeaderStories from './page-layout/page-header.stories';
import * as pageLayoutStories from './page-layout/page-layout.stories';
import * as selectStories from './select/select.stories';
import * as spinnerStories from './spinner/spinner.stories';
import * as tabsStories from './tabs/tabs.stories';
import * as templateEditorStories from './template-editor/template-editor.stories';
import * as textAreaStories from './text-area/text-area.stories';
import * as textFieldStories from './text-field/text-field.stories';
import { composeStories, type ComposedStory } from './testing/compose-stories';
import * as themeStories from './theme/theme.stories';
import * as toastStories from './toast/toast.stories';

// Every story is rendered the way Storybook renders it (preview decorators included) and checked for what it
// is meant to show, so a story that silently renders the wrong state fails here rather than in review.

const storyModules = [
  themeStories,
  buttonStories,
  textFieldStories,
  textAreaStories,
  selectStories,
  multiSelectStories,
  comboBoxStories,
  checkboxStories,
  formFieldStories,
  alertStories,
  toastStories,
  modalStories,
  tabsStories,
  pageLayoutStories,
  pageHeaderStories,
  appHeaderStories,
  dropdownStories,
  spinnerStories,
  countBadgeStories,
  emptyStateStories,
  dataTableStories,
  templateEditorStories,
  depositDialogStories,
];

type Expectation = (user: UserEvent) => void | Promise<void>;

const tableRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

const depositStep = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

const expectations: Record<string, Record<string, Expectation>> = {
  'Foundations/Theme': {
    Colors: () => {
      expect(screen.getByText('Inkwell marketplace: order texts from freelance linguists.')).toBeInTheDocument();
      expect(screen.getByText('primary #3454d1')).toBeInTheDocument();
    },
  },
  'Forms/Button': {
    Playground: async (user) => {
      const button = screen.getByRole('button', { name: 'New order' });
      expect(button).toBeEnabled();
      await user.click(button);
    },
    Variants: () => {
      expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
        'Primary',
        'Secondary',
        'Delete',
        'Link',
      ]);
    },
    Loading: () => {
      const button = screen.getByRole('button', { name: 'Saving' });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-busy', 'true');
    },
  },
  'Forms/TextField': {
    Playground: async (user) => {
      const input = screen.getByRole('textbox', { name: 'Project name' });
      expect(input).toHaveAttribute('placeholder', 'e.g. Spring campaign');
      await user.type(input, 'Blog');
      expect(input).toHaveValue('Blog');
    },
    Invalid: () => {
      const input = screen.getByRole('textbox', { name: 'Project name' });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveValue('not an email');
    },
  },
  'Forms/TextArea': {
    Playground: async (user) => {
      const textArea = screen.getByRole('textbox', { name: 'Comment for the linguist' });
      expect(textArea).toHaveAttribute('placeholder', 'e.g. Please mention our spring offers.');
      await user.type(textArea, 'Spring{Enter}offers');
      expect(textArea).toHaveValue('Spring\noffers');
    },
    Invalid: () => {
      const textArea = screen.getByRole('textbox', { name: 'Comment for the linguist' });
      expect(textArea).toHaveAttribute('aria-invalid', 'true');
      expect(textArea).toHaveValue('Too short');
    },
    Disabled: () => {
      const textArea = screen.getByRole('textbox', { name: 'Comment for the linguist' });
      expect(textArea).toBeDisabled();
      expect(textArea).toHaveValue('The text was submitted.');
    },
  },
  'Forms/Select': {
    Playground: () => {
      const select = screen.getByRole('combobox', { name: 'Quality level' });
      expect(within(select).getAllByRole('option')).toHaveLength(6);
      expect(within(select).getByRole('option', { name: 'Technical expert' })).toBeDisabled();
    },
  },
  'Forms/ComboBox': {
    Playground: async (user) => {
      const input = screen.getByRole('combobox', { name: 'Client' });
      await user.type(input, 'oak{ArrowDown}{Enter}');
      expect(input).toHaveValue('Oak Ltd');
      await user.click(screen.getByRole('button', { name: 'Clear client' }));
      expect(input).toHaveValue('');
    },
    Preselected: async (user) => {
      const input = screen.getByRole('combobox', { name: 'Client' });
      expect(input).toHaveValue('Oak Ltd');
      await user.clear(input);
      await user.type(input, 'zz');
      expect(screen.getByRole('status')).toHaveTextContent('No elements found.');
    },
    Loading: async (user) => {
      await user.type(screen.getByRole('combobox', { name: 'Client' }), 'oak');
      expect(screen.getByRole('status')).toHaveTextContent('Searching…');
      expect(screen.queryByRole('option')).not.toBeInTheDocument();
    },
    Disabled: () => {
      const input = screen.getByRole('combobox', { name: 'Client' });
      expect(input).toBeDisabled();
      expect(input).toHaveValue('Teak & Co. KG');
      expect(screen.queryByRole('button', { name: 'Clear client' })).not.toBeInTheDocument();
    },
  },
  'Forms/MultiSelect': {
    GroupedLanguages: async (user) => {
      // named by its label and what it shows
      const trigger = screen.getByRole('button', { name: 'Language German - Germany' });
      await user.click(trigger);
      const popover = within(screen.getByRole('dialog', { name: 'Language' }));
      expect(popover.getByRole('checkbox', { name: 'German' })).toBePartiallyChecked();
      await user.click(popover.getByRole('checkbox', { name: 'German' }));
      expect(popover.getByRole('checkbox', { name: 'German - Switzerland' })).toBeChecked();
      expect(trigger).toHaveAccessibleName('Language 3 selected');
    },
    Ungrouped: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Service Any' }));
      const popover = within(screen.getByRole('dialog', { name: 'Service' }));
      expect(popover.queryByRole('group')).not.toBeInTheDocument();
      expect(popover.getAllByRole('checkbox')).toHaveLength(3);
    },
    Empty: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Language Any' }));
      expect(screen.getByRole('status')).toHaveTextContent('No elements found.');
    },
    Disabled: () => {
      const trigger = screen.getByRole('button', { name: 'Language 2 selected' });
      expect(trigger).toBeDisabled();
    },
  },
  'Forms/Checkbox': {
    Playground: async (user) => {
      const checkbox = screen.getByRole('checkbox', { name: 'Include proofreading' });
      expect(checkbox).not.toBeChecked();
      await user.click(checkbox);
      expect(checkbox).toBeChecked();
    },
    Disabled: () => {
      const checkbox = screen.getByRole('checkbox', { name: 'Include proofreading' });
      expect(checkbox).toBeDisabled();
      expect(checkbox).toBeChecked();
    },
  },
  'Forms/FormField': {
    Playground: () => {
      const input = screen.getByRole('textbox', { name: 'Billing email' });
      expect(input).toHaveAccessibleDescription('Invoices are sent to this address.');
      expect(input).toHaveAttribute('aria-required', 'true');
    },
    WithError: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
      expect(screen.getByRole('textbox', { name: 'Billing email' })).toHaveAttribute('aria-invalid', 'true');
    },
  },
  'Feedback/Alert': {
    Playground: () => expect(screen.getByRole('status')).toHaveTextContent('Your account is verified'),
    Info: () => expect(screen.getByRole('status')).toHaveTextContent('Your account is verified'),
    Success: () => expect(screen.getByRole('status')).toHaveTextContent('successfully updated the billing'),
    Warning: () => expect(screen.getByRole('status')).toHaveTextContent('2-3 business days'),
    Danger: () => expect(screen.getByRole('alert')).toHaveTextContent('Your account is blocked'),
    Dismissible: async (user) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Show the alert again' }));
      expect(screen.getByRole('alert')).toBeInTheDocument();
    },
  },
  'Feedback/Toast': {
    Playground: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Request a quote' }));
      const region = screen.getByRole('region', { name: 'Notifications' });
      expect(within(region).getByRole('status')).toHaveTextContent('Thanks for your quote request!');
    },
    Danger: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Fail' }));
      const region = screen.getByRole('region', { name: 'Notifications' });
      expect(within(region).getByRole('alert')).toHaveTextContent('Something went wrong.');
    },
  },
  'Overlays/Modal': {
    Playground: async (user) => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Create deposit' }));
      expect(screen.getByRole('dialog', { name: 'Create deposit' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    Open: () => {
      const dialog = screen.getByRole('dialog', { name: 'Create deposit' });
      expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveFocus();
      expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    },
  },
  'Navigation/Tabs': {
    Playground: async (user) => {
      expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tab', { name: 'Ready' })).toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: 'Completed' }));
      expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
    },
    WithBadge: () => {
      expect(screen.getByRole('tab', { name: 'Ready 3' })).toHaveAttribute('aria-selected', 'true');
    },
  },
  'Layout/PageLayout': {
    Playground: () => {
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Content' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toHaveTextContent('© Inkwell');
    },
  },
  'Layout/PageHeader': {
    Playground: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'New order' })).toBeInTheDocument();
    },
    WithoutActions: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  },
  'Layout/AppHeader': {
    Playground: () => {
      const navigation = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
      expect(within(navigation).getAllByRole('link')).toHaveLength(3);
    },
  },
  'Navigation/Dropdown': {
    Playground: async (user) => {
      await user.click(screen.getByRole('button', { name: 'User menu' }));
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Account settings',
        'Billing settings',
        'Notifications',
        'Logout',
      ]);
    },
    AlignedRight: async (user) => {
      await user.click(screen.getByRole('button', { name: 'User menu' }));
      expect(screen.getByRole('menuitem', { name: 'Account settings' })).toHaveFocus();
    },
  },
  'Feedback/Spinner': {
    Playground: () => expect(screen.getByRole('status')).toHaveTextContent('Loading orders'),
    Large: () => expect(screen.getByRole('status')).toHaveTextContent('Loading orders'),
  },
  'Feedback/CountBadge': {
    Playground: () => {
      expect(screen.getByText('3 unread messages')).toBeInTheDocument();
      expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    },
    OverMax: () => {
      expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
      expect(screen.getByText('120 unread messages')).toBeInTheDocument();
    },
    Zero: () => expect(screen.queryByText('No unread messages')).not.toBeInTheDocument(),
  },
  'Feedback/EmptyState': {
    Playground: () => {
      expect(screen.getByText("Let's create your first project")).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'New order' })).toBeInTheDocument();
    },
    NoResults: () => {
      expect(screen.getByText('Sorry, we couldn’t find anything')).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  },
  'Data/DataTable': {
    Playground: async (user) => {
      expect(tableRows()).toHaveLength(10);
      expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Next page' }));
      expect(screen.getByText('11–20 of 23')).toBeInTheDocument();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'German');
      expect(screen.getByText('1–5 of 5')).toBeInTheDocument();
    },
    WithRows: () => {
      expect(tableRows()).toHaveLength(8);
      expect(screen.getByText('1–8 of 8')).toBeInTheDocument();
    },
    Loading: () => {
      expect(screen.getByRole('table', { name: 'Projects' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('Loading');
    },
    FailedToLoad: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
      expect(screen.queryByText("Let's create your first project")).not.toBeInTheDocument();
    },
    FirstUseEmpty: () => {
      expect(screen.getByText("Let's create your first project")).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'New order' })).toBeInTheDocument();
    },
    NoResultsEmpty: () => {
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Whitepaper');
      expect(screen.getByText('Sorry, we couldn’t find anything')).toBeInTheDocument();
      expect(screen.getByText('Try using fewer filter criteria.')).toBeInTheDocument();
    },
    ManyPages: async (user) => {
      expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Last page' }));
      expect(screen.getByText('221–230 of 230')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Previous page' }));
      expect(screen.getByText('211–220 of 230')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'First page' }));
      expect(screen.getByText('1–10 of 230')).toBeInTheDocument();
    },
    CappedTotal: () => {
      expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    },
  },
  'Overlays/DepositDialog': {
    Playground: async (user) => {
      const dialog = within(screen.getByRole('dialog', { name: 'Create deposit' }));
      expect(depositStep('Deposit amount')).toHaveAttribute('aria-expanded', 'true');
      expect(dialog.getByRole('combobox', { name: /Currency/ })).toBeDisabled();
      await user.type(dialog.getByRole('textbox', { name: /Amount net/ }), '100');
      await user.click(dialog.getByRole('button', { name: 'Next' }));
      await user.click(dialog.getByRole('radio', { name: /Credit card/ }));
      expect(dialog.getByText('Total to pay').parentElement?.nextElementSibling).toHaveTextContent('101,67 €');
      expect(await dialog.findByRole('textbox', { name: 'Test payment details' })).toBeInTheDocument();
    },
    BillingInvalid: () => {
      const billing = within(screen.getByRole('region', { name: /Billing information/ }));
      expect(billing.getByRole('status')).toHaveTextContent('Your billing information is not valid');
      expect(depositStep('Deposit amount')).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Pay' })).toHaveAccessibleDescription('Your billing information is not valid');
    },
    CurrencyOpen: () => {
      expect(screen.getByRole('combobox', { name: /Currency/ })).toBeEnabled();
    },
    BankTransferOnly: async (user) => {
      await user.type(screen.getByRole('textbox', { name: /Amount net/ }), '50');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['BANK']);
      await user.click(screen.getByRole('radio', { name: /Bank transfer/ }));
      expect(screen.getByText(/2-3 business days/)).toBeInTheDocument();
    },
    ReturnFromBank: async () => {
      expect(await screen.findByText('Thank you for your deposit', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'New Project' })).toBeInTheDocument();
    },
    Loading: () => {
      expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent('Loading');
      expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    },
    LoadFailed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('Client not found');
    },
  },
  'Forms/TemplateEditor': {
    BriefingMode: async (user) => {
      const intro = screen.getByRole('group', { name: 'Section 1' });
      expect(within(intro).getByRole('textbox', { name: 'Section name' })).toHaveValue('Introduction');
      expect(within(screen.getByRole('group', { name: 'h2' })).getByRole('textbox', { name: 'Content' })).toHaveValue('What the product is');
      const preview = screen.getByRole('region', { name: 'Preview' });
      expect(within(preview).getByRole('link', { name: 'Style guide' })).toHaveAttribute('href', 'https://inkwell.test/style-guide');
      await user.click(screen.getByRole('button', { name: 'Add section' }));
      expect(screen.getByRole('group', { name: 'Section 3' })).toBeInTheDocument();
    },
    LayoutMode: () => {
      expect(screen.getAllByRole('textbox', { name: 'Section name' }).map((input) => (input as HTMLInputElement).value)).toEqual([
        'Headline',
        'Body',
        'Facts',
      ]);
      expect(within(screen.getByRole('group', { name: 'h1' })).queryByRole('textbox', { name: 'Content' })).not.toBeInTheDocument();
      expect(within(screen.getByRole('group', { name: 'td' })).getByRole('textbox', { name: 'Content' })).toBeInTheDocument();
      expect(screen.queryByText(/^invalid|^empty|^min above/)).not.toBeInTheDocument();
    },
    WithErrors: () => {
      const intro = screen.getByRole('group', { name: 'Section 1' });
      expect(intro).toHaveAccessibleDescription(/invalid name: .*min above max: /);
      expect(screen.getByRole('group', { name: 'p' })).toHaveAccessibleDescription('invalid content: only tables may hold content in a layout');
      expect(within(screen.getByRole('group', { name: 'Section 2' })).getByText(/^empty section:/)).toBeInTheDocument();
    },
    Empty: () => {
      expect(screen.queryByRole('group', { name: 'Section 1' })).not.toBeInTheDocument();
      expect(screen.getByText(/^empty template:/)).toBeInTheDocument();
      expect(screen.getByText('No sections yet. Add a section to start.')).toBeInTheDocument();
    },
  },
};

describe('stories', () => {
  it('covers every stories file in the kit', () => {
    const findStories = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        if (entry.isDirectory()) return findStories(join(dir, entry.name));
        return entry.name.endsWith('.stories.tsx') ? [entry.name] : [];
      });
    expect(findStories(__dirname)).toHaveLength(storyModules.length);
  });

  describe.each(storyModules.map((module) => [module.default.title, module] as const))('%s', (title, module) => {
    const stories = composeStories(module, preview) as Record<string, ComposedStory>;

    it('has a check for each of its stories', () => {
      expect(Object.keys(expectations[title] ?? {}).sort()).toEqual(Object.keys(stories).sort());
    });

    it.each(Object.keys(stories))('%s', async (name) => {
      const Story = stories[name];
      render(<Story />);
      await expectations[title][name](userEvent.setup());
    });
  });
});
