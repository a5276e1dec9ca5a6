import { NodePgSession } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from './client';

type Transaction = InstanceType<typeof NodePgSession>['transaction'];
type SessionParts = ConstructorParameters<typeof NodePgSession>;

/**
 * drizzle (0.45) checks a pool's connection out for a transaction and releases it in a `finally` that its BEGIN
 * stands outside of: a BEGIN on a connection the database has just dropped (a restart, a terminated backend) kept
 * that connection checked out for good, and a few outages emptied the pool (the outage test's clean-up waited
 * forever). Here the connection is checked out and released around drizzle's transaction on that one connection;
 * the pool drops it on release when it is broken.
 */
export function releasingTransactions(db: Db, pool: pg.Pool): void {
  const session = db._.session as unknown as { transaction: Transaction; dialect: SessionParts[1]; schema: SessionParts[2]; options: SessionParts[3] };
  session.transaction = async (cb, config) => {
    const client = await pool.connect();
    try {
      return await new NodePgSession(client, session.dialect, session.schema, session.options).transaction(cb, config);
    } finally {
      client.release();
    }
  };
}
