import { type UnownedAddress, unownedAddress } from '@/lib/contract/unowned-addresses';

/**
 * Where money must not go unnoticed: addresses that no one controls, the app's own contracts,
 * and contracts in general (a token sent to one may be stuck for good). Nobody can receive at
 * the zero or a burn address, and what is sent to the app's own token or vault contracts is lost
 * (as Trust Wallet refuses a token sent to its own contract), so the send forms refuse those
 * (`refusedDestinationProblem`), as the server does; the others are warnings, since the person
 * may mean it: the review asks them to acknowledge it.
 */
export type DestinationRisk =
  /** The zero address or a burn address (refused on the form, as the server refuses them). */
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

/** The risks no acknowledgement can accept: the form refuses them as they are typed. */
export function isRefusedRisk(risk: DestinationRisk | null | undefined): boolean {
  return risk === 'zero' || risk === 'burn' || risk === 'app-contract';
}

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
