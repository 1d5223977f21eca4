import { absoluteUrl, config, requestTimeoutMs } from '@/lib/config';

/**
 * Direct calls about a token the API client's reactions must stay out of: after a log-out, or
 * when checking another tab's token before adopting it, a 1004/1012 answer is information here,
 * not a reason to end this tab's session or show a message.
 */
function apiUrl(path: string): string {
  const base = config.apiBase ? config.apiBase.replace(/\/+$/, '') : '';
  return absoluteUrl(`${base}${path}`);
}

/**
 * Asks the server to end the session, so the token is worthless even if it was copied. Best
 * effort: never awaited by the log-out, and a failure changes nothing here (the session still
 * ends by itself on the server's idle limit). `keepalive` lets it finish while the page moves on.
 */
export function revokeOnServer(token: string): Promise<void> {
  return fetch(apiUrl('/api/logout'), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
    keepalive: true,
  }).then(
    () => undefined,
    () => undefined,
  );
}

/** Whether the server still accepts `token`; any failure counts as no. */
export async function tokenIsLive(token: string): Promise<boolean> {
  try {
    const res = await fetch(apiUrl('/api/user/info'), {
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(requestTimeoutMs()),
    });
    const body = (await res.json()) as { code?: unknown };
    return body.code === 10000;
  } catch {
    return false;
  }
}
