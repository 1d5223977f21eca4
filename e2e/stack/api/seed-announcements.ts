import type { AnnouncementDetail } from '@/lib/contract/contract';

/** Carries markup a careless renderer would execute; the app must neutralise both payloads. */
const hostileContent =
  '<h3>Keep your wallet safe</h3>' +
  '<p>Never share your recovery phrase. Staff will <strong>never</strong> ask for it.</p>' +
  '<script>window.__xss=1</script>' +
  '<img src=x onerror="window.__xss=1">' +
  '<p><a href="https://example.com/safety">Read the safety guide</a></p>';

/** Title and body of each announcement, the oldest first; a body never repeats its title. */
const seeds: ReadonlyArray<readonly [title: string, body: string]> = [
  [
    'Welcome to RWAT',
    '<p>Stake in a package, follow your balances and rewards on Home, and grow your team.</p>' +
      '<ul><li>Balances: USDT, RWAT and RWAC</li><li>Chain: BNB Smart Chain (56)</li></ul>',
  ],
  [
    'How staking packages work',
    '<p>Each package shows its price and how it can be paid. The review shows exactly what you ' +
      'pay before you confirm.</p>',
  ],
  [
    'Deposits now confirm on chain',
    '<p>A deposit is credited once its transaction is confirmed on BNB Smart Chain. Its order ' +
      'shows where it stands until then.</p>',
  ],
  [
    'Referral rewards explained',
    '<p>Invite friends with your link. Rewards from your team appear in your ledger as direct ' +
      'referral and community performance rewards.</p>',
  ],
  [
    'Flash exchange fee update',
    '<p>Every quote shows the fee and the least you will receive. What you confirm is what is ' +
      'sent.</p>',
  ],
  [
    'Scheduled maintenance window',
    '<p>A short maintenance is planned. Your balances are safe; if an action is refused ' +
      'meanwhile, try again a little later.</p>',
  ],
  [
    'New languages available',
    '<p>The app now speaks 14 languages, Persian among them, right to left. Choose yours from ' +
      'the globe at the top.</p>',
  ],
  [
    'Node identity benefits',
    '<p>Members with a node identity receive node dividend rewards, listed in the ledger.</p>',
  ],
  [
    'Withdrawal review times',
    '<p>Withdrawals are reviewed before they are paid out. Each one shows its status in the ' +
      'withdrawal records; a refused one is refunded to your balance.</p>',
  ],
  [
    'Community performance rules',
    "<p>Your team's staking counts toward your community performance, shown on the Team " +
      'screen.</p>',
  ],
  ['Security notice: protect your wallet', hostileContent],
  [
    'Platform airdrop for active stakers',
    '<p>Airdropped packages appear among your staking orders with their own type.</p>',
  ],
];

/** Twelve announcements, id 1 the oldest, one day apart, ending on `newest`. */
export function seedAnnouncements(newest: Date): AnnouncementDetail[] {
  return seeds.map(([title, body], index) => {
    const daysBefore = seeds.length - 1 - index;
    return {
      id: index + 1,
      title,
      createdAt: new Date(newest.getTime() - daysBefore * 86_400_000).toISOString(),
      content: body,
    };
  });
}
