import type { ComponentType } from 'react';
import type { Query } from '@/lib/router';
import type { RouteId } from '@/lib/routes';

export interface ScreenProps {
  query: Query;
}

type ScreenModule = { default: ComponentType<ScreenProps> };

/** Every route's screen, each its own chunk. A Record, so a route without a screen fails the build. */
export const screenLoaders: Record<RouteId, () => Promise<ScreenModule>> = {
  home: () => import('@/components/screens/home/HomeScreen'),
  pledge: () => import('@/components/screens/pledge/PledgeScreen'),
  pledgeOrders: () => import('@/components/screens/pledge/PledgeOrdersScreen'),
  team: () => import('@/components/screens/team/TeamScreen'),
  assets: () => import('@/components/screens/assets/AssetsScreen'),
  topup: () => import('@/components/screens/assets/TopupScreen'),
  withdraw: () => import('@/components/screens/assets/WithdrawScreen'),
  flashExchange: () => import('@/components/screens/assets/FlashExchangeScreen'),
  transfer: () => import('@/components/screens/assets/TransferScreen'),
  announcements: () => import('@/components/screens/announcements/AnnouncementsScreen'),
  announcementDetail: () => import('@/components/screens/announcements/AnnouncementDetailScreen'),
  depositRecords: () => import('@/components/screens/records/DepositRecordsScreen'),
  withdrawRecords: () => import('@/components/screens/records/WithdrawRecordsScreen'),
  flashRecords: () => import('@/components/screens/records/FlashRecordsScreen'),
  transferRecords: () => import('@/components/screens/records/TransferRecordsScreen'),
  ledger: () => import('@/components/screens/records/LedgerScreen'),
  chooseLocation: () => import('@/components/screens/system/LocationScreen'),
  openLocation: () => import('@/components/screens/system/LocationScreen'),
};
