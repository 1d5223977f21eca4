import type { ComponentType } from 'react';
import * as HomeScreen from '@/features/home/HomeScreen';
import { recordScreenLoaders } from '@/features/records/record-screen-loaders';
import { withScreenWords } from '@/lib/i18n/locale-state';
import type { ScreenProps } from '@/lib/router/screen-props';
import type { RouteId } from '@/lib/routes';

type ScreenModule = { default: ComponentType<ScreenProps> };

/**
 * Every route's screen, each its own chunk, except Home: most visits start there, so it comes
 * with the page's own scripts instead of being asked for after they have run. Every other
 * screen comes with the words of all screens, which Home's visitors never load. A Record, so a
 * route without a screen fails the build.
 */
export const screenLoaders: Record<RouteId, () => Promise<ScreenModule>> = {
  home: () => Promise.resolve(HomeScreen),
  staking: () => withScreenWords(import('@/features/staking/StakingScreen')),
  stakingOrders: () => withScreenWords(import('@/features/staking/StakingOrdersScreen')),
  team: () => withScreenWords(import('@/features/team/TeamScreen')),
  assets: () => withScreenWords(import('@/features/assets/AssetsScreen')),
  deposit: () => withScreenWords(import('@/features/assets/deposit/DepositScreen')),
  withdraw: () => withScreenWords(import('@/features/assets/WithdrawScreen')),
  flashExchange: () => withScreenWords(import('@/features/assets/FlashExchangeScreen')),
  transfer: () => withScreenWords(import('@/features/assets/TransferScreen')),
  announcements: () => withScreenWords(import('@/features/announcements/AnnouncementsScreen')),
  announcementDetail: () =>
    withScreenWords(import('@/features/announcements/AnnouncementDetailScreen')),
  ...recordScreenLoaders,
  ledger: () => withScreenWords(import('@/features/records/LedgerScreen')),
  chooseLocation: () => withScreenWords(import('@/features/home/LocationScreen')),
  openLocation: () => withScreenWords(import('@/features/home/LocationScreen')),
};
