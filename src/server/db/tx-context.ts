import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client';

interface TxScope {
  root: Db;
  tx: Db;
  /** False once the transaction has ended: work started inside it (a stream) falls back to the root db. */
  open: boolean;
}

const scope = new AsyncLocalStorage<TxScope>();
const ROOT = Symbol('transaction-aware root db');

type TransactionFn = (cb: (tx: Db) => Promise<unknown>, config?: unknown) => Promise<unknown>;

/**
 * Wraps the root database so that every use of it resolves to the transaction open in the current async
 * context (see `transaction` below), else to the root. Repos keep taking a plain `Db` and join the caller's
 * transaction without being told: the idempotency wrapper runs a whole handler in one transaction this way,
 * and on PGlite (one connection) a query made beside an open transaction would otherwise wait forever.
 */
export function transactionAware(root: Db): Db {
  if (isTransactionAware(root)) return root;
  return new Proxy(root, {
    get(target, prop) {
      if (prop === ROOT) return target;
      const current = currentDb(target);
      if (prop === 'transaction') return transactionIn(target, current);
      const value: unknown = Reflect.get(current, prop, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}

const isTransactionAware = (db: Db): boolean => Boolean((db as unknown as Record<symbol, unknown>)[ROOT]);

/** Whether `db` (a transaction-aware root) has a transaction open in the current async context. */
export function inTransaction(db: Db): boolean {
  const root = (db as unknown as Record<symbol, Db | undefined>)[ROOT];
  return root !== undefined && currentDb(root) !== root;
}

function currentDb(root: Db): Db {
  const s = scope.getStore();
  return s?.open && s.root === root ? s.tx : root;
}

/** `db.transaction(cb)`: a transaction (or a savepoint inside the current one) that `cb` and everything it calls use. */
function transactionIn(root: Db, current: Db): TransactionFn {
  const begin = (current.transaction as unknown as TransactionFn).bind(current);
  return (cb, config) =>
    begin((tx) => {
      const txScope: TxScope = { root, tx, open: true };
      return scope.run(txScope, async () => {
        try {
          return await cb(tx);
        } finally {
          txScope.open = false;
        }
      });
    }, config);
}
