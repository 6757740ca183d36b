import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/button';
import { renderWithTheme } from '../testing/render';
import { TOAST_DURATION_MS, useToast } from './toast';

function Notifier({ message, variant }: { message: string; variant?: 'success' | 'danger' }) {
  const toast = useToast();
  return <Button onClick={() => toast.show(message, variant)}>Notify {message}</Button>;
}

const toastRegion = () => screen.getByRole('region', { name: 'Notifications' });

describe('Toast', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const setupUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('shows a message and removes it after 6000 ms', async () => {
    const user = setupUser();
    renderWithTheme(<Notifier message="Saved" />);
    await user.click(screen.getByRole('button', { name: 'Notify Saved' }));
    expect(within(toastRegion()).getByText('Saved')).toBeInTheDocument();

    expect(TOAST_DURATION_MS).toBe(6000);
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(within(toastRegion()).getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(within(toastRegion()).queryByText('Saved')).not.toBeInTheDocument();
  });

  it('stacks toasts in the order they came and lets each expire on its own', async () => {
    const user = setupUser();
    renderWithTheme(
      <>
        <Notifier message="First" />
        <Notifier message="Second" variant="danger" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify First' }));
    act(() => jest.advanceTimersByTime(2000));
    await user.click(screen.getByRole('button', { name: 'Notify Second' }));

    const region = toastRegion();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region.textContent).toMatch(/First.*Second/);
    expect(within(region).getByRole('alert')).toHaveTextContent('Second');
    expect(within(region).getByRole('status')).toHaveTextContent('First');

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 2000));
    expect(within(region).queryByText('First')).not.toBeInTheDocument();
    expect(within(region).getByText('Second')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2000));
    expect(within(region).queryByText('Second')).not.toBeInTheDocument();
  });

  it('closes a toast with its close button', async () => {
    const user = setupUser();
    renderWithTheme(<Notifier message="Saved" />);
    await user.click(screen.getByRole('button', { name: 'Notify Saved' }));
    await user.click(within(toastRegion()).getByRole('button', { name: 'Close' }));
    expect(within(toastRegion()).queryByText('Saved')).not.toBeInTheDocument();
  });

  it('renders outside the app, in a portal on the body', async () => {
    const user = setupUser();
    const { container } = renderWithTheme(<Notifier message="Saved" />);
    await user.click(screen.getByRole('button', { name: 'Notify Saved' }));
    expect(container).not.toContainElement(toastRegion());
    expect(toastRegion().parentElement).toBe(document.body);
  });

  it('explains a missing provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Notifier message="Lost" />)).toThrow('useToast must be used inside a ToastProvider');
  });
});
