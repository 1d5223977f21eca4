import type { AnnouncementDetail } from '@/lib/contract/contract';

const titles = [
  'Welcome to RWAT',
  'How staking packages work',
  'Deposits now confirm on chain',
  'Referral rewards explained',
  'Flash exchange fee update',
  'Scheduled maintenance window',
  'New languages available',
  'Node identity benefits',
  'Withdrawal review times',
  'Community performance rules',
  'Security notice: protect your wallet',
  'Platform airdrop for active stakers',
];

/** Carries markup a careless renderer would execute; the app must neutralise both payloads. */
const hostileContent =
  '<h3>Keep your wallet safe</h3>' +
  '<p>Never share your recovery phrase. Staff will <strong>never</strong> ask for it.</p>' +
  '<script>window.__xss=1</script>' +
  '<img src=x onerror="window.__xss=1">' +
  '<p><a href="https://example.com/safety">Read the safety guide</a></p>';

function content(index: number, title: string): string {
  return (
    `<h3>${title}</h3>` +
    `<p>Announcement number ${index + 1}. This text is part of the local demo data.</p>` +
    '<ul><li>Balances: USDT, RWAT and RWAC</li><li>Chain: BNB Smart Chain (56)</li></ul>'
  );
}

/** Twelve announcements, id 1 the oldest, one day apart, ending on `newest`. */
export function seedAnnouncements(newest: Date): AnnouncementDetail[] {
  return titles.map((title, index) => {
    const daysBefore = titles.length - 1 - index;
    return {
      id: index + 1,
      title,
      createdAt: new Date(newest.getTime() - daysBefore * 86_400_000).toISOString(),
      content: index === 10 ? hostileContent : content(index, title),
    };
  });
}
