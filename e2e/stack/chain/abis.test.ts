import { statSync } from 'node:fs';
import { type Abi, type AbiParameter, erc20Abi, multicall3Abi, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { depositVaultAbi, testTokenAbi } from './abis';
import { cacheFile, compileContracts } from './compile';

type AbiItem = Abi[number];

const artifacts = compileContracts();

// The compiler adds Solidity type names that hand-written ABIs leave out; they never reach the wire.
function withoutInternalTypes(item: AbiItem): unknown {
  return JSON.parse(
    JSON.stringify(item, (key, value) => (key === 'internalType' ? undefined : value)),
  );
}

function itemName(item: AbiItem): string {
  return 'name' in item ? item.name : item.type;
}

function label(item: AbiItem): string {
  return `${item.type} ${itemName(item)}`;
}

function findItem(abi: Abi, wanted: AbiItem): AbiItem | undefined {
  return abi.find((item) => item.type === wanted.type && itemName(item) === itemName(wanted));
}

/** Types only: names differ between codebases and do not change what is sent or decoded. */
function shape(item: AbiItem): string {
  const types = (params: readonly AbiParameter[]): string =>
    params.map((p) => ('components' in p ? `(${types(p.components)})` : '') + p.type).join(',');
  const indexed = (params: readonly AbiParameter[]): string =>
    params.map((p) => ('indexed' in p && p.indexed ? 'i' : '-')).join('');
  if (item.type === 'function')
    return `${item.name}(${types(item.inputs)})(${types(item.outputs)})`;
  if (item.type === 'event') return `${item.name}(${types(item.inputs)})[${indexed(item.inputs)}]`;
  if (item.type === 'error') return `${item.name}(${types(item.inputs)})`;
  return item.type;
}

// A pure function is called exactly like a view one; the compiler insists on pure for constants.
function readOnly(mutability: string): string {
  return mutability === 'pure' ? 'view' : mutability;
}

describe('abis.ts', () => {
  const cases = [
    ['depositVaultAbi', depositVaultAbi, artifacts.DepositVault.abi],
    ['testTokenAbi', testTokenAbi, artifacts.TestToken.abi],
  ] as const;

  for (const [name, declared, compiled] of cases) {
    it(`${name} declares exactly what the compiled contract has`, () => {
      for (const item of declared) {
        const match = findItem(compiled, item);
        expect(match, `${name}: ${label(item)} is not in the compiled ABI`).toBeDefined();
        expect(withoutInternalTypes(item)).toEqual(withoutInternalTypes(match!));
      }
    });
  }

  it('declares every vault entry the app and the API rely on', () => {
    const names = depositVaultAbi.map(itemName);
    for (const name of ['deposit', 'getOrder', 'DepositToken', 'OrderExist', 'ParamError']) {
      expect(names).toContain(name);
    }
    expect(names).toContain('VaultIsNull');
  });
});

describe('compiled contracts', () => {
  it('the test token implements the whole ERC-20 interface plus the allowance helpers', () => {
    const compiled = artifacts.TestToken.abi;
    for (const item of erc20Abi) {
      const match = findItem(compiled, item);
      expect(match, label(item)).toBeDefined();
      expect(shape(match!)).toBe(shape(item));
      if (item.type === 'function' && match?.type === 'function') {
        expect(readOnly(match.stateMutability), item.name).toBe(readOnly(item.stateMutability));
      }
    }
    const helpers = parseAbi([
      'function increaseAllowance(address spender, uint256 addedValue) returns (bool)',
      'function decreaseAllowance(address spender, uint256 subtractedValue) returns (bool)',
    ]);
    for (const item of helpers) expect(shape(findItem(compiled, item)!)).toBe(shape(item));
  });

  it('Multicall3 has the full canonical interface', () => {
    const canonical = parseAbi([
      'struct Call { address target; bytes callData; }',
      'struct Call3 { address target; bool allowFailure; bytes callData; }',
      'struct Call3Value { address target; bool allowFailure; uint256 value; bytes callData; }',
      'struct Result { bool success; bytes returnData; }',
      'function aggregate(Call[] calls) payable returns (uint256 blockNumber, bytes[] returnData)',
      'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
      'function aggregate3Value(Call3Value[] calls) payable returns (Result[] returnData)',
      'function blockAndAggregate(Call[] calls) payable returns (uint256 blockNumber, bytes32 blockHash, Result[] returnData)',
      'function tryAggregate(bool requireSuccess, Call[] calls) payable returns (Result[] returnData)',
      'function tryBlockAndAggregate(bool requireSuccess, Call[] calls) payable returns (uint256 blockNumber, bytes32 blockHash, Result[] returnData)',
      'function getBasefee() view returns (uint256 basefee)',
      'function getBlockHash(uint256 blockNumber) view returns (bytes32 blockHash)',
      'function getBlockNumber() view returns (uint256 blockNumber)',
      'function getChainId() view returns (uint256 chainid)',
      'function getCurrentBlockCoinbase() view returns (address coinbase)',
      'function getCurrentBlockDifficulty() view returns (uint256 difficulty)',
      'function getCurrentBlockGasLimit() view returns (uint256 gaslimit)',
      'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
      'function getEthBalance(address addr) view returns (uint256 balance)',
      'function getLastBlockHash() view returns (bytes32 blockHash)',
    ]);
    const compiled = artifacts.Multicall3.abi;
    for (const item of [...canonical, ...multicall3Abi]) {
      if (item.type !== 'function') continue;
      const match = findItem(compiled, item);
      expect(match, label(item)).toBeDefined();
      expect(shape(match!)).toBe(shape(item));
    }
    for (const item of canonical) {
      const match = findItem(compiled, item);
      if (item.type === 'function' && match?.type === 'function') {
        expect(match.stateMutability, item.name).toBe(item.stateMutability);
      }
    }
  });

  it('the cached build is reused when nothing changed', () => {
    // A compile writes a new file over the cache (a rename): the same file means none ran.
    const before = statSync(cacheFile);
    expect(compileContracts()).toEqual(artifacts);
    const after = statSync(cacheFile);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
  });
});
