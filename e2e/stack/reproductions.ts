/**
 * Issue 40's eleven reproductions, run against a running stack the way an attacker would run
 * them: over HTTP to the web origin (`/api`, `/rpc`, static paths), signing with the public demo
 * keys, and on the chain's own port only to stage a reorganisation (`evm_snapshot`,
 * `evm_revert`). One line per item, `held` or `BROKEN` with what it saw; the exit code is 1 when
 * any is broken. Each is scaled down from the original and says its scale.
 *
 *   npx tsx e2e/stack/reproductions.ts [web-url] [--chain http://127.0.0.1:8545]
 *
 * It leaves traces a person would see: new users with random keys, their deposits, orders and
 * withdrawals, and a transfer attempt by demo account #1 (a new login, so #1's earlier session
 * ends). The reorganisations undo every chain transaction made meanwhile, anyone's.
 */
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { type Address, erc20Abi, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type {
  AnnouncementDetail,
  AnnouncementSummary,
  Balances,
  DepositOrder,
  DepositRecord,
  Page,
  PlatformConfig,
  WithdrawRecord,
} from '@/lib/contract/contract';
import { plainText } from './api/plain-text';
import {
  accountAt,
  call,
  depositFromAccount,
  loginAs,
  ok,
  type StackApi,
  signedLogin,
} from './api/stack-client';
import type { TestAccount } from './chain/accounts';
import { localPublicClient, localTestClient, localWalletClient } from './chain/local-chain';
import { rawRequest } from './raw-request';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { chain: { type: 'string', default: 'http://127.0.0.1:8545' } },
});
const origin = new URL(positionals[0] ?? 'http://127.0.0.1:3000').origin;
const stack: StackApi = { api: { url: origin }, authority: new URL(origin).host };
/** Transactions go where the page sends them; only a reorganisation needs the chain's port. */
const rpcUrl = `${origin}/rpc`;
const chainControls = localTestClient(values.chain);
/** Holds test USDT and gas on chain, and pays the new users' deposits. */
const FUNDER = accountAt(7);
const ONE_WEI = '0.000000000000000001';
/** How long the deposit watcher may take to see a payment or a reorganisation. */
const SETTLE_MS = 30_000;

