/**
 * Publishes the API contract (`lib/contract/contract.ts`) as OpenAPI 3.1 in e2e/stack/api/openapi.json.
 * `npm run contract` writes it; `npm run contract -- --check` fails when the committed file is not
 * what the contract gives today.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { messageFor } from '@/lib/contract/codes';
import {
  answerCodes,
  BAD_REQUEST_CODE,
  ENDPOINT_KEYS,
  type EndpointKey,
  type Endpoints,
  endpoints,
  IDEMPOTENCY_HEADER,
  SUCCESS_CODE,
} from '@/lib/contract/contract';
import * as s from '@/lib/contract/schemas';

export const OPENAPI_PATH = fileURLToPath(
  new URL('../e2e/stack/api/openapi.json', import.meta.url),
);

/** Shapes that get a name under components/schemas; every use of one becomes a `$ref`. */
const named: Record<string, v.GenericSchema> = {
  Address: s.address,
  Amount: s.amount,
  PositiveAmount: s.positiveAmount,
  SignedAmount: s.signedAmount,
  IsoTime: s.isoTime,
  TxHash: s.txHash,
  OrderNo: s.orderNo,
  AssetSymbol: s.assetSymbol,
  Identity: s.identity,
  NonceResponse: s.nonceResponse,
  LoginRequest: s.loginRequest,
  UserRecord: s.userRecord,
  UserDetail: s.userDetail,
  Balances: s.balances,
  BindRequest: s.bindRequest,
  PlatformConfig: s.platformConfig,
  NetworkStats: s.networkStats,
  AnnouncementSummary: s.announcementSummary,
  AnnouncementDetail: s.announcementDetail,
  StakingPackage: s.stakingPackage,
  StakingMethod: s.stakingMethod,
  BuyRequest: s.buyRequest,
  StakingOrder: s.stakingOrder,
  StakingOrdersPage: s.stakingOrdersPage,
  TeamStats: s.teamStats,
  TeamMember: s.teamMember,
  DepositOrderRequest: s.depositOrderRequest,
  DepositOrder: s.depositOrder,
  DepositRecord: s.depositRecord,
  DepositCancelRequest: s.depositCancelRequest,
  MoveRequest: s.moveRequest,
  WithdrawRecord: s.withdrawRecord,
  TransferRecord: s.transferRecord,
  FlashExchangeRequest: s.flashExchangeRequest,
  FlashExchangeRecord: s.flashExchangeRecord,
  LedgerEntry: s.ledgerEntry,
};

const AMOUNT = '^\\d+(\\.\\d{1,18})?$';

/** Where the JSON Schema conversion cannot say it alone (it keeps one pattern of a pipe). */
function override(schema: unknown): JsonSchema | null {
  // Query values travel as text; the document speaks of the integer they stand for.
  if (schema === s.queryInt) return { type: 'integer', minimum: 1 };
  if (schema === s.positiveAmount) {
    return { type: 'string', allOf: [{ pattern: AMOUNT }, { pattern: '[1-9]' }] };
  }
  return null;
}

function jsonSchema(schema: v.GenericSchema, definitions = named): JsonSchema {
  const own = override(schema);
  if (own) return own;
  const out = toJsonSchema(schema, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
    definitions,
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  }) as Record<string, unknown>;
  delete out.$schema;
  delete out.$defs;
  return out as JsonSchema;
}

function components(): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(named)) {
    // Convert each one with the others as references, but itself written out.
    const others = Object.fromEntries(Object.entries(named).filter(([n]) => n !== name));
    out[name] = jsonSchema(schema, others);
  }
  return out;
}

/** A valid request of every endpoint, for the demo account 1 of the seed (type-checked). */
/**
 * Example addresses: the local chain's public test accounts 0, 1 and 5 (the demo's members), so
 * an example can be tried as it stands against `npm start`'s stack.
 */
const exampleAccounts: Record<number, `0x${string}`> = {
  0: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  1: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  5: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
};
const account = (index: number) => exampleAccounts[index]!;
const examples: { [K in EndpointKey]: Endpoints[K]['req'] } = {
  'GET /api/auth/nonce': { address: account(1) },
  // A real login signs a fresh nonce; this shows the shape only.
  'POST /api/login': {
    message: 'localhost:3000 wants you to sign in with your Ethereum account: …',
    signature: '0x…',
  },
  'GET /api/config': {},
  'GET /api/home/stats': {},
  'GET /api/notice/list': { page: 1, size: 10 },
  'GET /api/notice/detail': { id: 1 },
  'POST /api/logout': {},
  'GET /api/user/info': {},
  'GET /api/user/balance': {},
  'POST /api/user/bind': { referrer: account(0) },
  'GET /api/box/packages': {},
  'GET /api/box/methods': {},
  'POST /api/box/buy': { packageId: 1, methodId: 1 },
  'GET /api/box/myBoxLists': { page: 1, size: 10 },
  'GET /api/team/stats': {},
  'GET /api/team/members': { type: 'direct', page: 1, size: 10 },
  'POST /api/recharge/create': { symbol: 'USDT', amount: '100' },
  // A seeded deposit of account 1: settled, so it answers as it stands.
  'POST /api/recharge/cancel': { orderNo: '1008', reason: 'rejected' },
  'GET /api/recharge/records': { page: 1, size: 10 },
  'POST /api/withdraw': { symbol: 'USDT', address: account(1), amount: '20' },
  'GET /api/withdraw/records': { page: 1, size: 10 },
  'POST /api/transfer': { symbol: 'USDT', address: account(5), amount: '10' },
  'GET /api/transfer/records': { page: 1, size: 10 },
  'POST /api/flash/exchange': { amount: '10', minReceived: '4.75' },
  'GET /api/flash/records': { page: 1, size: 10 },
  'GET /api/flow/list': { symbol: 'USDT', page: 1, size: 10 },
};

