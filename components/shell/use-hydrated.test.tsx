import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe() {
  const hydrated = useHydrated();
  return (
    <button type="button" disabled={!hydrated}>
      Go
    </button>
  );
}

describe('useHydrated', () => {
  it('is false in the exported HTML, so its controls start disabled', () => {
    expect(renderToString(<Probe />)).toContain('disabled');
  });

  it('is true once the app runs in the browser', () => {
    render(<Probe />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Go' }).disabled).toBe(false);
  });
});