interface Outcome {
  held: boolean;
  seen: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Another machine, as the server sees it: a loopback address of its own, new on every run. */
const newClient = () => `127.${randomInt(100, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

function newAccount(): TestAccount {
  const privateKey = generatePrivateKey();
  return { address: privateKeyToAccount(privateKey).address, privateKey };
}

/** Signs a new account in from `from` (a nonce is bound to the client that asked for it). */
async function newUser(from?: string): Promise<{ account: TestAccount; token: string }> {
  const account = newAccount();
  const proof = await signedLogin(stack, account, { uri: origin, from });
  const { token } = await ok<{ token: string }>(origin, 'POST', '/api/login', {
    body: proof,
    from,
  });
  return { account, token };
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const end = Date.now() + SETTLE_MS;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await sleep(500);
    value = await read();
  }
  return value;
}

const balanceOf = (token: string) => ok<Balances>(origin, 'GET', '/api/user/balance', { token });

const createOrder = (token: string, amount: string) =>
  ok<DepositOrder>(origin, 'POST', '/api/recharge/create', {
    token,
    body: { symbol: 'USDT', amount },
  });

async function recordOf(token: string, orderNo: string): Promise<DepositRecord | undefined> {
  const page = await ok<Page<DepositRecord>>(origin, 'GET', '/api/recharge/records?size=50', {
    token,
  });
  return page.list.find((record) => record.orderNo === orderNo);
}

const nonceFor = (address: Address, from?: string) =>
  call<{ nonce: string } | null>(origin, 'GET', `/api/auth/nonce?address=${address}`, { from });

const nonceIn = (message: string) => /^Nonce: (\S+)$/m.exec(message)?.[1] ?? '';

function longestSharedRun(a: string, b: string): number {
  let longest = 0;
  for (let i = 0; i < a.length; i += 1) {
    for (let length = longest + 1; i + length <= a.length; length += 1) {
      if (!b.includes(a.slice(i, i + length))) break;
      longest = length;
    }
  }
  return longest;
}

interface Context {
  usdt: Address;
  vault: Address;
}

/** Gas and test USDT for a new account, from the funder, signed here and sent as raw transactions. */
async function fund(context: Context, to: Address, usdt: string): Promise<void> {
  const wallet = localWalletClient(rpcUrl, privateKeyToAccount(FUNDER.privateKey));
  const reader = localPublicClient(rpcUrl);
  const gas = await wallet.sendTransaction({ to, value: parseEther('1') });
  await reader.waitForTransactionReceipt({ hash: gas });
  const hash = await wallet.writeContract({
    address: context.usdt,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, parseUnits(usdt, 18)],
  });
  const receipt = await reader.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error('funding reverted');
}

const pay = (context: Context, account: TestAccount, amount: string, orderNo: string) =>
  depositFromAccount(
    { chain: { rpcUrl }, contracts: { vault: context.vault } },
    account,
    context.usdt,
    amount,
    orderNo,
  );

async function predictableNonces(): Promise<Outcome> {
  const attacker = newAccount();
  const attackerClient = newClient();
  const nonces: string[] = [];
  for (let i = 0; i < 20; i += 1) {
    const { body } = await nonceFor(attacker.address, attackerClient);
    if (!body.data)
      return { held: false, seen: `the attacker's nonce ${i + 1} answered ${body.code}` };
    nonces.push(body.data.nonce);
  }
  const shared = Math.max(...nonces.slice(1).map((n, i) => longestSharedRun(nonces[i]!, n)));
  // The old attack: the victim's next nonce is the attacker's last one slid by a character.
  const victim = newAccount();
  const proof = await signedLogin(stack, victim, { uri: origin });
  const last = nonces.at(-1)!;
  const alphabet = [...new Set(nonces.join(''))];
  const predictions = alphabet.map((c) => last.slice(1) + c);
  const forgers = [newClient(), newClient(), newClient()];
  for (const [i, nonce] of predictions.entries()) {
    const forged = await signedLogin(stack, victim, {
      uri: origin,
      nonce,
      signerKey: attacker.privateKey,
    });
    await call(origin, 'POST', '/api/login', { body: forged, from: forgers[i % forgers.length] });
  }
  const login = await call(origin, 'POST', '/api/login', { body: proof });
  const predicted = predictions.includes(nonceIn(proof.message));
  return {
    held: shared < 8 && !predicted && login.body.code === 10000,
    seen:
      `20 nonces of ${last.length} characters share at most ${shared} in a row with the next; ` +
      `the victim's next nonce was ${predicted ? '' : 'not '}among the ${predictions.length} ` +
      `predictions forged logins spent; its own login then answered ${login.body.code}`,
  };
}

async function reorgKeepsCredit(context: Context): Promise<Outcome> {
  const { account, token } = await newUser();
  await fund(context, account.address, '500');
  const order = await createOrder(token, '500');
  const snapshot = await chainControls.snapshot();
  await pay(context, account, '500', order.orderNo);
  const credited = await waitFor(
    () => recordOf(token, order.orderNo),
    (r) => r?.status === 'success',
  );
  if (credited?.status !== 'success')
    return { held: false, seen: `the 500 USDT payment was not credited (${credited?.status})` };
  // The chain that wins holds the same sender paying the same order 1 wei.
  await chainControls.revert({ id: snapshot });
  await pay(context, account, ONE_WEI, order.orderNo);
  const after = await waitFor(
    async () => ({ record: await recordOf(token, order.orderNo), balance: await balanceOf(token) }),
    ({ record, balance }) => record?.paid?.amount === ONE_WEI && balance.USDT === ONE_WEI,
  );
  const newTx = after.record?.txHash != null && after.record.txHash !== credited.txHash;
  return {
    held:
      after.record?.status === 'success' &&
      after.record.paid?.amount === ONE_WEI &&
      newTx &&
      after.balance.USDT === ONE_WEI,
    seen:
      `500 USDT credited, then a reorg to a 1 wei payment: record ${after.record?.status}, ` +
      `paid ${after.record?.paid?.amount ?? 'nothing'} ${after.record?.paid?.symbol ?? ''}, ` +
      `${newTx ? 'hash of the new payment' : 'hash of the vanished payment'}, balance ${after.balance.USDT} USDT`,
  };
}

