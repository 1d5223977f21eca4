import type { ComponentType } from 'react';
import * as HomeScreen from '@/features/home/HomeScreen';
import { recordScreenLoaders } from '@/features/records/record-routes';
import type { ScreenProps } from '@/lib/router/screen-props';
import type { RouteId } from '@/lib/routes';

type ScreenModule = { default: ComponentType<ScreenProps> };

/**
 * Every route's screen, each its own chunk, except Home: most visits start there, so it comes
 * with the page's own scripts instead of being asked for after they have run. A Record, so a
 * route without a screen fails the build.
 */
export const screenLoaders: Record<RouteId, () => Promise<ScreenModule>> = {
  home: () => Promise.resolve(HomeScreen),
  staking: () => import('@/features/staking/StakingScreen'),
  stakingOrders: () => import('@/features/staking/StakingOrdersScreen'),
  team: () => import('@/features/team/TeamScreen'),
  assets: () => import('@/features/assets/AssetsScreen'),
  deposit: () => import('@/features/assets/deposit/DepositScreen'),
  withdraw: () => import('@/features/assets/WithdrawScreen'),
  flashExchange: () => import('@/features/assets/FlashExchangeScreen'),
  transfer: () => import('@/features/assets/TransferScreen'),
  announcements: () => import('@/features/announcements/AnnouncementsScreen'),
  announcementDetail: () => import('@/features/announcements/AnnouncementDetailScreen'),
  ...recordScreenLoaders,
  ledger: () => import('@/features/records/LedgerScreen'),
  chooseLocation: () => import('@/features/home/LocationScreen'),
  openLocation: () => import('@/features/home/LocationScreen'),
};
