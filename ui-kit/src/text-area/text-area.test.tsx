import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithTheme } from '../testing/render';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('is a multi-line text box that reports typing, line breaks included', async () => {
    const onChange = jest.fn();
    renderWithTheme(<TextArea aria-label="Comment" onChange={onChange} />);
    const textArea = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(textArea, 'One{Enter}Two');
    expect(textArea).toHaveValue('One\nTwo');
    expect(onChange).toHaveBeenCalledTimes(7);
  });

  it('marks an invalid value for assistive technology', () => {
    renderWithTheme(<TextArea aria-label="Comment" invalid />);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not marked invalid by default', () => {
    renderWithTheme(<TextArea aria-label="Comment" />);
    expect(screen.getByRole('textbox', { name: 'Comment' })).not.toHaveAttribute('aria-invalid');
  });

  it('forwards its ref and textarea attributes', () => {
    const ref = createRef<HTMLTextAreaElement>();
    renderWithTheme(<TextArea ref={ref} aria-label="Reason" maxLength={20} rows={6} required />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Reason' }));
    expect(ref.current).toHaveAttribute('maxlength', '20');
    expect(ref.current).toHaveAttribute('rows', '6');
    expect(ref.current).toBeRequired();
  });
});
