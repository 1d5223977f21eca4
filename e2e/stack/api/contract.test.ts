import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_KEYS } from '@/lib/contract/contract';
import { OPENAPI_PATH, openApiText } from '../../../scripts/openapi';
import { accountAt, call, signedLogin, stackPerTestFile } from './test-stack';

/** The parts of the document this test reads. */
interface Parameter {
  $ref?: string;
  name: string;
  in: 'query' | 'header';
  required?: boolean;
  example?: unknown;
}
interface Operation {
  summary: string;
  security: { bearer: [] }[];
  parameters: Parameter[];
  'x-answer-codes': number[];
  requestBody?: { content: { 'application/json': { schema: object; example: unknown } } };
  responses: { '200': { content: { 'application/json': { schema: object } } } };
}
interface Document {
  paths: Record<string, Partial<Record<'get' | 'post', Operation>>>;
  components: { parameters: Record<string, Parameter>; schemas: Record<string, object> };
}

const text = readFileSync(OPENAPI_PATH, 'utf8');
const doc = JSON.parse(text) as Document;

const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addFormat('date-time', (value: string) => {
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value);
});
// A calendar day (RFC 3339 full-date), so a day's field is checked rather than skipped.
ajv.addFormat('date', /^\d{4}-\d\d-\d\d$/);

/** A schema of the document with its component references resolved inside it. */
function validator(schema: object): ValidateFunction {
  const defs = JSON.parse(
    JSON.stringify(doc.components.schemas).replaceAll('#/components/schemas/', '#/$defs/'),
  ) as Record<string, object>;
  const own = JSON.parse(
    JSON.stringify(schema).replaceAll('#/components/schemas/', '#/$defs/'),
  ) as object;
  return ajv.compile({ ...own, $defs: defs });
}

function parametersOf(op: Operation): Parameter[] {
  return op.parameters.map((p) =>
    p.$ref ? doc.components.parameters[p.$ref.split('/').pop()!]! : p,
  );
}

interface Sent {
  key: string;
  op: Operation;
  query: string;
  body: unknown;
}

/** The request the document gives as its example, checked against the document first. */
function exampleRequest(method: 'get' | 'post', path: string, op: Operation): Sent {
  const key = `${method.toUpperCase()} ${path}`;
  if (method === 'post') {
    const content = op.requestBody!.content['application/json'];
    const valid = validator(content.schema);
    const ok = valid(content.example);
    expect(ok, `${key} example: ${ajv.errorsText(valid.errors)}`).toBe(true);
    return { key, op, query: '', body: content.example };
  }
  const query = new URLSearchParams();
  for (const p of parametersOf(op)) {
    if (p.in !== 'query') continue;
    if (p.required) expect(p.example, `${key} ${p.name}`).toBeDefined();
    if (p.example !== undefined) query.set(p.name, String(p.example));
  }
  const search = query.toString();
  return { key, op, query: search ? `?${search}` : '', body: undefined };
}

/** Checks an answer against the operation's codes and response schema; returns its code. */
function checkAnswer(sent: Sent, status: number, body: unknown): number {
  expect(status, sent.key).toBe(200);
  const valid = validator(sent.op.responses['200'].content['application/json'].schema);
  const ok = valid(body);
  const detail = `${sent.key} → ${JSON.stringify(body).slice(0, 300)}: ${ajv.errorsText(valid.errors)}`;
  expect(ok, detail).toBe(true);
  const { code } = body as { code: number };
  expect(sent.op['x-answer-codes'], `${sent.key} answered ${code}`).toContain(code);
  return code;
}

/** Example requests the seed cannot carry out, with the documented refusal they meet. */
const REFUSED: Record<string, number> = {
  // Demo account 1 has a referrer already; binding is once only.
  'POST /api/user/bind': 1083,
};

const shared = stackPerTestFile();

