import { type UnownedAddress, unownedAddress } from '@/lib/contract/unowned-addresses';

/**
 * Where money must not go unnoticed: addresses that no one controls, the app's own contracts,
 * and contracts in general (a token sent to one may be stuck for good). A warning, not a refusal:
 * the person may mean it, so the review asks them to acknowledge it.
 */
export type DestinationRisk =
  /** The zero address or a burn address (lib/contract: the server refuses withdrawals there). */
  | UnownedAddress
  /** One of this app's token or vault contracts. */
  | 'app-contract'
  /** Any other address with code on chain. */
  | 'contract'
  /** The chain could not be asked, so the address is unknown. */
  | 'unchecked';

/** The message key that explains each risk. */
export const riskMessageKeys: Readonly<Record<DestinationRisk, string>> = {
  zero: 'address.zero',
  burn: 'address.burn',
  'app-contract': 'address.appContract',
  contract: 'address.contract',
  unchecked: 'address.unchecked',
};

/** What can be told from the address alone; `undefined` means the chain must be asked. */
export function knownRisk(
  address: string,
  appContracts: readonly string[],
): DestinationRisk | undefined {
  const unowned = unownedAddress(address);
  if (unowned) return unowned;
  const lower = address.toLowerCase();
  if (appContracts.some((c) => c.toLowerCase() === lower)) return 'app-contract';
  return undefined;
}

/** `eth_getCode`'s answer: anything but empty code is a contract. */
export function riskFromCode(code: string | undefined): DestinationRisk | null {
  return code && code !== '0x' && !/^0x0*$/.test(code) ? 'contract' : null;
}

/**
 * The risk of sending to `address`, or null for an ordinary wallet. Only an address with no
 * known risk is looked up on chain; a failed lookup is `unchecked`, never "fine".
 */
export async function assessDestination<A extends string>(
  address: A,
  appContracts: readonly string[],
  readCode: (address: A) => Promise<string | undefined>,
): Promise<DestinationRisk | null> {
  const known = knownRisk(address, appContracts);
  if (known) return known;
  try {
    return riskFromCode(await readCode(address));
  } catch {
    return 'unchecked';
  }
}

/** The app's own contracts, from the build config and the platform config, without blanks. */
export function appContractsFrom(...lists: readonly (readonly (string | undefined)[])[]): string[] {
  const all = lists.flat().filter((a): a is string => Boolean(a && /^0x[0-9a-fA-F]{40}$/.test(a)));
  return [...new Set(all.map((a) => a.toLowerCase()))];
}