function codeText(code: number): string {
  if (code === BAD_REQUEST_CODE) return 'the request does not fit; `msg` names the field';
  return messageFor(code);
}

function envelope(code: JsonSchema, data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: { code, msg: { type: 'string' }, data },
    required: ['code', 'msg', 'data'],
  };
}

function operation(key: EndpointKey): Record<string, unknown> {
  const [method, path] = key.split(' ') as ['GET' | 'POST', string];
  const spec: { auth: boolean; idempotent?: true; req: v.GenericSchema; res: v.GenericSchema } =
    endpoints[key];
  const codes = answerCodes(key);
  const failures = codes.filter((code) => code !== SUCCESS_CODE);
  const codeList = codes.map((code) => `- ${code}: ${codeText(code)}`).join('\n');
  const parameters: unknown[] = [{ $ref: '#/components/parameters/Lang' }];
  if (spec.idempotent) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  const op: Record<string, unknown> = {
    operationId: `${method.toLowerCase()}${path.replace(/\/api|\W/g, (m) => (m === '/api' ? '' : '_'))}`,
    summary: key,
    security: spec.auth ? [{ bearer: [] }] : [],
    parameters,
    'x-answer-codes': codes,
    responses: {
      '200': {
        description: `The envelope. \`data\` has the shape below when \`code\` is ${SUCCESS_CODE}; other codes:\n${codeList}`,
        content: {
          'application/json': {
            schema: {
              oneOf: [
                envelope({ const: SUCCESS_CODE }, jsonSchema(spec.res)),
                envelope({ enum: failures }, {}),
              ],
            },
          },
        },
      },
      '404': { description: 'Unknown path or method: `{ code: 404, msg: "not found" }`.' },
    },
  };
  const example = examples[key];
  if (method === 'GET') {
    const entries = (spec.req as v.ObjectSchema<v.ObjectEntries, undefined>).entries;
    for (const [name, entry] of Object.entries(entries)) {
      const optional = entry.type === 'optional';
      const value = (example as Record<string, unknown>)[name];
      const inner = optional
        ? (entry as v.OptionalSchema<v.GenericSchema, unknown>).wrapped
        : entry;
      parameters.push({
        name,
        in: 'query',
        required: !optional,
        schema: override(inner) ?? jsonSchema(entry as v.GenericSchema),
        ...(value === undefined ? {} : { example: value }),
      });
    }
  } else {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchema(spec.req), example } },
    };
  }
  return op;
}

export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const key of ENDPOINT_KEYS) {
    const [method, path] = key.split(' ') as [string, string];
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation(key) };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'RWAT API',
      version: '1.0.0',
      description:
        'Generated from lib/contract/contract.ts by `npm run contract`; do not edit. Every answer is ' +
        'HTTP 200 with the envelope `{ code, msg, data }`: code 10000 is success, any other code ' +
        'a refusal whose `msg` says why (1000: the request does not fit, naming the field). ' +
        'Amounts are decimal strings, addresses 0x + 40 hex, times ISO-8601 in UTC, ids integers. ' +
        'Objects may carry fields added later; clients ignore them.',
    },
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The `token` of POST /api/login; a newer login of the address ends it.',
        },
      },
      parameters: {
        Lang: {
          name: 'lang',
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description: 'The language the app shows, e.g. `en` or `zh_TW`.',
        },
        IdempotencyKey: {
          name: IDEMPOTENCY_HEADER,
          in: 'header',
          required: false,
          schema: { type: 'string', minLength: 1 },
          description:
            'Made once when the person confirms and sent again by every retry of that ' +
            'confirmation, so the server acts once however often the answer is lost.',
        },
      },
      schemas: components(),
    },
  };
}

export function openApiText(): string {
  return `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
}

function main(): void {
  const text = openApiText();
  if (process.argv.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(OPENAPI_PATH, 'utf8');
    } catch {}
    if (committed !== text) {
      console.error('e2e/stack/api/openapi.json is stale: run `npm run contract` and commit it.');
      process.exit(1);
    }
    console.info('openapi.json matches the contract');
    return;
  }
  writeFileSync(OPENAPI_PATH, text);
  console.info(`wrote ${OPENAPI_PATH}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