describe('the published contract', () => {
  it('is what the contract in code gives, and covers every endpoint', () => {
    expect(text).toBe(openApiText());
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual([...ENDPOINT_KEYS].sort());
  });

  it('describes every answer of the reference server to the example requests', async () => {
    const proof = await signedLogin(shared.stack, accountAt(1));
    const loginOp = doc.paths['/api/login']!.post!;
    const login = await call(shared.url, 'POST', '/api/login', { body: proof });
    const loginSent: Sent = { key: 'POST /api/login', op: loginOp, query: '', body: proof };
    expect(checkAnswer(loginSent, login.status, login.body)).toBe(10000);
    const token = (login.body.data as { token: string }).token;

    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      (Object.entries(item) as ['get' | 'post', Operation][]).map(([method, op]) =>
        exampleRequest(method, path, op),
      ),
    );
    // Log out ends the session the others use, so it goes last; log in was checked above.
    const ordered = [
      ...operations.filter((o) => o.key !== 'POST /api/logout' && o.key !== 'POST /api/login'),
      ...operations.filter((o) => o.key === 'POST /api/logout'),
    ];
    const codes: Record<string, number> = {};
    for (const sent of ordered) {
      const [method, path] = sent.key.split(' ') as ['GET' | 'POST', string];
      const headers: Record<string, string> = { lang: 'en' };
      if (parametersOf(sent.op).some((p) => p.name === 'Idempotency-Key')) {
        headers['Idempotency-Key'] = randomUUID();
      }
      const answer = await call(shared.url, method, `${path}${sent.query}`, {
        body: sent.body,
        token: sent.op.security.length > 0 ? token : undefined,
        headers,
      });
      codes[sent.key] = checkAnswer(sent, answer.status, answer.body);
    }
    const expected = Object.fromEntries(
      ordered.map((o) => [o.key, REFUSED[o.key] ?? 10000] as const),
    );
    expect(codes).toEqual(expected);
  });

  it('describes every page the seed holds after two days, for every demo account that can sign in', async () => {
    const gets = Object.entries(doc.paths).flatMap(([path, item]) =>
      item.get ? [exampleRequest('get', path, item.get)] : [],
    );
    // Two days of rewards and airdrops add every kind of ledger entry and order.
    await call(shared.url, 'POST', '/__test/advance-day');
    await call(shared.url, 'POST', '/__test/advance-day');
    for (const index of [0, 1, 2, 3, 5, 6, 7]) {
      const proof = await signedLogin(shared.stack, accountAt(index));
      const login = await call<{ token: string }>(shared.url, 'POST', '/api/login', {
        body: proof,
      });
      const token = login.body.data.token;
      for (const sent of gets) {
        const [, path] = sent.key.split(' ') as [string, string];
        // Every list in full (50 a page), both team lists, the ledger of every asset.
        const queries =
          path === '/api/team/members'
            ? ['?type=direct', '?type=team']
            : path === '/api/flow/list'
              ? ['', '?symbol=USDT', '?symbol=RWAT', '?symbol=RWAC']
              : [sent.query];
        for (const query of queries) {
          for (let page = 1; page <= 20; page += 1) {
            const paged = sent.query.includes('page=')
              ? `${query}${query ? '&' : '?'}page=${page}&size=50`
              : query;
            const answer = await call(shared.url, 'GET', `${path}${paged}`, { token });
            const code = checkAnswer({ ...sent, query: paged }, answer.status, answer.body);
            expect(code, `account ${index} ${path}${paged}`).toBe(10000);
            const data = answer.body.data as { list?: unknown[]; total?: number };
            if (!paged.includes('page=') || page * 50 >= (data.total ?? 0)) break;
          }
        }
      }
    }
  });

  it('is held to by the server: a request outside the document is refused, naming the field', async () => {
    const proof = await signedLogin(shared.stack, accountAt(1));
    const login = await call<{ token: string }>(shared.url, 'POST', '/api/login', { body: proof });
    const token = login.body.data.token;
    const buy = await call(shared.url, 'POST', '/api/box/buy', {
      token,
      body: { packageId: '1', methodId: 1 },
    });
    expect(buy.body).toEqual({
      code: 1000,
      msg: 'packageId must be a positive integer',
      data: null,
    });
    const cancel = await call(shared.url, 'POST', '/api/recharge/cancel', {
      token,
      body: { reason: 'rejected' },
    });
    expect(cancel.body).toEqual({ code: 1000, msg: 'orderNo is required', data: null });
  });
});
