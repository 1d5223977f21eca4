import type { Page } from '@playwright/test';
import { type Address, decodeFunctionResult, encodeFunctionData, erc20Abi, maxUint256 } from 'viem';
import { expect, test } from '../fixtures';
import type { ChainControls } from '../fixtures/chain';
import { anvilAccounts } from '../stack/chain/accounts';
import stackConfig from '../stack/stack.config.json';
import { MONEY_LANGUAGES, speaking, toast } from './screens-helpers';

/**
 * The top-up's review says when the wallet will be asked for an unlimited approval, and offers
 * to approve only the amount instead. Both paths run on the chain; the allowance is read there.
 */
const USDT = stackConfig.contracts.USDT as Address;
const vault = stackConfig.contracts.vault as Address;
const OWNER = anvilAccounts[1]!.address as Address;

async function allowance(chain: ChainControls): Promise<bigint> {
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'allowance',
    args: [OWNER, vault],
  });
  const result = await chain.rpc<`0x${string}`>('eth_call', [{ to: USDT, data }, 'latest']);
  return decodeFunctionResult({ abi: erc20Abi, functionName: 'allowance', data: result });
}

for (const lang of MONEY_LANGUAGES) {
  const { m, n } = speaking(lang);

  /** Signed in on Top up, from the seed's state (nothing approved yet). */
  async function openTopUp(page: Page, signIn: () => Promise<unknown>) {
    test.setTimeout(90_000);
    await signIn();
    await page.goto('/#/pages/assets/topup');
  }

  async function reviewTopUp(page: Page, amount: string) {
    await page.getByRole('textbox', { name: m('deposit.amount') }).fill(amount);
    await page.getByRole('button', { name: m('deposit.submit'), exact: true }).click();
    return page.getByRole('dialog', { name: m('deposit.reviewTitle') });
  }

  test.describe(`the approval a top-up asks for, in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('rwat:lang', l), lang);
    });

    test('the review says the approval is unlimited; confirmed, the chain holds an unlimited allowance', async ({
      page,
      signIn,
      chain,
    }) => {
      await openTopUp(page, () => signIn());
      expect(await allowance(chain)).toBe(0n);
      const review = await reviewTopUp(page, '5');
      await expect(
        review.getByText(m('deposit.reviewApprovalUnlimited', { symbol: 'USDT' })),
      ).toBeVisible();
      await expect(
        review.getByRole('radio', { name: m('deposit.approveUnlimited', { symbol: 'USDT' }) }),
      ).toBeChecked();
      await review.getByRole('button', { name: m('app.confirm') }).click();
      await expect(toast(page, m('deposit.submitted'))).toBeVisible();
      expect(await allowance(chain)).toBe(maxUint256);

      // Later top-ups need no approval, and their review says none.
      const next = await reviewTopUp(page, '2');
      await expect(next.getByRole('radio')).toHaveCount(0);
      await next.getByRole('button', { name: m('app.cancel') }).click();
    });

    test('“only this amount” approves exactly the amount; the deposit spends it all', async ({
      page,
      signIn,
      chain,
    }) => {
      await openTopUp(page, () => signIn());
      const review = await reviewTopUp(page, '5');
      const exact = m('deposit.approveExact', { amount: n('5'), symbol: 'USDT' });
      await review.getByRole('radio', { name: exact }).check();
      await expect(
        review.getByText(m('deposit.reviewApprovalExact', { amount: n('5'), symbol: 'USDT' })),
      ).toBeVisible();
      await review.getByRole('button', { name: m('app.confirm') }).click();
      await expect(toast(page, m('deposit.submitted'))).toBeVisible();
      // Exactly 5 was allowed and the deposit took 5: an unlimited one would still be there.
      expect(await allowance(chain)).toBe(0n);

      // Nothing is left allowed, so the next top-up asks again.
      const next = await reviewTopUp(page, '2');
      await expect(
        next.getByRole('radio', { name: m('deposit.approveUnlimited', { symbol: 'USDT' }) }),
      ).toBeVisible();
      await next.getByRole('button', { name: m('app.cancel') }).click();
    });
  });
}
