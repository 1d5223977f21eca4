import {
  type Abi,
  type Address,
  BaseError,
  type Hash,
  type Hex,
  isAddressEqual,
  NonceTooLowError,
  parseUnits,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { depositVaultAbi, testTokenAbi } from './abis';
import { deployerAccount, operatorAccount, treasuryAccount, userAccounts } from './accounts';
import { compileContracts } from './compile';
import { localPublicClient, localTestClient, localWalletClient } from './local-chain';
import { readStackConfig } from './stack-config';

export type Deployment = {
  USDT: Address;
  RWAC: Address;
  vault: Address;
  multicall3: Address;
  treasury: Address;
  operator: Address;
};

/** What accounts 0 to 7 hold of each token right after deployment. */
export const initialTokenBalance = parseUnits('1000000', 18);

/** Tokens in deployment order: the order fixes their addresses. */
export const testTokens = [
  { key: 'USDT', name: 'Tether USD', symbol: 'USDT' },
  { key: 'RWAC', name: 'RWAC', symbol: 'RWAC' },
] as const;

// Sends test-control mints: an address no key controls and no user, wallet or deployer shares, so
// its nonces can never collide with transactions the app or the tests are signing at that moment.
const faucetAddress: Address = '0x000000000000000000000000000000000000F00D';

async function confirmed(
  publicClient: ReturnType<typeof localPublicClient>,
  hash: Hash,
  what: string,
): Promise<TransactionReceipt> {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`${what} reverted (tx ${hash})`);
  return receipt;
}

/**
 * Deploys the test tokens and the deposit vault from account 0 onto a fresh chain, places
 * Multicall3 at its canonical address and funds accounts 0 to 7. The addresses depend only on the
 * deployer's nonces, so they equal the ones in stack.config.json or this throws.
 */
export async function deployContracts(rpcUrl: string): Promise<Deployment> {
  const config = readStackConfig();
  const artifacts = compileContracts();
  const account = privateKeyToAccount(deployerAccount.privateKey);
  if (!isAddressEqual(account.address, config.deployer)) {
    throw new Error(`stack.config.json names deployer ${config.deployer}, not ${account.address}`);
  }
  const publicClient = localPublicClient(rpcUrl);
  const wallet = localWalletClient(rpcUrl, account);

  const chainId = await publicClient.getChainId();
  if (chainId !== config.chainId) {
    throw new Error(`The node on ${rpcUrl} is chain ${chainId}, expected ${config.chainId}`);
  }
  const firstNonce = await publicClient.getTransactionCount({
    address: account.address,
    blockTag: 'pending',
  });
  if (firstNonce !== 0) {
    throw new Error(
      `The deployer ${account.address} has already sent ${firstNonce} transaction(s) on ${rpcUrl}; ` +
        'the contract addresses in stack.config.json need a fresh chain. Restart anvil and deploy again.',
    );
  }

  // Nonces are counted here rather than asked for, so sends need not wait for each other.
  let nonce = firstNonce;
  const deploy = async (
    what: string,
    abi: Abi,
    bytecode: Hex,
    args: readonly unknown[],
    expected: Address,
  ): Promise<Address> => {
    const hash = await wallet.deployContract({ abi, bytecode, args, nonce: nonce++ });
    const { contractAddress } = await confirmed(publicClient, hash, `Deploying ${what}`);
    if (!contractAddress || !isAddressEqual(contractAddress, expected)) {
      throw new Error(
        `${what} was deployed at ${contractAddress ?? 'no address'}, but stack.config.json expects ` +
          `${expected}. The chain was probably not fresh, or the deployment order changed.`,
      );
    }
    return expected;
  };

  const token = artifacts.TestToken;
  const tokenAddresses = {} as Record<(typeof testTokens)[number]['key'], Address>;
  for (const t of testTokens) {
    tokenAddresses[t.key] = await deploy(
      t.symbol,
      token.abi,
      token.bytecode,
      [t.name, t.symbol],
      config.contracts[t.key],
    );
  }
  const vaultArtifact = artifacts.DepositVault;
  const vault = await deploy(
    'DepositVault',
    vaultArtifact.abi,
    vaultArtifact.bytecode,
    [],
    config.contracts.vault,
  );

  // Sent back to back and confirmed together at the end: the node mines each on arrival anyway.
  const sent: { what: string; hash: Hash }[] = [];
  const send = async (what: string, hash: Promise<Hash>) => {
    sent.push({ what, hash: await hash });
  };
  await send(
    'Setting the vault receiver',
    wallet.writeContract({
      address: vault,
      abi: depositVaultAbi,
      functionName: 'setVault',
      args: [treasuryAccount.address],
      nonce: nonce++,
    }),
  );
  await send(
    'Setting the vault operator',
    wallet.writeContract({
      address: vault,
      abi: depositVaultAbi,
      functionName: 'setOperator',
      args: [operatorAccount.address],
      nonce: nonce++,
    }),
  );
  for (const user of userAccounts) {
    for (const t of testTokens) {
      await send(
        `Minting ${t.symbol} to ${user.address}`,
        wallet.writeContract({
          address: tokenAddresses[t.key],
          abi: testTokenAbi,
          functionName: 'mint',
          args: [user.address, initialTokenBalance],
          nonce: nonce++,
        }),
      );
    }
  }

  const multicall3 = config.contracts.multicall3;
  const runtime = artifacts.Multicall3.deployedBytecode;
  await localTestClient(rpcUrl).setCode({ address: multicall3, bytecode: runtime });
  const placed = await publicClient.getCode({ address: multicall3 });
  if (placed?.toLowerCase() !== runtime.toLowerCase()) {
    throw new Error(`anvil_setCode did not place Multicall3 at ${multicall3}`);
  }

  await Promise.all(sent.map(({ what, hash }) => confirmed(publicClient, hash, what)));
  return {
    USDT: tokenAddresses.USDT,
    RWAC: tokenAddresses.RWAC,
    vault,
    multicall3,
    treasury: treasuryAccount.address,
    operator: operatorAccount.address,
  };
}

