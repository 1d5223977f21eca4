import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  http,
  isAddressEqual,
  maxUint256,
  multicall3Abi,
  parseAbi,
  parseEventLogs,
  parseUnits,
  toFunctionSelector,
  zeroAddress,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../processes';
import { depositVaultAbi } from './abis';
import { anvilAccounts, operatorAccount, treasuryAccount } from './accounts';
import { type RunningChain, startChain } from './anvil';
import { compileContracts } from './compile';
import { type Deployment, deployContracts, initialTokenBalance, mint } from './deploy';
import { localBsc, localPublicClient, localWalletClient } from './local-chain';
import { readStackConfig } from './stack-config';

const multicallExtrasAbi = parseAbi([
  'function getChainId() view returns (uint256 chainid)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
  'struct Call { address target; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function tryAggregate(bool requireSuccess, Call[] calls) payable returns (Result[] returnData)',
]);

let chain: RunningChain;
let deployment: Deployment;
let rpcUrl: string;

beforeAll(async () => {
  // Never the stack's own port, so a demo chain left running does not break the tests.
  chain = await startChain({ port: await freePort() });
  rpcUrl = chain.rpcUrl;
  deployment = await deployContracts(rpcUrl);
});

afterAll(async () => {
  await chain?.stop();
});

const publicClient = () => localPublicClient(rpcUrl);
const walletOf = (index: number) => {
  const account = anvilAccounts[index];
  if (!account) throw new Error(`no anvil account ${index}`);
  return localWalletClient(rpcUrl, privateKeyToAccount(account.privateKey));
};

/** The custom error a call reverted with, by name, or its selector when the ABI does not know it. */
async function revertOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    const reverted =
      error instanceof BaseError
        ? error.walk((e) => e instanceof ContractFunctionRevertedError)
        : undefined;
    if (reverted instanceof ContractFunctionRevertedError) {
      return reverted.data?.errorName ?? reverted.signature ?? reverted.reason ?? 'unknown';
    }
    throw error;
  }
  throw new Error('expected the call to revert, but it succeeded');
}

async function approveAndDeposit(
  index: number,
  token: Address,
  amount: bigint,
  orderNo: bigint,
  flag = 1n,
) {
  const wallet = walletOf(index);
  const client = publicClient();
  const approval = await wallet.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [deployment.vault, maxUint256],
  });
  await client.waitForTransactionReceipt({ hash: approval });
  const hash = await wallet.writeContract({
    address: deployment.vault,
    abi: depositVaultAbi,
    functionName: 'deposit',
    args: [token, amount, orderNo, flag],
  });
  return client.waitForTransactionReceipt({ hash });
}

describe('deployment', () => {
  it('puts the contracts at the addresses in stack.config.json', () => {
    const { contracts } = readStackConfig();
    expect(deployment).toEqual({
      ...contracts,
      treasury: treasuryAccount.address,
      operator: operatorAccount.address,
    });
  });

  it('serves the shared account list and funds accounts 0 to 7 with both tokens', async () => {
    const client = publicClient();
    const nodeAccounts = await createWalletClient({ transport: http(rpcUrl) }).getAddresses();
    expect(nodeAccounts.map((a) => getAddress(a))).toEqual(anvilAccounts.map((a) => a.address));
    for (const [index, account] of anvilAccounts.entries()) {
      for (const token of [deployment.USDT, deployment.RWAC]) {
        const balance = await client.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [account.address],
        });
        expect(balance).toBe(index < 8 ? initialTokenBalance : 0n);
      }
    }
  });

  it('names the tokens and sets up the vault roles', async () => {
    const client = publicClient();
    const read = (functionName: 'name' | 'symbol', address: Address) =>
      client.readContract({ address, abi: erc20Abi, functionName });
    expect(await read('symbol', deployment.USDT)).toBe('USDT');
    expect(await read('symbol', deployment.RWAC)).toBe('RWAC');
    expect(
      await client.readContract({
        address: deployment.USDT,
        abi: erc20Abi,
        functionName: 'decimals',
      }),
    ).toBe(18);
    const vaultRead = (functionName: 'owner' | 'operator' | 'vault') =>
      client.readContract({ address: deployment.vault, abi: depositVaultAbi, functionName });
    expect(await vaultRead('owner')).toBe(anvilAccounts[0].address);
    expect(await vaultRead('operator')).toBe(operatorAccount.address);
    expect(await vaultRead('vault')).toBe(treasuryAccount.address);
  });

  it('mint tops up any address, also when called concurrently', async () => {
    const to = '0x000000000000000000000000000000000000dEaD';
    await Promise.all([1n, 2n, 3n].map((amount) => mint(rpcUrl, deployment.RWAC, to, amount)));
    expect(
      await publicClient().readContract({
        address: deployment.RWAC,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [to],
      }),
    ).toBe(6n);
  });
});

