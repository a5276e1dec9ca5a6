import path from 'node:path';
import { type E2eServer, startServer } from '../../tests/support/e2e';

/** A built client served for a browser bench: this checkout's `dist/`, or the one compared with it. */
export interface Build {
  /** `thisLabel` for this checkout's build, else the compared build's folder. */
  label: string;
  server: E2eServer;
}

/**
 * This checkout's build and, with `BENCH_COMPARE=<dist>`, another build (e.g. main's) served beside it: figures of
 * one minute on a shared machine compare only with figures of the same minute.
 */
export async function comparedBuilds(thisLabel = 'this build'): Promise<Build[]> {
  const builds: Build[] = [{ label: thisLabel, server: await startServer() }];
  const compared = process.env.BENCH_COMPARE ? path.resolve(process.env.BENCH_COMPARE) : null;
  if (compared) builds.push({ label: compared, server: await startServer({ builtClient: compared }) });
  return builds;
}

/** The builds in round `round`'s order: each one first in every other round, so neither always runs warm or cold. */
export const inTurn = <T>(builds: readonly T[], round: number): readonly T[] => (round % 2 ? [...builds].reverse() : builds);
