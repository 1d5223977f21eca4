/**
 * The session's own parts of the shell, as one chunk apart from the session's code: each has
 * styles, and a chunk with styles brings a stylesheet, which the sign-in inside a wallet's
 * browser must not wait for. Loaded when one of them is first shown (`sessionUi`).
 */
export { AccountChip } from './AccountChip';
export { NetworkBanner } from './NetworkBanner';
export { PairingDialog } from './PairingDialog';
export { WalletPicker } from './WalletPicker';
