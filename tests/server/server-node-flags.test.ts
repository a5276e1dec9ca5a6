import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from '../../scripts/server-node-flags';

describe("npm start's node flags (ADR 0045)", () => {
  it('turn off V8 allocation-site pretenuring, which let a fast export grow the server by 28-64 MB (P6)', () => {
    expect(serverNodeFlags('.')).toContain('--no-allocation-site-pretenuring');
  });

  it('are accepted by this node (a flag V8 dropped would stop npm start with "bad option")', () => {
    expect(execFileSync(process.execPath, [...serverNodeFlags('.'), '-e', 'process.stdout.write("started")'], { encoding: 'utf8' })).toBe('started');
  });
});
