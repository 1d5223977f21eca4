/**
 * THE route table: every hash route of the app, its title, its tab and whether it needs a
 * signed-in user. Screens are attached to these ids in `app/shell/screen-registry.ts`,
 * so `lib/` stays free of UI imports.
 */
export type TabId = 'home' | 'staking' | 'assets' | 'flash' | 'team';

export interface RouteDef {
  path: string;
  /** Other paths that open the same screen. */
  aliases?: readonly string[];
  /** Message key of the page title. */
  title: string;
  /** The bottom tab this screen belongs to, if it is a tab's root. */
  tab?: TabId;
  needsLogin: boolean;
}

export const routes = {
  home: {
    path: '/pages/index/index',
    aliases: ['/'],
    title: 'routes.home',
    tab: 'home',
    needsLogin: false,
  },
  staking: {
    path: '/pages/Pledge/Pledge',
    title: 'routes.staking',
    tab: 'staking',
    needsLogin: true,
  },
  stakingOrders: {
    path: '/pages/Pledge/PledgeOrder',
    title: 'routes.stakingOrders',
    needsLogin: true,
  },
  team: { path: '/pages/team/team', title: 'routes.team', tab: 'team', needsLogin: true },
  assets: { path: '/pages/assets/assets', title: 'routes.assets', tab: 'assets', needsLogin: true },
  deposit: { path: '/pages/assets/topup', title: 'routes.deposit', needsLogin: true },
  withdraw: { path: '/pages/assets/Withdraw', title: 'routes.withdraw', needsLogin: true },
  flashExchange: {
    path: '/pages/assets/FlashExchange',
    title: 'routes.flashExchange',
    tab: 'flash',
    needsLogin: true,
  },
  transfer: { path: '/pages/assets/transfer', title: 'routes.transfer', needsLogin: true },
  announcements: {
    path: '/pages/index/announcement',
    title: 'routes.announcements',
    needsLogin: false,
  },
  announcementDetail: {
    path: '/pages/index/AnnouncementDetails',
    title: 'routes.announcementDetail',
    needsLogin: false,
  },
  depositRecords: {
    path: '/pages/assets/Rechargerecords',
    title: 'routes.depositRecords',
    needsLogin: true,
  },
  withdrawRecords: {
    path: '/pages/assets/Withdrawalrecords',
    title: 'routes.withdrawRecords',
    needsLogin: true,
  },
  flashRecords: {
    path: '/pages/assets/FlashExchangeRecords',
    title: 'routes.flashRecords',
    needsLogin: true,
  },
  transferRecords: {
    path: '/pages/assets/Transferrecords',
    title: 'routes.transferRecords',
    needsLogin: true,
  },
  ledger: { path: '/pages/assets/FlowDetails', title: 'routes.ledger', needsLogin: true },
  chooseLocation: { path: '/choose-location', title: 'routes.chooseLocation', needsLogin: false },
  openLocation: { path: '/open-location', title: 'routes.openLocation', needsLogin: false },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof routes;

export const HOME: RouteId = 'home';

/**
 * The tab bar, in order: each tab's name (its accessible name) and the shorter word it shows,
 * which fits one line of a fifth of a 320 px phone in every language.
 */
export const tabs: readonly { id: TabId; route: RouteId; label: string; short: string }[] = [
  { id: 'home', route: 'home', label: 'tabs.home', short: 'tabs.short.home' },
  { id: 'staking', route: 'staking', label: 'tabs.staking', short: 'tabs.short.staking' },
  { id: 'assets', route: 'assets', label: 'tabs.assets', short: 'tabs.short.assets' },
  { id: 'flash', route: 'flashExchange', label: 'tabs.flash', short: 'tabs.short.flash' },
  { id: 'team', route: 'team', label: 'tabs.team', short: 'tabs.short.team' },
];

const byPath = new Map<string, RouteId>();
for (const [id, def] of Object.entries(routes) as [RouteId, RouteDef][]) {
  byPath.set(def.path.toLowerCase(), id);
  for (const alias of def.aliases ?? []) byPath.set(alias.toLowerCase(), id);
}

/** The route id for a path; matching ignores case and a trailing slash, as the old paths did. */
export function matchRoute(path: string): RouteId | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return byPath.get(clean.toLowerCase());
}

export function routePath(id: RouteId): string {
  return routes[id].path;
}
