import { expect, test } from '../fixtures';
import { accountChip } from '../fixtures/session';

/** Each fixture proven on its own, so a broken harness fails here first and clearly. */
test.describe('fixtures', () => {
  // The chain's pair of tests runs in this order in one worker: the second sees what the first did.
  test.describe.configure({ mode: 'default' });
  let balanceBefore = 0n;
  const treasury = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

  test('chain: a test changes the chain…', async ({ chain }) => {
    balanceBefore = BigInt(await chain.rpc<string>('eth_getBalance', [treasury, 'latest']));
    await chain.rpc('anvil_setBalance', [treasury, '0x1']);
    expect(BigInt(await chain.rpc<string>('eth_getBalance', [treasury, 'latest']))).toBe(1n);
  });

  test('chain: …and the next test starts from the snapshot', async ({ chain }) => {
    const now = BigInt(await chain.rpc<string>('eth_getBalance', [treasury, 'latest']));
    expect(now).toBe(balanceBefore);
    expect(now).toBeGreaterThan(1n);
  });

  test('api: reset brings back the seed after a change', async ({ api, stack }) => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    await api.setBalance(address, 'USDT', '1.5');
    await api.reset();
    const res = await fetch(`${stack.apiUrl}/__test/state`);
    expect(res.ok).toBe(true);
    await api.force({ path: '/api/home/stats', code: 1001 });
    const forced = (await (await fetch(`${stack.apiUrl}/api/home/stats`)).json()) as {
      code: number;
    };
    expect(forced.code).toBe(1001);
    const next = (await (await fetch(`${stack.apiUrl}/api/home/stats`)).json()) as { code: number };
    expect(next.code).toBe(10000);
  });

  test('api: setPrice moves the price the config quotes, and reset brings the seed’s back', async ({
    api,
    stack,
  }) => {
    const price = async () =>
      (
        (await (await fetch(`${stack.apiUrl}/api/config`)).json()) as {
          data: { rwatPrice: string; flashFeeRate: string };
        }
      ).data;
    await api.setPrice('0.42', '0.03');
    expect(await price()).toMatchObject({ rwatPrice: '0.42', flashFeeRate: '0.03' });
    await api.setPrice('0.6');
    expect(await price()).toMatchObject({ rwatPrice: '0.6', flashFeeRate: '0.03' });
    await api.reset();
    expect(await price()).toMatchObject({ rwatPrice: '0.5', flashFeeRate: '0.05' });
  });

  test('wallet: reject, switch account and late injection', async ({ page, wallet }) => {
    await wallet.configure({ injectDelayMs: 1_000, account: 2 });
    // This visitor declined the automatic sign-in, so the app leaves the wallet to the test.
    await page.addInitScript(() => {
      const session = JSON.parse(sessionStorage.getItem('rwat:session') ?? '{}');
      sessionStorage.setItem('rwat:session', JSON.stringify({ ...session, autoSignInTried: true }));
    });
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(() => typeof (window as { ethereum?: unknown }).ethereum))
      .toBe('object');
    await wallet.rejectNext('eth_requestAccounts');
    const rejected = await page.evaluate(() =>
      (
        window as unknown as { ethereum: { request(a: { method: string }): Promise<unknown> } }
      ).ethereum
        .request({ method: 'eth_requestAccounts' })
        .then(
          () => 0,
          (e: { code: number }) => e.code,
        ),
    );
    expect(rejected).toBe(4001);
    await wallet.switchAccount(3);
    const accounts = await page.evaluate(() =>
      (
        window as unknown as { ethereum: { request(a: { method: string }): Promise<string[]> } }
      ).ethereum.request({
        method: 'eth_requestAccounts',
      }),
    );
    expect(accounts[0]).toBe('0x90F79bf6EB2c4f870365E785982E1f101E93b906');
    expect(await wallet.requests()).toContain('eth_requestAccounts');
  });

  test('signIn: signs in through the UI as the chosen account', async ({ page, signIn }) => {
    const address = await signIn({ account: 5 });
    expect(address).toBe('0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc');
    await expect(accountChip(page, address)).toBeVisible();
  });

  test('serviceWorker: off unless asked, so the page registers none', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // The app registers its worker once the page has loaded and gone idle: past that point.
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));
    expect(await page.evaluate(() => navigator.serviceWorker)).toBeUndefined();
    expect(context.serviceWorkers()).toEqual([]);
  });

  test.describe('serviceWorker: true', () => {
    test.use({ serviceWorker: true });

    test('the page installs its worker', async ({ page, context }) => {
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect.poll(() => context.serviceWorkers().length).toBe(1);
    });
  });
});
