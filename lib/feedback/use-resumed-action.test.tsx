// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { startTransition, use } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { holdAction, keepHeldAction } from './interrupted-action';
import { hasInterruptedAction } from './interrupted-key';
import { useResumedAction } from './use-resumed-action';

function TransferForm() {
  const resumed = useResumedAction('transfer');
  return <p>amount: {resumed?.amount ?? 'empty'}</p>;
}

/** A part of the screen that waits for `until`. */
function SlowPart({ until }: { until: Promise<void> }) {
  use(until);
  return null;
}

/** A transfer of 5 USDT under review when the session ended. */
function interruptTransfer() {
  const release = holdAction({
    route: 'transfer',
    what: 'app.notSentTransfer',
    fields: { symbol: 'USDT', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: '5' },
  });
  keepHeldAction();
  release();
}

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('an interrupted action reopened on its screen', () => {
  it('is there however many times the screen renders before it shows, then forgotten', async () => {
    interruptTransfer();
    // The screen's first render is set aside, as React does with a render that waits for
    // something (here a part beside the form): the render that shows it comes later.
    let arrive: () => void = () => undefined;
    const part = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    await act(async () => {
      startTransition(() =>
        root.render(
          <>
            <TransferForm />
            <SlowPart until={part} />
          </>,
        ),
      );
    });
    expect(screen.queryByText(/amount/)).toBeNull();
    await act(async () => arrive());
    expect(screen.getByText('amount: 5')).toBeTruthy();
    expect(hasInterruptedAction()).toBe(false);
    act(() => root.unmount());
  });

  it('opens the screen once: the next visit starts empty', async () => {
    interruptTransfer();
    const first = render(<TransferForm />);
    expect(screen.getByText('amount: 5')).toBeTruthy();
    first.unmount();
    await act(async () => {
      render(<TransferForm />);
    });
    expect(screen.getByText('amount: empty')).toBeTruthy();
  });
});
