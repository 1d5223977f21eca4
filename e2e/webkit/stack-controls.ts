/** The reference API's test controls and the chain's snapshots, as the Playwright fixtures use. */
export async function resetApi(apiUrl: string): Promise<void> {
  const res = await fetch(`${apiUrl}/__test/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!res.ok) throw new Error(`test control reset: HTTP ${res.status}`);
}

export async function rpc<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

/** Reads the API as the signed-in user (the envelope's data). */
export async function readApi<T>(apiUrl: string, path: string, token: string): Promise<T> {
  const res = await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; data: T; msg: string };
  if (body.code !== 10000) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}
