import { config } from '@/lib/config';
import { vaultAbi } from '@/lib/contract/vault-abi';

/** The deployed vault the app deposits into. */
export const vault = { address: config.vault, abi: vaultAbi } as const;