async function reversalBelowZero(context: Context): Promise<Outcome> {
  const { account, token } = await newUser();
  await fund(context, account.address, '100');
  const order = await createOrder(token, '100');
  const snapshot = await chainControls.snapshot();
  await pay(context, account, '100', order.orderNo);
  const credited = await waitFor(
    () => balanceOf(token),
    (b) => b.USDT === '100',
  );
  if (credited.USDT !== '100')
    return { held: false, seen: `the 100 USDT payment was not credited (${credited.USDT})` };
  const withdrawal = await ok<WithdrawRecord>(origin, 'POST', '/api/withdraw', {
    token,
    body: { symbol: 'USDT', address: account.address, amount: '100' },
  });
  await chainControls.revert({ id: snapshot });
  const balance = await waitFor(
    () => balanceOf(token),
    (b) => b.debt?.USDT !== undefined || b.USDT !== '0',
  );
  const records = await ok<Page<WithdrawRecord>>(origin, 'GET', '/api/withdraw/records', {
    token,
  });
  const status = records.list.find((w) => w.id === withdrawal.id)?.status;
  const again = await call(origin, 'POST', '/api/withdraw', {
    token,
    body: { symbol: 'USDT', address: account.address, amount: '10' },
  });
  return {
    held:
      !balance.USDT.startsWith('-') &&
      balance.debt?.USDT === '100' &&
      status === 'held' &&
      again.body.code === 1080,
    seen:
      `credit 100, withdraw 100, reorg drops the deposit: balance ${balance.USDT} USDT, ` +
      `debt ${balance.debt?.USDT ?? 'none'}, the withdrawal ${status}, a new one answered ${again.body.code}`,
  };
}

async function unboundedOrders(): Promise<Outcome> {
  const { token } = await newUser();
  const ceiling = 100;
  for (let created = 0; created <= ceiling; created += 1) {
    const { body } = await call<{ limit: number } | null>(origin, 'POST', '/api/recharge/create', {
      token,
      body: { symbol: 'USDT', amount: '1' },
    });
    if (body.code === 10000) continue;
    return {
      held: body.code === 1081 && body.data?.limit === created,
      seen: `${created} unpaid orders accepted, the next answered ${body.code} ${JSON.stringify(body.data)}`,
    };
  }
  return { held: false, seen: `${ceiling + 1} unpaid orders of one account accepted` };
}

async function nonceStoreFilled(): Promise<Outcome> {
  const clients = Array.from({ length: 6 }, newClient);
  const served: number[] = [];
  for (const client of clients) {
    let count = 0;
    for (let i = 0; i < 51; i += 1) {
      const { body } = await nonceFor(newAccount().address, client);
      if (body.code === 10000) count += 1;
      else if (body.code === 1001) break;
      else throw new Error(`a nonce request answered ${body.code}`);
    }
    served.push(count);
  }
  const newcomer = newClient();
  const signedIn = await newUser(newcomer).then(
    () => 'signed in',
    (error: unknown) => `was refused (${String(error)})`,
  );
  return {
    held: served.every((n) => n < 51) && signedIn === 'signed in',
    seen:
      `6 clients × 51 nonce requests: ${served.join('/')} served, the rest answered 1001; ` +
      `a newcomer then ${signedIn} (the 100 000 store cap itself is not reached at this scale)`,
  };
}

async function sharedAddressLockout(): Promise<Outcome> {
  const office = newClient();
  const victim = newAccount();
  const proof = await signedLogin(stack, victim, { uri: origin, from: office });
  const codes = new Set<number>();
  for (let i = 0; i < 10; i += 1) codes.add((await nonceFor(victim.address, office)).body.code);
  const login = await call(origin, 'POST', '/api/login', { body: proof, from: office });
  return {
    held: login.body.code === 10000,
    seen:
      `10 nonce requests for the victim's address from its own network address (${[...codes].join('/')}), ` +
      `then the victim's login answered ${login.body.code}`,
  };
}

