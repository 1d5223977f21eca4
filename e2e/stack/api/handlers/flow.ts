import type { LedgerEntry, Page } from '@/lib/contract/contract';
import { badRequest } from '../codes';
import type { AuthedContext } from '../context';
import { newestFirst, paginate, readPageParams } from '../paging';
import { userKey } from '../state';
import { isAssetSymbol } from '../validate';
import { ledgerView } from '../views';

export function listLedger(ctx: AuthedContext): Page<LedgerEntry> {
  const params = readPageParams(ctx.query);
  const symbolText = ctx.query.get('symbol');
  const symbol = symbolText === null || symbolText === '' ? null : symbolText;
  if (symbol !== null && !isAssetSymbol(symbol)) {
    throw badRequest('symbol must be one of USDT, RWAT, RWAC');
  }
  const owner = userKey(ctx.user.address);
  const rows = newestFirst(
    ctx.state.ledger.filter(
      (e) => userKey(e.owner) === owner && (symbol === null || e.symbol === symbol),
    ),
  );
  return paginate(rows, params, ledgerView);
}