// The node hands out the faucet's nonces itself but reads them without a lock, so two mints sent
// at once can draw the same one. Mints from this process go one at a time; a clash with another
// process (the API and a test both minting) is retried.
const mintQueues = new Map<string, Promise<unknown>>();
const mintAttempts = 5;

async function sendMint(
  rpcUrl: string,
  token: Address,
  to: Address,
  amount: bigint,
): Promise<Hash> {
  const testClient = localTestClient(rpcUrl);
  await testClient.impersonateAccount({ address: faucetAddress });
  await testClient.setBalance({ address: faucetAddress, value: parseUnits('1000', 18) });
  const wallet = localWalletClient(rpcUrl, { address: faucetAddress, type: 'json-rpc' });
  for (let attempt = 1; ; attempt++) {
    try {
      const hash = await wallet.writeContract({
        address: token,
        abi: testTokenAbi,
        functionName: 'mint',
        args: [to, amount],
      });
      await confirmed(localPublicClient(rpcUrl), hash, `Minting to ${to}`);
      return hash;
    } catch (error) {
      const nonceClash =
        error instanceof BaseError && error.walk((e) => e instanceof NonceTooLowError) !== null;
      if (!nonceClash || attempt >= mintAttempts) throw error;
    }
  }
}

/**
 * Mints `amount` (in the token's smallest unit) of a test token to `to` and waits for the receipt.
 * For tests and the reference API's test controls.
 */
export function mint(rpcUrl: string, token: Address, to: Address, amount: bigint): Promise<Hash> {
  const previous = mintQueues.get(rpcUrl) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => sendMint(rpcUrl, token, to, amount));
  mintQueues.set(rpcUrl, next);
  // Forget a settled queue so a long-lived process does not keep one entry per chain it ever used.
  void next
    .catch(() => undefined)
    .then(() => {
      if (mintQueues.get(rpcUrl) === next) mintQueues.delete(rpcUrl);
    });
  return next;
}
