import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { TextField } from '../text-field/text-field';
import { FormField } from './form-field';

describe('FormField', () => {
  it('labels its control', () => {
    renderWithTheme(
      <FormField label="Billing email" htmlFor="email">
        <TextField id="email" />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Billing email' })).toBeInTheDocument();
  });

  it('shows the error as an alert and ties it to the control', () => {
    renderWithTheme(
      <FormField label="Billing email" htmlFor="email" error="Please enter a valid email address.">
        <TextField id="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Billing email' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('describes the control with the hint, keeping its own description', () => {
    renderWithTheme(
      <>
        <span id="own">Shown on invoices.</span>
        <FormField label="Company" htmlFor="company" hint="As registered.">
          <TextField id="company" aria-describedby="own" />
        </FormField>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveAccessibleDescription(
      'Shown on invoices. As registered.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks a required field visibly and for assistive technology', () => {
    renderWithTheme(
      <FormField label="Company" htmlFor="company" required>
        <TextField id="company" />
      </FormField>,
    );
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveAttribute('aria-required', 'true');
  });
});
