// CPU time a process has used, for the benches' "CPU per request" figures.
import { existsSync, readFileSync } from 'node:fs';

/**
 * CPU time (user + system, every thread) a process has used, in µs, from Linux's /proc (clock ticks
 * of 10 ms); null elsewhere. Unlike a rate, the CPU a request costs barely moves with the machine's load.
 */
export function cpuMicros(pid: number | undefined): number | null {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return null;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}