describe('DepositVault.deposit', () => {
  it('moves the tokens to the treasury, emits DepositToken and stores the order', async () => {
    const client = publicClient();
    const user = anvilAccounts[1].address;
    const amount = parseUnits('123.45', 18);
    const orderNo = 1_001n;
    const balanceOf = (address: Address) =>
      client.readContract({
        address: deployment.USDT,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      });
    const userBefore = await balanceOf(user);
    const treasuryBefore = await balanceOf(deployment.treasury);

    const receipt = await approveAndDeposit(1, deployment.USDT, amount, orderNo);
    expect(receipt.status).toBe('success');

    expect(await balanceOf(user)).toBe(userBefore - amount);
    expect(await balanceOf(deployment.treasury)).toBe(treasuryBefore + amount);
    const events = parseEventLogs({
      abi: depositVaultAbi,
      eventName: 'DepositToken',
      logs: receipt.logs,
    });
    expect(events).toHaveLength(1);
    expect(events[0]?.address).toBe(deployment.vault.toLowerCase());
    expect(events[0]?.args).toEqual({ from: user, to: deployment.treasury, orderNo, amount });

    const block = await client.getBlock({ blockNumber: receipt.blockNumber });
    const order = await client.readContract({
      address: deployment.vault,
      abi: depositVaultAbi,
      functionName: 'getOrder',
      args: [orderNo],
    });
    expect(order).toEqual({
      orderNo,
      token: deployment.USDT,
      from: user,
      to: deployment.treasury,
      amount,
      blockNumber: receipt.blockNumber,
      timestamp: block.timestamp,
    });
    // The app approves the maximum once; it must still be there for the next deposit.
    expect(
      await client.readContract({
        address: deployment.USDT,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [user, deployment.vault],
      }),
    ).toBe(maxUint256);
  });

  it('refuses an order number that was already used', async () => {
    await approveAndDeposit(2, deployment.USDT, 1n, 2_002n);
    const again = walletOf(3).writeContract({
      address: deployment.vault,
      abi: depositVaultAbi,
      functionName: 'deposit',
      args: [deployment.RWAC, 5n, 2_002n, 1n],
    });
    expect(await revertOf(again)).toBe('OrderExist');
  });

  it('refuses a flag other than 1, a zero amount and the zero token', async () => {
    const wallet = walletOf(2);
    const deposit = (token: Address, amount: bigint, flag: bigint) =>
      wallet.writeContract({
        address: deployment.vault,
        abi: depositVaultAbi,
        functionName: 'deposit',
        args: [token, amount, 3_003n, flag],
      });
    expect(await revertOf(deposit(deployment.USDT, 1n, 2n))).toBe('ParamError');
    expect(await revertOf(deposit(deployment.USDT, 0n, 1n))).toBe('ParamError');
    expect(await revertOf(deposit(zeroAddress, 1n, 1n))).toBe('ParamError');
  });

  it("passes on the token's own error when the allowance is missing, and stores nothing", async () => {
    const failed = walletOf(4).writeContract({
      address: deployment.vault,
      abi: depositVaultAbi,
      functionName: 'deposit',
      args: [deployment.RWAC, 1n, 4_004n, 1n],
    });
    expect(await revertOf(failed)).toBe(
      toFunctionSelector('ERC20InsufficientAllowance(address,uint256,uint256)'),
    );
    const order = await publicClient().readContract({
      address: deployment.vault,
      abi: depositVaultAbi,
      functionName: 'getOrder',
      args: [4_004n],
    });
    expect(order.from).toBe(zeroAddress);
  });
});

