import type { Page } from '@playwright/test';
import { tokenOf } from './screens-helpers';

/** Account 5: on account 1's line, so a transfer to it goes through. */
const SAME_LINE = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';

/**
 * Records as a person makes them (an exchange, a transfer, a withdrawal), sent to the API with
 * the signed-in page's own token: the figures such a record shows ("3,64 RWAT", "0,091 USDT")
 * are longer than the seed's whole numbers, and once broke a 320 px screen.
 */
export async function makeRecords(page: Page, apiUrl: string): Promise<void> {
  const token = await tokenOf(page);
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify(body),
    });
    return `${path} ${((await response.json()) as { code: number }).code}`;
  };
  const answers = [
    await post('/api/flash/exchange', { amount: '3.64', minReceived: '0' }),
    await post('/api/transfer', { symbol: 'USDT', address: SAME_LINE, amount: '12.345' }),
    await post('/api/withdraw', { symbol: 'USDT', address: SAME_LINE, amount: '10.5' }),
  ];
  if (answers.some((a) => !a.endsWith(' 10000'))) {
    throw new Error(`records not made: ${answers.join(', ')}`);
  }
}
