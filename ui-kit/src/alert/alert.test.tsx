import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { Alert, ALERT_DISMISS_MS } from './alert';

describe('Alert', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('interrupts with role alert for danger', () => {
    renderWithTheme(<Alert variant="danger">Something went wrong.</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it.each(['info', 'success', 'warning'] as const)('is a polite status for %s', (variant) => {
    renderWithTheme(<Alert variant={variant}>Saved.</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no close button without onDismiss', () => {
    renderWithTheme(<Alert variant="info">Note</Alert>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('closes through its labelled button', async () => {
    const onDismiss = jest.fn();
    renderWithTheme(
      <Alert variant="danger" onDismiss={onDismiss} closeLabel="Schließen">
        Failed
      </Alert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('dismisses itself after 3 seconds by default (spec §8/§9)', () => {
    jest.useFakeTimers();
    const onDismiss = jest.fn();
    renderWithTheme(
      <Alert variant="danger" onDismiss={onDismiss}>
        Failed to save
      </Alert>,
    );
    expect(ALERT_DISMISS_MS).toBe(3000);
    act(() => jest.advanceTimersByTime(2999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('takes another dismissal time, and 0 keeps it open', () => {
    jest.useFakeTimers();
    const quick = jest.fn();
    const sticky = jest.fn();
    renderWithTheme(
      <>
        <Alert variant="info" onDismiss={quick} autoDismissMs={500}>
          Quick
        </Alert>
        <Alert variant="info" onDismiss={sticky} autoDismissMs={0}>
          Sticky
        </Alert>
      </>,
    );
    act(() => jest.advanceTimersByTime(500));
    expect(quick).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(60_000));
    expect(sticky).not.toHaveBeenCalled();
  });

  it('does not restart its timer when the parent re-renders with a new callback', () => {
    jest.useFakeTimers();
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = renderWithTheme(
      <Alert variant="danger" onDismiss={first}>
        Failed
      </Alert>,
    );
    act(() => jest.advanceTimersByTime(2000));
    rerender(
      <Alert variant="danger" onDismiss={second}>
        Failed
      </Alert>,
    );
    act(() => jest.advanceTimersByTime(1000));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
