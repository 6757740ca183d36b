import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithTheme } from '../testing/render';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is a text input that reports typing', async () => {
    const onChange = jest.fn();
    renderWithTheme(<TextField aria-label="Project name" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Project name' });
    await userEvent.type(input, 'Blog');
    expect(input).toHaveValue('Blog');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('marks an invalid value for assistive technology', () => {
    renderWithTheme(<TextField aria-label="Email" invalid />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not marked invalid by default', () => {
    renderWithTheme(<TextField aria-label="Email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });

  it('forwards its ref and input attributes', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<TextField ref={ref} aria-label="Words" type="number" min={1} />);
    expect(ref.current).toBe(screen.getByRole('spinbutton', { name: 'Words' }));
    expect(ref.current).toHaveAttribute('min', '1');
  });
});