async function partialPayment(context: Context): Promise<Outcome> {
  const { account, token } = await newUser();
  await fund(context, account.address, '5');
  const order = await createOrder(token, '10');
  await pay(context, account, '5', order.orderNo);
  const { record, balance } = await waitFor(
    async () => ({ record: await recordOf(token, order.orderNo), balance: await balanceOf(token) }),
    (s) => s.record?.status === 'success' && s.balance.USDT === '5',
  );
  return {
    held: record?.status === 'success' && record.paid?.amount === '5' && balance.USDT === '5',
    seen:
      `5 USDT paid against a 10 USDT order: record ${record?.status}, ` +
      `paid ${record?.paid?.amount ?? 'nothing'} of ${record?.amount}, balance ${balance.USDT} USDT`,
  };
}

async function transferToDisabled(): Promise<Outcome> {
  const token = await loginAs(stack, 1);
  const before = (await balanceOf(token)).USDT;
  const { body } = await call(origin, 'POST', '/api/transfer', {
    token,
    body: { symbol: 'USDT', address: accountAt(4).address, amount: '1' },
  });
  const after = (await balanceOf(token)).USDT;
  return {
    held: body.code === 1082 && after === before,
    seen: `#1 sends 1 USDT to #4: ${body.code} ${body.msg}; #1's balance ${before} → ${after}`,
  };
}

/** A request sent exactly as spelled, to the stack's web server. */
async function raw(path: string, method = 'GET', body?: string) {
  const headers = body === undefined ? {} : { 'content-type': 'application/json' };
  const answer = await rawRequest(origin, { path, method, headers, body });
  return { ...answer, text: answer.body.toString('utf8') };
}

async function rpcSigns(testControls: boolean): Promise<Outcome> {
  const from = accountAt(0).address;
  const tx = { from, to: accountAt(1).address, value: '0x1' };
  const typedData = JSON.stringify({
    types: {
      EIP712Domain: [{ name: 'name', type: 'string' }],
      Note: [{ name: 'text', type: 'string' }],
    },
    primaryType: 'Note',
    domain: { name: 'RWAT' },
    message: { text: 'sign me' },
  });
  const calls: [string, unknown[]][] = [
    ['eth_sendTransaction', [tx]],
    ['eth_signTransaction', [tx]],
    ['personal_sign', ['0x68656c6c6f', from]],
    ['eth_sign', [from, '0x68656c6c6f']],
    ['eth_signTypedData_v4', [from, typedData]],
  ];
  const signed: string[] = [];
  for (const [method, params] of calls) {
    const answer = await raw(
      '/rpc',
      'POST',
      JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    );
    const parsed = JSON.parse(answer.text) as { result?: unknown; error?: unknown };
    if (parsed.result !== undefined || parsed.error === undefined) signed.push(method);
  }
  // The same call hidden in a batch beside one the page may make.
  const batch = await raw(
    '/rpc',
    'POST',
    JSON.stringify([
      { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'eth_sendTransaction', params: [tx] },
    ]),
  );
  const answers = JSON.parse(batch.text) as unknown;
  const batched = Array.isArray(answers)
    ? (answers as { id?: unknown; result?: unknown }[]).find((a) => a.id === 2)
    : undefined;
  if (batched?.result !== undefined) signed.push('eth_sendTransaction in a batch');
  return {
    held: signed.length === 0,
    seen:
      (signed.length === 0
        ? `${calls.length} signing methods and one in a batch refused with a JSON-RPC error`
        : `signed or forwarded: ${signed.join(', ')}${testControls ? ' (a --test stack forwards every method)' : ''}`) +
      '; the 15 s upstream timeout is not staged (it needs a stalled chain: web/server.test.ts)',
  };
}

