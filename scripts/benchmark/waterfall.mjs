// The first visit's steps on one time line (ms after navigation start), so a change shows
// where the time went. The sign-in steps follow lib/auth/sign-in.ts: the wallet is found and
// connected, a nonce is fetched, the wallet signs, the login answers, then the balances load.

const first = (items, test) => items.find(test);
const isScript = (r) => r.path.endsWith('.js') || r.path.endsWith('.mjs');

/** Steps as { step, start, end } (end undefined for a moment rather than a span). */
export function waterfallSteps(timeline, balanceAt) {
  const { resources, walletRequests, paints } = timeline;
  const nonce = first(resources, (r) => r.path.endsWith('/api/auth/nonce'));
  const login = first(resources, (r) => r.path.endsWith('/api/login'));
  const balances = first(resources, (r) => r.path.endsWith('/api/user/balance'));
  const sign = first(walletRequests, (r) => r.method === 'personal_sign');
  const fcp = first(paints, (p) => p.name === 'first-contentful-paint');
  // The scripts the start-up needed: those asked for before the sign-in's first request.
  const cutoff = nonce?.start ?? balanceAt;
  const startup = resources.filter((r) => isScript(r) && r.start < cutoff);
  const steps = [
    { step: 'HTML', start: timeline.html?.start, end: timeline.html?.end },
    { step: 'first contentful paint', start: fcp?.at },
    {
      step: 'start-up scripts (asked for before the nonce)',
      count: startup.length,
      start: startup.length ? Math.min(...startup.map((r) => r.start)) : undefined,
      end: startup.length ? Math.max(...startup.map((r) => r.end)) : undefined,
    },
    { step: 'wallet found (first wallet request)', start: walletRequests[0]?.at },
    { step: 'nonce request', start: nonce?.start, end: nonce?.end },
    { step: 'signature (personal_sign → login sent)', start: sign?.at, end: login?.start },
    { step: 'login request', start: login?.start, end: login?.end },
    { step: 'balances request', start: balances?.start, end: balances?.end },
    { step: 'USDT balance visible', start: balanceAt },
  ];
  return steps.map((s) => ({ ...s, start: s.start ?? Number.NaN, end: s.end ?? Number.NaN }));
}
