import * as v from 'valibot';

/**
 * The fields the shapes of every area (`areas/`) are made of, and a page of a list. The shapes
 * are runtime schemas: the app checks every answer against them and the reference API every
 * request. Every amount is a decimal string (never a JS number), every address a 0x string,
 * every time an ISO-8601 string in UTC, every id an integer. Objects accept unknown extra
 * fields, so a newer server does not break the app.
 *
 * A message may name its field as `{field}`; the reference API fills in the field's path.
 */

// ── fields ──────────────────────────────────────────────────────────────
export type Address = `0x${string}`;
/** A decimal string such as "12.5"; never a float. */
export type Amount = string;
export type IsoTime = string;
/** A transaction hash. */
export type TxHash = `0x${string}`;

const AMOUNT_TEXT = '{field} must be a decimal string with at most 18 decimals';

/** A decimal string of at most 18 places, never negative. */
export const amount = v.pipe(v.string(AMOUNT_TEXT), v.regex(/^\d+(\.\d{1,18})?$/, AMOUNT_TEXT));
/** A ledger amount: "-10" leaves the balance, "10" enters it. */
export const signedAmount = v.pipe(
  v.string(AMOUNT_TEXT),
  v.regex(/^-?\d+(\.\d{1,18})?$/, AMOUNT_TEXT),
);
/** An amount a person asks to move: zero moves nothing and is refused. */
export const positiveAmount = v.pipe(amount, v.regex(/[1-9]/, '{field} must be greater than 0'));
export const address = v.pipe(
  v.string('invalid address'),
  v.regex(/^0x[0-9a-fA-F]{40}$/, 'invalid address'),
) as v.GenericSchema<Address>;
export const txHash = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{64}$/, 'invalid {field}'),
) as v.GenericSchema<TxHash>;
export const isoTime = v.pipe(v.string(), v.isoTimestamp());
export const id = v.pipe(v.number(), v.integer(), v.minValue(1));
export const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A uint256 as a decimal string, e.g. a deposit's order number. */
export const orderNo = v.pipe(v.string(), v.regex(/^\d{1,78}$/, 'invalid {field}'));

const POSITIVE_INT = '{field} must be a positive integer';
/** An id in a JSON body: a whole number from 1. */
export const bodyId = v.pipe(
  v.number(POSITIVE_INT),
  v.safeInteger(POSITIVE_INT),
  v.minValue(1, POSITIVE_INT),
);
/** A positive integer in a query string arrives as text. */
export const queryInt = v.pipe(
  v.union(
    [
      bodyId,
      v.pipe(
        v.string(),
        v.regex(/^\d{1,15}$/, POSITIVE_INT),
        v.transform(Number),
        v.minValue(1, POSITIVE_INT),
      ),
    ],
    POSITIVE_INT,
  ),
  v.number(),
);

export const ASSET_SYMBOLS = ['USDT', 'RWAT', 'RWAC'] as const;
export const assetSymbol = v.picklist(ASSET_SYMBOLS, '{field} must be one of USDT, RWAT, RWAC');
export type AssetSymbol = v.InferOutput<typeof assetSymbol>;

export const identity = v.picklist(['member', 'node']);
export type Identity = v.InferOutput<typeof identity>;

/** No request data. */
export const empty = v.object({});

// ── pages ───────────────────────────────────────────────────────────────
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

export function page<T extends v.GenericSchema>(item: T) {
  return v.object({ list: v.array(item), total: count, page: id, size: id });
}

export const pageQuery = v.object({ page: v.optional(queryInt), size: v.optional(queryInt) });
export type PageQuery = v.InferOutput<typeof pageQuery>;

export const REQUIRED = '{field} is required';
