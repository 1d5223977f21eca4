import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../raw-request';
import { headersFor, parseHeadersFile } from './headers-file';
import { PAGE_RPC_METHODS } from './rpc-methods';
import { createWebServer, injectIntoHtml, RPC_TIMEOUT_MS, type WebServer } from './server';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The address the request came from. */
  peer: string | undefined;
}

function startEcho(
  status: number,
  extraHeaders: http.OutgoingHttpHeaders,
): Promise<{ url: string; seen: Seen[]; server: http.Server }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        peer: req.socket.remoteAddress,
      };
      seen.push(entry);
      res.writeHead(status, { 'content-type': 'application/json', ...extraHeaders });
      res.end(JSON.stringify({ echo: entry.url, body: entry.body }));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, seen, server });
    });
  });
}

function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** The rules a host would apply; the web server must send the same. */
const HEADERS_FILE = [
  '# test rules',
  '/*',
  "  Content-Security-Policy: frame-ancestors 'none'",
  '  X-Frame-Options: DENY',
  '  X-Test: all',
  '/docs/*',
  '  X-Test: docs',
  '  ! X-Frame-Options',
  '/_next/static/*',
  '  Cache-Control: public, max-age=60',
  '',
].join('\n');

const INDEX_HTML =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Export</title></head>' +
  '<body><p>home</p></body></html>';

