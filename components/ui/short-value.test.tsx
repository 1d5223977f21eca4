// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { ShortValue } from './LongValue';

const shortValue = (value: string) =>
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <ShortValue value={value} label="Order number" reveal digits />
    </NextIntlClientProvider>,
  );

afterEach(cleanup);

describe('a value shortened in a row', () => {
  it('offers to show itself in full when it was shortened', () => {
    shortValue('123456789012345678901234');
    expect(screen.getByText('123456…1234')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show Order number in full' })).toBeTruthy();
  });

  it('offers nothing more when it is already whole, and can still be copied', () => {
    shortValue('1010');
    expect(screen.getByText('1010')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show Order number in full' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy Order number' })).toBeTruthy();
  });
});