async function staticLeftovers(): Promise<Outcome> {
  const host = new URL(origin).host;
  const redirects = [
    '/.//evil.com/..%2F_next',
    '//evil.com/..%2F_next',
    '/.//evil.com/..%2Fdocs',
    '/./\\evil.com/..%2Fdocs',
    '/%2F/evil.com/..%2F..%2Fdocs',
  ];
  const away: string[] = [];
  for (const path of redirects) {
    const location = (await raw(path)).headers.location;
    if (location === undefined) continue;
    if (!/^\/(?![/\\])/.test(location) || new URL(location, origin).host !== host)
      away.push(`${path} → ${location}`);
  }
  const files = [
    '/_headers',
    '/.%2F_headers',
    '/%2E%2F_headers',
    '/docs/..%2F_headers',
    '/%5Fheaders',
  ];
  const servedFile: string[] = [];
  for (const path of files) {
    const answer = await raw(path);
    if (/^\s+X-Frame-Options: DENY$/m.test(answer.text))
      servedFile.push(`${path} (${answer.status})`);
  }
  return {
    held: away.length === 0 && servedFile.length === 0,
    seen:
      (away.length
        ? `redirected away: ${away.join(', ')}`
        : `${redirects.length} spellings redirect nowhere else`) +
      '; ' +
      (servedFile.length
        ? `_headers served at ${servedFile.join(', ')}`
        : `${files.length} spellings of _headers never serve it`),
  };
}

async function noticeTitles(): Promise<Outcome> {
  const list = await ok<Page<AnnouncementSummary>>(origin, 'GET', '/api/notice/list?size=50');
  const titles = list.list.map((notice) => notice.title);
  for (const notice of list.list) {
    const detail = await ok<AnnouncementDetail>(
      origin,
      'GET',
      `/api/notice/detail?id=${notice.id}`,
    );
    titles.push(detail.title);
  }
  const turned = titles.filter((title) => plainText(title) !== title);
  return {
    held: turned.length === 0,
    seen:
      `${list.list.length} notices' titles in list and detail ${turned.length ? `carry bidi controls: ${turned.map((t) => JSON.stringify(t)).join(', ')}` : 'carry no bidi control'}` +
      ' (only the served titles are checked: nothing over HTTP writes a title; controls.test.ts cleans a hostile one)',
  };
}

async function main(): Promise<void> {
  const config = await ok<PlatformConfig>(origin, 'GET', '/api/config').catch((error: unknown) => {
    throw new Error(`no stack answers at ${origin} (start one with npm start): ${String(error)}`);
  });
  const usdt = config.depositTokens.find((t) => t.symbol === 'USDT')?.address;
  if (!usdt) throw new Error('the config names no USDT deposit token');
  const context: Context = { usdt, vault: config.vault };
  const testControls = (await raw('/__test/state')).status === 200;
  console.info(
    `Issue 40's reproductions against ${origin} (reorgs staged on ${values.chain}; ` +
      `test controls ${testControls ? 'on, not used' : 'off'})`,
  );
  const items: [string, () => Promise<Outcome>][] = [
    ['Sign-in nonces can be predicted', predictableNonces],
    ['A reorg can keep a credit the chain no longer holds', () => reorgKeepsCredit(context)],
    ['Reversals drive balances below zero', () => reversalBelowZero(context)],
    ['Unbounded per-account state (limit + 1 orders)', unboundedOrders],
    ['The nonce store can be filled for everyone (306 requests)', nonceStoreFilled],
    ['Shared addresses lock each other out', sharedAddressLockout],
    ['Partial payments are lost', () => partialPayment(context)],
    ['Transfers to a disabled account succeed', transferToDisabled],
    ["The demo's /rpc signs with the chain's unlocked accounts", () => rpcSigns(testControls)],
    ['Static server leftovers', staticLeftovers],
    ["A notice's title keeps U+202E", noticeTitles],
  ];
  let broken = 0;
  for (const [i, [title, run]] of items.entries()) {
    const outcome = await run().catch(
      (error: unknown): Outcome => ({ held: false, seen: `failed to run: ${String(error)}` }),
    );
    if (!outcome.held) broken += 1;
    console.info(
      `${String(i + 1).padStart(2)} ${outcome.held ? 'held  ' : 'BROKEN'} ${title}: ${outcome.seen}`,
    );
  }
  console.info(broken ? `${broken} of ${items.length} broken` : `all ${items.length} held`);
  process.exitCode = broken ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