describe('web server', () => {
  let root: string;
  let api: Awaited<ReturnType<typeof startEcho>>;
  let rpc: Awaited<ReturnType<typeof startEcho>>;
  let plain: WebServer;
  let withWallet: WebServer;
  let mounted: WebServer;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'web-server-test-'));
    writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(root, '404.html'), '<html><head></head><body>missing</body></html>');
    writeFileSync(path.join(root, 'app.js'), `console.info(${JSON.stringify('x'.repeat(4000))});`);
    writeFileSync(path.join(root, 'style.css'), 'body{color:red}');
    writeFileSync(path.join(root, 'data.json'), '{"a":1}');
    writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"x"}');
    writeFileSync(path.join(root, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(root, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(path.join(root, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
    writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *');
    writeFileSync(path.join(root, 'font.woff2'), Buffer.from('wOF2'));
    writeFileSync(path.join(root, 'app.js.map'), '{"version":3}');
    writeFileSync(path.join(root, 'sw.js'), 'self.addEventListener("install",()=>{});');
    writeFileSync(path.join(root, 'about.html'), '<html><head></head><body>about</body></html>');
    mkdirSync(path.join(root, 'docs'));
    writeFileSync(
      path.join(root, 'docs', 'index.html'),
      '<html><head></head><body>docs</body></html>',
    );
    mkdirSync(path.join(root, '_next', 'static', 'chunks'), { recursive: true });
    writeFileSync(path.join(root, '_next', 'static', 'chunks', 'main.js'), 'var chunk=1;');
    writeFileSync(path.join(path.dirname(root), 'web-server-secret.txt'), 'secret');
    writeFileSync(path.join(root, '_headers'), HEADERS_FILE);

    api = await startEcho(201, { 'x-upstream': 'api', 'set-cookie': ['a=1', 'b=2'] });
    rpc = await startEcho(200, {});
    plain = await createWebServer({ port: 0, root, apiUrl: api.url, rpcUrl: rpc.url });
    withWallet = await createWebServer({
      port: 0,
      root,
      apiUrl: api.url,
      rpcUrl: rpc.url,
      injectWallet: true,
      walletOptions: { flavour: 'tokenpocket' },
    });
    mounted = await createWebServer({
      port: 0,
      root,
      apiUrl: api.url,
      rpcUrl: rpc.url,
      basePath: '/sub/',
      injectWallet: true,
    });
  });

  afterAll(async () => {
    await Promise.all([plain?.stop(), withWallet?.stop(), mounted?.stop()]);
    if (api) await closeServer(api.server);
    if (rpc) await closeServer(rpc.server);
    rmSync(path.join(path.dirname(root), 'web-server-secret.txt'), { force: true });
    rmSync(root, { recursive: true, force: true });
  });

  it('serves index.html for / and directories, redirecting a directory without slash', async () => {
    const home = await rawRequest(plain.url);
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body.toString()).toBe(INDEX_HTML);

    const docs = await rawRequest(`${plain.origin}/docs/`);
    expect(docs.body.toString()).toContain('docs');
    const redirect = await rawRequest(`${plain.origin}/docs?x=1`);
    expect(redirect.status).toBe(308);
    expect(redirect.headers.location).toBe('/docs/?x=1');

    const route = await rawRequest(`${plain.origin}/about`);
    expect(route.status).toBe(200);
    expect(route.body.toString()).toContain('about');
  });

  it('never redirects to another host, however the path is spelled', async () => {
    for (const spelled of [
      '/.//evil.com/..%2F_next',
      '//evil.com/..%2F_next',
      '/.//evil.com/..%2Fdocs',
      '/./\\evil.com/..%2Fdocs',
      '/%2F/evil.com/..%2F..%2Fdocs',
    ]) {
      const res = await rawRequest(plain.origin, { path: spelled });
      const location = res.headers.location;
      if (location === undefined) continue;
      expect(location, spelled).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, plain.origin).host, spelled).toBe(new URL(plain.origin).host);
    }
  });

  it('answers with the right content types and cache headers', async () => {
    const expected: Record<string, string> = {
      'app.js': 'text/javascript; charset=utf-8',
      'style.css': 'text/css; charset=utf-8',
      'data.json': 'application/json; charset=utf-8',
      'manifest.webmanifest': 'application/manifest+json; charset=utf-8',
      'icon.svg': 'image/svg+xml',
      'icon.png': 'image/png',
      'favicon.ico': 'image/x-icon',
      'robots.txt': 'text/plain; charset=utf-8',
      'font.woff2': 'font/woff2',
      'app.js.map': 'application/json; charset=utf-8',
    };
    for (const [file, type] of Object.entries(expected)) {
      const res = await rawRequest(`${plain.url}${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers['content-type'], file).toBe(type);
    }
    const chunk = await rawRequest(`${plain.url}_next/static/chunks/main.js`);
    // `_headers` says 60 s for this test export, and it wins over the server's default.
    expect(chunk.headers['cache-control']).toBe('public, max-age=60');
    const worker = await rawRequest(`${plain.url}sw.js`);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 with the export’s 404 page and never leaves the root', async () => {
    const missing = await rawRequest(`${plain.url}nope.js`);
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('missing');
    for (const sneaky of [
      '/../web-server-secret.txt',
      '/%2e%2e/web-server-secret.txt',
      '/..%2fweb-server-secret.txt',
    ]) {
      const res = await rawRequest(plain.url, { path: sneaky });
      expect(res.body.toString(), sneaky).not.toContain('secret');
    }
  });

  it('compresses with Brotli when the client accepts it, else gzip, and revalidates with an ETag', async () => {
    const original = readFileSync(path.join(root, 'app.js'));
    const squeezed = await rawRequest(`${plain.url}app.js`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(squeezed.headers['content-encoding']).toBe('br');
    expect(squeezed.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(squeezed.body).equals(original)).toBe(true);

    const zipped = await rawRequest(`${plain.url}app.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(zipped.body.length).toBeLessThan(original.length);
    expect(gunzipSync(zipped.body).equals(original)).toBe(true);

    const again = await rawRequest(`${plain.url}app.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(again.body.equals(zipped.body)).toBe(true);

    const identity = await rawRequest(`${plain.url}app.js`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(original)).toBe(true);

    const png = await rawRequest(`${plain.url}icon.png`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(png.headers['content-encoding']).toBeUndefined();

    const etag = identity.headers.etag;
    expect(etag).toBeTruthy();
    const notModified = await rawRequest(`${plain.url}app.js`, {
      headers: { 'if-none-match': etag },
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);

    const head = await rawRequest(`${plain.url}app.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(original.length);
    expect(head.body.length).toBe(0);
  });

  it('injects the wallet first in <head> of served HTML, never in the file on disk', async () => {
    const before = readFileSync(path.join(root, 'index.html'));
    const res = await rawRequest(withWallet.url, { headers: { 'accept-encoding': 'gzip' } });
    const html = gunzipSync(res.body).toString('utf8');
    const opening = '<!DOCTYPE html><html lang="en"><head><script>(function () {';
    const rest = '</script><meta charSet="utf-8"/><title>Export</title></head><body>';
    expect(html.startsWith(opening)).toBe(true);
    expect(html).toContain('installTestWallet({"flavour":"tokenpocket"})');
    expect(html.endsWith(`${rest}<p>home</p></body></html>`)).toBe(true);
    expect(readFileSync(path.join(root, 'index.html')).equals(before)).toBe(true);

    const notFound = await rawRequest(`${withWallet.url}missing/page`);
    expect(notFound.status).toBe(404);
    expect(notFound.body.toString()).toContain('installTestWallet');

    const js = await rawRequest(`${withWallet.url}app.js`);
    expect(js.body.toString()).not.toContain('installTestWallet');
    const plainHome = await rawRequest(plain.url);
    expect(plainHome.body.toString()).not.toContain('installTestWallet');
  });

  it('puts the script where a head would be when a document has none', () => {
    expect(injectIntoHtml('<html><body>x</body></html>', 'S')).toBe(
      '<html><script>S</script><body>x</body></html>',
    );
    expect(injectIntoHtml('<HEAD data-x="1"><title>t</title>', 'S')).toBe(
      '<HEAD data-x="1"><script>S</script><title>t</title>',
    );
    expect(injectIntoHtml('plain', 'S')).toBe('<script>S</script>plain');
  });

  it('mounts the export under a base path', async () => {
    expect(mounted.url).toBe(`${mounted.origin}/sub/`);
    const home = await rawRequest(mounted.url);
    expect(home.status).toBe(200);
    expect(home.body.toString()).toContain('<p>home</p>');
    expect(home.body.toString()).toContain('installTestWallet');
    const asset = await rawRequest(`${mounted.url}_next/static/chunks/main.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=60');
    const bare = await rawRequest(`${mounted.origin}/sub`);
    expect(bare.status).toBe(308);
    expect(bare.headers.location).toBe('/sub/');
    const outside = await rawRequest(`${mounted.origin}/index.html`);
    expect(outside.status).toBe(404);
  });

  it('proxies /api and /__test with method, path, query, body, status and headers', async () => {
    const res = await rawRequest(`${plain.origin}/api/user/info?lang=en`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer t',
        host: 'app.test:3000',
      },
      body: '{"hello":"world"}',
    });
    expect(res.status).toBe(201);
    expect(res.headers['x-upstream']).toBe('api');
    expect(res.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(JSON.parse(res.body.toString())).toEqual({
      echo: '/api/user/info?lang=en',
      body: '{"hello":"world"}',
    });
    const seen = api.seen.at(-1);
    expect(seen?.method).toBe('POST');
    expect(seen?.headers.authorization).toBe('Bearer t');
    expect(seen?.headers['x-forwarded-host']).toBe('app.test:3000');

    const control = await rawRequest(`${plain.origin}/__test/reset`, { method: 'POST' });
    expect(control.status).toBe(201);
    expect(api.seen.at(-1)?.url).toBe('/__test/reset');

    const underBase = await rawRequest(`${mounted.origin}/sub/api/ping`);
    expect(underBase.status).toBe(201);
    expect(api.seen.at(-1)?.url).toBe('/api/ping');
  });

  it('sends what _headers says for every path of the export, and never serves the file', async () => {
    const framing = {
      'content-security-policy': "frame-ancestors 'none'",
      'x-frame-options': 'DENY',
    };
    for (const [url, status] of [
      [plain.url, 200],
      [`${plain.url}app.js`, 200],
      [`${plain.url}nope.js`, 404],
      [`${plain.origin}/docs`, 308],
      [`${mounted.url}`, 200],
      [`${mounted.url}missing`, 404],
    ] as const) {
      const res = await rawRequest(url);
      expect(res.status, url).toBe(status);
      expect(res.headers, url).toMatchObject({ ...framing, 'x-test': 'all' });
    }
    const posted = await rawRequest(plain.url, { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(posted.headers).toMatchObject(framing);
    // A later rule adds to a header and takes one off, as static hosts do.
    const docs = await rawRequest(`${plain.origin}/docs/`);
    expect(docs.headers['x-test']).toBe('all, docs');
    expect(docs.headers['x-frame-options']).toBeUndefined();
    for (const spelled of [
      '/_headers',
      '/.%2F_headers',
      '/%2E%2F_headers',
      '/docs/..%2F_headers',
      '/%5Fheaders',
    ]) {
      const served = await rawRequest(plain.origin, { path: spelled });
      expect(served.status, spelled).toBe(404);
      expect(served.body.toString(), spelled).not.toContain('X-Test');
    }
  });

  it('the export’s _headers forbids framing and sets the referrer and permissions policies', () => {
    const rules = parseHeadersFile(readFileSync('public/_headers', 'utf8'));
    for (const page of ['/', '/index.html', '/404.html', '/_next/static/chunks/a.js', '/sw.js']) {
      const headers = headersFor(rules, page);
      expect(headers['content-security-policy'], page).toBe("frame-ancestors 'none'");
      expect(headers['x-frame-options'], page).toBe('DENY');
      expect(headers['x-content-type-options'], page).toBe('nosniff');
      expect(headers['referrer-policy'], page).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], page).toMatch(
        /^camera=\(\), microphone=\(\), geolocation=\(\)/,
      );
    }
    expect(headersFor(rules, '/')['cache-control']).toBe('no-cache');
    expect(headersFor(rules, '/sw.js')['cache-control']).toBe('no-cache');
    expect(headersFor(rules, '/_next/static/chunks/a.js')['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(() => parseHeadersFile('  X-Orphan: 1')).toThrow(/line 1/);
    expect(() => parseHeadersFile('/a\n  no colon')).toThrow(/line 2/);
  });

  it('proxies from the address it is given, so the API can tell its proxy from other callers', async () => {
    const proxied = await createWebServer({
      port: 0,
      root,
      apiUrl: api.url,
      rpcUrl: rpc.url,
      proxyFrom: '127.0.0.2',
    });
    try {
      await rawRequest(`${proxied.origin}/api/who`);
      expect(api.seen.at(-1)?.peer).toBe('127.0.0.2');
      expect(api.seen.at(-1)?.headers['x-forwarded-for']).toBe('127.0.0.1');
    } finally {
      await proxied.stop();
    }
  });

  it('forwards only the standard JSON-RPC methods the page uses, unless in test mode', async () => {
    const post = (server: WebServer, body: string) =>
      rawRequest(`${server.origin}/rpc`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const call = (method: string, id = 1) => ({ jsonrpc: '2.0', id, method, params: [] });
    const before = rpc.seen.length;
    for (const method of [
      'anvil_setBalance',
      'anvil_impersonateAccount',
      'evm_snapshot',
      'evm_revert',
      'hardhat_setCode',
      'debug_traceTransaction',
      'personal_unlockAccount',
      'eth_sign',
      // Signing methods: the chain would sign with its unlocked accounts for anyone.
      'eth_sendTransaction',
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_signTransaction',
    ]) {
      const res = await post(plain, JSON.stringify(call(method, 7)));
      expect(res.status, method).toBe(200);
      expect(JSON.parse(res.body.toString()), method).toEqual({
        jsonrpc: '2.0',
        id: 7,
        error: { code: -32601, message: `method ${method} is not forwarded` },
      });
    }
    // A batch goes whole or not at all.
    const batch = await post(plain, JSON.stringify([call('eth_chainId', 1), call('evm_mine', 2)]));
    expect(JSON.parse(batch.body.toString())).toEqual([
      {
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32601, message: 'batch refused: it holds a call not forwarded' },
      },
      {
        jsonrpc: '2.0',
        id: 2,
        error: { code: -32601, message: 'method evm_mine is not forwarded' },
      },
    ]);
    expect((await post(plain, 'not json')).body.toString()).toContain('-32700');
    expect((await post(plain, '{"x":"a"}'.padEnd(300_000, ' '))).status).toBe(413);
    expect(rpc.seen.length).toBe(before);

    // What the page uses goes through, as sent.
    const reads = JSON.stringify([call('eth_blockNumber', 1), call('eth_getCode', 2)]);
    expect((await post(plain, reads)).status).toBe(200);
    expect(rpc.seen.at(-1)?.body).toBe(reads);
    for (const method of ['eth_call', 'eth_sendRawTransaction', 'net_version']) {
      expect(PAGE_RPC_METHODS.has(method), method).toBe(true);
    }
    for (const method of PAGE_RPC_METHODS) expect(method).not.toMatch(/sign|sendTransaction/i);

    const testing = await createWebServer({ port: 0, root, rpcUrl: rpc.url, testMode: true });
    try {
      const snapshot = JSON.stringify(call('evm_snapshot'));
      expect((await post(testing, snapshot)).status).toBe(200);
      expect(rpc.seen.at(-1)?.body).toBe(snapshot);
    } finally {
      await testing.stop();
    }
  });

  it('proxies POST /rpc to the chain endpoint and refuses other methods', async () => {
    const body = '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}';
    const res = await rawRequest(`${plain.origin}/rpc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(200);
    expect(rpc.seen.at(-1)).toMatchObject({ method: 'POST', url: '/', body });
    const get = await rawRequest(`${plain.origin}/rpc`);
    expect(get.status).toBe(405);
  });

  it('answers a JSON-RPC error when the chain stalls, 15 s by default', async () => {
    expect(RPC_TIMEOUT_MS).toBe(15_000);
    const stalled = http.createServer(() => {
      // Takes the request and never answers, as a hung node does.
    });
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const { port } = stalled.address() as AddressInfo;
    const servers = await Promise.all(
      [false, true].map((testMode) =>
        createWebServer({
          port: 0,
          root,
          rpcUrl: `http://127.0.0.1:${port}`,
          rpcTimeoutMs: 300,
          testMode,
        }),
      ),
    );
    try {
      const [demo, testing] = servers as [WebServer, WebServer];
      const res = await rawRequest(`${demo.origin}/rpc`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([
          { jsonrpc: '2.0', id: 4, method: 'eth_blockNumber', params: [] },
          { jsonrpc: '2.0', id: 'b', method: 'eth_chainId', params: [] },
        ]),
      });
      expect(res.status).toBe(200);
      const error = { code: -32603, message: 'the chain did not answer within 0.3 s' };
      expect(JSON.parse(res.body.toString())).toEqual([
        { jsonrpc: '2.0', id: 4, error },
        { jsonrpc: '2.0', id: 'b', error },
      ]);
      const streamed = await rawRequest(`${testing.origin}/rpc`, {
        method: 'POST',
        body: '{"jsonrpc":"2.0","id":1,"method":"evm_mine","params":[]}',
      });
      expect(JSON.parse(streamed.body.toString())).toEqual({ jsonrpc: '2.0', id: null, error });
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await closeServer(stalled);
    }
  });

  it('sends a read again, once, when the kept-alive connection it went out on was being closed', async () => {
    // An upstream that closes each kept-alive connection as its second request arrives, as a
    // server's idle timeout can: the request went out, and nothing answers it.
    const requestsOn = new Map<net.Socket, number>();
    const upstream = http.createServer((req, res) => {
      const count = (requestsOn.get(req.socket) ?? 0) + 1;
      requestsOn.set(req.socket, count);
      if (count === 2) {
        req.socket.destroy();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ path: req.url }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const web = await createWebServer({ port: 0, root, apiUrl, rpcUrl: apiUrl });
    try {
      const first = await rawRequest(`${web.origin}/api/one`);
      const second = await rawRequest(`${web.origin}/api/two`);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(JSON.parse(second.body.toString('utf8'))).toEqual({ path: '/api/two' });
      // A write is never sent twice: it goes out as the second request on the connection the
      // retry opened, meets the same race, and is answered 502; the next one takes a new one.
      const write = await rawRequest(`${web.origin}/api/three`, { method: 'POST', body: '{}' });
      const next = await rawRequest(`${web.origin}/api/four`, { method: 'POST', body: '{}' });
      expect([write.status, next.status]).toEqual([502, 200]);
    } finally {
      await web.stop();
      await closeServer(upstream);
    }
  });

  it('answers 502 when an upstream is down', async () => {
    const dead = await createWebServer({
      port: 0,
      root,
      apiUrl: 'http://127.0.0.1:1',
      rpcUrl: 'http://127.0.0.1:1',
    });
    try {
      const res = await rawRequest(`${dead.origin}/api/x`);
      expect(res.status).toBe(502);
      const rpcRes = await rawRequest(`${dead.origin}/rpc`, {
        method: 'POST',
        body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
      });
      expect(rpcRes.status).toBe(502);
    } finally {
      await dead.stop();
    }
  });
});