describe('a vault without a receiver', () => {
  let freshVault: Address;

  beforeAll(async () => {
    const { abi, bytecode } = compileContracts().DepositVault;
    const client = publicClient();
    const hash = await walletOf(0).deployContract({ abi, bytecode });
    const { contractAddress } = await client.waitForTransactionReceipt({ hash });
    if (!contractAddress) throw new Error('the fresh vault was not deployed');
    freshVault = contractAddress;
  });

  const setVault = (index: number, receiver: Address) =>
    walletOf(index).writeContract({
      address: freshVault,
      abi: depositVaultAbi,
      functionName: 'setVault',
      args: [receiver],
    });

  it('refuses deposits with VaultIsNull', async () => {
    const failed = walletOf(5).writeContract({
      address: freshVault,
      abi: depositVaultAbi,
      functionName: 'deposit',
      args: [deployment.USDT, 1n, 5_005n, 1n],
    });
    expect(await revertOf(failed)).toBe('VaultIsNull');
  });

  it('lets only the owner and the operator set the receiver', async () => {
    const client = publicClient();
    expect(await revertOf(setVault(5, anvilAccounts[5].address))).toBe('NotOperator');

    // The operator role belongs to no one until the owner grants it.
    const grantToSix = walletOf(6).writeContract({
      address: freshVault,
      abi: depositVaultAbi,
      functionName: 'setOperator',
      args: [anvilAccounts[6].address],
    });
    expect(await revertOf(grantToSix)).toBe('NotOwner');
    const granted = await walletOf(0).writeContract({
      address: freshVault,
      abi: depositVaultAbi,
      functionName: 'setOperator',
      args: [anvilAccounts[6].address],
    });
    await client.waitForTransactionReceipt({ hash: granted });

    await client.waitForTransactionReceipt({ hash: await setVault(6, anvilAccounts[7].address) });
    const receiver = () =>
      client.readContract({ address: freshVault, abi: depositVaultAbi, functionName: 'vault' });
    expect(await receiver()).toBe(anvilAccounts[7].address);
    await client.waitForTransactionReceipt({ hash: await setVault(0, treasuryAccount.address) });
    expect(await receiver()).toBe(treasuryAccount.address);

    const takeOver = walletOf(6).writeContract({
      address: freshVault,
      abi: depositVaultAbi,
      functionName: 'transferOwnership',
      args: [anvilAccounts[6].address],
    });
    expect(await revertOf(takeOver)).toBe('NotOwner');
  });
});

describe('Multicall3 at its canonical address', () => {
  it('answers getChainId with 56 and getBlockNumber with the head', async () => {
    const client = publicClient();
    const read = (functionName: 'getChainId' | 'getBlockNumber') =>
      client.readContract({
        address: deployment.multicall3,
        abi: multicallExtrasAbi,
        functionName,
      });
    expect(await read('getChainId')).toBe(56n);
    expect(await read('getBlockNumber')).toBe(await client.getBlockNumber());
  });

  it("serves viem's multicall (aggregate3) on the bsc chain object, failures included", async () => {
    const client = publicClient();
    expect(isAddressEqual(client.chain.contracts.multicall3.address, deployment.multicall3)).toBe(
      true,
    );
    const user = anvilAccounts[0].address;
    const results = await client.multicall({
      contracts: [
        { address: deployment.USDT, abi: erc20Abi, functionName: 'balanceOf', args: [user] },
        { address: deployment.RWAC, abi: erc20Abi, functionName: 'symbol' },
        { address: deployment.vault, abi: depositVaultAbi, functionName: 'vault' },
        {
          address: deployment.multicall3,
          abi: multicall3Abi,
          functionName: 'getEthBalance',
          args: [user],
        },
        {
          address: deployment.USDT,
          abi: erc20Abi,
          functionName: 'transferFrom',
          args: [deployment.treasury, user, 1n],
        },
      ],
    });
    expect(results[0]).toEqual({ status: 'success', result: initialTokenBalance });
    expect(results[1]).toEqual({ status: 'success', result: 'RWAC' });
    expect(results[2]).toEqual({ status: 'success', result: deployment.treasury });
    expect(results[3]?.status).toBe('success');
    expect(results[3]?.result).toBe(await client.getBalance({ address: user }));
    expect(results[4]?.status).toBe('failure');
  });

  it('batches separate reads into one aggregate3 call when the client asks for it', async () => {
    const requests: string[] = [];
    const client = createPublicClient({
      chain: localBsc(rpcUrl),
      batch: { multicall: true },
      transport: http(rpcUrl, {
        onFetchRequest: async (request) => {
          requests.push(await request.clone().text());
        },
      }),
    });
    const reads = await Promise.all(
      [deployment.USDT, deployment.RWAC].map((address) =>
        client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
      ),
    );
    expect(reads).toEqual([18, 18]);
    const calls = requests.filter((body) => body.includes('eth_call'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.toLowerCase()).toContain(deployment.multicall3.toLowerCase());
  });

  it('keeps the older aggregate entry points', async () => {
    const { result } = await publicClient().simulateContract({
      address: deployment.multicall3,
      abi: multicallExtrasAbi,
      functionName: 'tryAggregate',
      args: [
        false,
        [{ target: deployment.multicall3, callData: toFunctionSelector('getChainId()') }],
      ],
    });
    expect(result[0]?.success).toBe(true);
    expect(BigInt(result[0]?.returnData ?? '0x')).toBe(56n);
  });
});
