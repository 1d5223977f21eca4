/**
 * The phone wallet's controls, on the stack's web server: JSON under `/__test/phone/` for the
 * tests (the `phone` fixture), and `/phone`, a page where a person trying `npm start` pastes the
 * app's `wc:` link. Answers carry the API's envelope, `{ code: 10000, data, msg }`; a refusal
 * has the HTTP status as its code.
 */
import type http from 'node:http';
import type { Phone } from './phone';
import { phonePage } from './phone-page';

export const PHONE_CONTROLS_PATH = '/__test/phone/';
export const PHONE_PAGE_PATH = '/phone';

/** A `wc:` URI is a few hundred characters; nothing the controls take is larger. */
const MAX_BODY_BYTES = 16 * 1024;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function reply(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  // JSON only: a page of another site cannot send it without a CORS preflight, which this
  // server never grants, so only the stack's own pages and the tests drive the phone.
  if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
    throw new Refusal(415, 'send application/json');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Refusal(413, 'body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && !Array.isArray(body))
      return body as Record<string, unknown>;
  } catch {
    // Answered below.
  }
  throw new Refusal(400, 'the body must be a JSON object');
}

type Control = (phone: Phone, body: Record<string, unknown>) => Promise<unknown> | unknown;

const CONTROLS: Record<string, Control> = {
  pair: async (phone, { uri }) => {
    if (typeof uri !== 'string' || !uri.trim().startsWith('wc:'))
      throw new Refusal(400, 'uri must be a wc: link');
    try {
      return await phone.pair(uri.trim());
    } catch (error) {
      // An expired or used link, or no proposal in time: the app's side of the story.
      throw new Refusal(409, error instanceof Error ? error.message : 'pairing failed');
    }
  },
  'reject-next': (phone, { switchTo }) => {
    if (switchTo !== undefined && (typeof switchTo !== 'number' || !Number.isSafeInteger(switchTo)))
      throw new Refusal(400, 'switchTo must be a chain id');
    phone.rejectNext(switchTo === undefined ? {} : { switchTo });
  },
  'reject-next-proposal': (phone) => phone.rejectNextProposal(),
  chain: (phone, { chainId }) => {
    if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0)
      throw new Refusal(400, 'chainId must be a positive integer');
    return phone.switchChain(chainId);
  },
  account: async (phone, { account }) => {
    if (typeof account !== 'number' && typeof account !== 'string')
      throw new Refusal(400, 'account must be an index or an address');
    try {
      return { address: await phone.switchAccount(account) };
    } catch (error) {
      throw new Refusal(400, error instanceof Error ? error.message : 'no such account');
    }
  },
  disconnect: async (phone) => ({ ended: await phone.disconnect() }),
  reset: (phone) => phone.reset(),
};

/**
 * Answers the phone's page and controls; false for any other path. `pathname` is the request's
 * path on this server.
 */
export async function handlePhoneRequest(
  phone: Phone,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
): Promise<boolean> {
  if (pathname === PHONE_PAGE_PATH) {
    const html = phonePage();
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(html),
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'",
    });
    res.end(req.method === 'HEAD' ? undefined : html);
    return true;
  }
  if (!pathname.startsWith(PHONE_CONTROLS_PATH)) return false;
  const name = pathname.slice(PHONE_CONTROLS_PATH.length);
  try {
    if (name === 'state') {
      if (req.method !== 'GET') throw new Refusal(405, 'state takes GET');
      reply(res, 200, { code: 10000, data: phone.state(), msg: 'success' });
      return true;
    }
    const control = CONTROLS[name];
    if (!control) throw new Refusal(404, `no phone control ${name}`);
    if (req.method !== 'POST') throw new Refusal(405, `${name} takes POST`);
    const data = await control(phone, await readJson(req));
    reply(res, 200, { code: 10000, data: data ?? null, msg: 'success' });
  } catch (error) {
    const status = error instanceof Refusal ? error.status : 500;
    const msg = error instanceof Error ? error.message : 'failed';
    reply(res, status, { code: status, data: null, msg });
  }
  return true;
}
