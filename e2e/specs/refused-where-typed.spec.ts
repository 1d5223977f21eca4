import { expect, test } from '../fixtures';
import { anvilAccounts } from '../stack/chain/accounts';
import stackConfig from '../stack/stack.config.json';
import { callsTo, MONEY_LANGUAGES, speaking } from './screens-helpers';

/**
 * What would refuse or endanger a payment is said on the form as it is typed: dangerous
 * destinations, more than the balance, a machine the balance cannot pay. The review repeats it;
 * it is never the first to say.
 */
const { vault, multicall3 } = stackConfig.contracts;
const ZERO = `0x${'0'.repeat(40)}`;
const ACCOUNT_1 = anvilAccounts[1]!.address;
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const lang of MONEY_LANGUAGES) {
  const { m, n } = speaking(lang);

  test.describe(`refused where it is typed, in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('rwat:lang', l), lang);
    });

    test('withdraw: the zero address and the app’s own vault are refused as they are typed; another contract is named on the form, then repeated by the review', async ({
      page,
      signIn,
      api,
    }) => {
      await signIn();
      await page.goto('/#/pages/assets/Withdraw');
      const address = page.getByRole('textbox', { name: m('withdraw.address') });
      for (const [destination, warning] of [
        [ZERO, 'address.zero'],
        [vault, 'address.appContract'],
        [multicall3, 'address.contract'],
      ] as const) {
        await address.fill(destination);
        await expect(page.getByText(m(warning)), destination).toBeVisible();
        await expect(page.getByRole('dialog')).toBeHidden();
      }
      const amount = page.getByRole('textbox', { name: m('withdraw.amount') });
      const submit = page.getByRole('button', { name: m('withdraw.submit'), exact: true });
      const review = page.getByRole('dialog', { name: m('assets.confirmTitle') });

      // Nobody can receive at the zero address, and what is sent to the vault is lost: no
      // review, no risk to accept, nothing sent.
      await api.clearLog();
      await amount.fill('20');
      for (const [destination, refusal] of [
        [ZERO, 'address.zero'],
        [vault, 'address.appContract'],
      ] as const) {
        await address.fill(destination);
        await submit.click();
        await expect(page.getByText(m(refusal))).toBeVisible();
        await expect(review).toBeHidden();
        await expect(page.getByRole('checkbox', { name: m('address.acknowledge') })).toHaveCount(0);
      }
      expect(await callsTo(api, '/api/withdraw')).toBe(0);

      // Another contract may be meant: the review repeats the warning and waits for the
      // acknowledgement.
      await address.fill(multicall3);
      await submit.click();
      await expect(review.getByText(m('address.contract'))).toBeVisible();
      await expect(review.getByRole('button', { name: m('app.confirm') })).toBeDisabled();
      await review.getByRole('checkbox', { name: m('address.acknowledge') }).check();
      await expect(review.getByRole('button', { name: m('app.confirm') })).toBeEnabled();
      await review.getByRole('button', { name: m('app.cancel') }).click();

      // An ordinary wallet: no warning at all.
      await address.fill(anvilAccounts[3]!.address);
      await expect(page.getByText(m('address.contract'))).toBeHidden();
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    });

    test('transfer: more than the balance is refused as it is typed', async ({
      page,
      signIn,
      api,
    }) => {
      await signIn();
      await page.goto('/#/pages/assets/transfer');
      await expect(
        page.getByText(m('assets.available', { amount: `${n('1000')} USDT` })),
      ).toBeVisible();
      await page
        .getByRole('textbox', { name: m('transfer.address') })
        .fill(anvilAccounts[5]!.address);
      await page.getByRole('textbox', { name: m('transfer.amount') }).fill('1000.5');
      await expect(page.getByText(m('errors.insufficientBalance'))).toBeVisible();
      await api.clearLog();
      await page.getByRole('button', { name: m('transfer.submit'), exact: true }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      expect(await callsTo(api, '/api/transfer')).toBe(0);
      await page.getByRole('textbox', { name: m('transfer.amount') }).fill('1000');
      await expect(page.getByText(m('errors.insufficientBalance'))).toBeHidden();
    });

    test('staking: a machine the chosen method cannot pay shows its cost and “insufficient” on the form, and is not reviewed', async ({
      page,
      signIn,
      api,
    }) => {
      await api.setBalance(ACCOUNT_1, 'USDT', '875');
      await signIn();
      await page.goto('/#/pages/Pledge/Pledge');
      // A method's balances read as one sum: right to left, each amount is kept whole (LRI … PDI).
      const usdt = `${n('875')} USDT`;
      const sum = lang === 'fa' ? `\u2066${usdt}\u2069` : usdt;
      await expect(page.getByText(m('assets.available', { amount: sum })).first()).toBeVisible();
      const large = m('staking.machineAt', { machine: m('staking.size.large'), price: n('1000') });
      await page.getByRole('radio', { name: new RegExp(literally(large)) }).check();
      await page.getByRole('radio', { name: m('staking.method.usdt') }).check();
      const cost = page.getByRole('term').filter({ hasText: m('staking.cost') });
      await expect(cost.locator('xpath=following-sibling::dd[1]')).toHaveText(`${n('1000')} USDT`);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        m('errors.insufficientBalance'),
      );

      await api.clearLog();
      await page.getByRole('button', { name: m('staking.stakeNow') }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      expect(await callsTo(api, '/api/box/buy')).toBe(0);

      // A machine the balance pays is reviewed, with the same cost.
      const medium = m('staking.machineAt', { machine: m('staking.size.medium'), price: n('500') });
      await page.getByRole('radio', { name: new RegExp(literally(medium)) }).check();
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      await page.getByRole('button', { name: m('staking.stakeNow') }).click();
      const review = page.getByRole('dialog', { name: m('staking.confirmTitle') });
      await expect(review).toContainText(`${n('500')} USDT`);
    });
  });
}
