/**
 * What the benches read from Linux's /proc about processes they did not start in-process (the real
 * `npm start`, the bench API server and its workers, PostgreSQL's backends): resident memory, CPU time, the
 * process tree under a pid, and which of those processes listens on a port.
 */
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

const PAGE_BYTES = 4096;
/** Clock ticks per second of utime/stime in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null; // the process ended between listing and reading
  }
}

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
function statFields(pid: number): string[] | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  return stat ? stat.slice(stat.lastIndexOf(')') + 2).split(' ') : null;
}

/** Resident memory of one process in bytes (0 once it has ended). */
export function rssBytes(pid: number): number {
  const statm = readOrNull(`/proc/${pid}/statm`);
  return statm ? Number(statm.split(' ')[1]) * PAGE_BYTES : 0;
}

/** User + system CPU time of one process so far, in ms (0 once it has ended). */
export function cpuMs(pid: number): number {
  const fields = statFields(pid);
  // utime and stime are fields 14 and 15 of the line; the slice starts at field 3 (state).
  return fields ? ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND : 0;
}

export function commandLine(pid: number): string {
  return (readOrNull(`/proc/${pid}/cmdline`) ?? '').split('\0').join(' ').trim();
}

/** `root` and every process below it. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (!fields) continue;
    const parent = Number(fields[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

/** Socket inodes listening on `port` (IPv4 and IPv6). */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of (readOrNull(table) ?? '').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local_address is ADDR:PORT in hex, st 0A is LISTEN, inode is the tenth column.
      if (cols.length > 9 && cols[3] === '0A' && parseInt(cols[1].split(':')[1], 16) === port) inodes.add(cols[9]);
    }
  }
  return inodes;
}

/** The process of `candidates` holding the socket that listens on `port`, if any. */
export function listenerOf(port: number, candidates: number[]): number | undefined {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return undefined;
  for (const pid of candidates) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) return pid;
    }
  }
  return undefined;
}
