// Memory and CPU of a server and the processes it started (the edge runs one worker per core), from Linux /proc.
import { readFileSync, readdirSync } from 'node:fs';

/** The pid and every descendant's pid (the edge's primary and its workers). */
export function processTree(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    for (const task of safe(() => readdirSync(`/proc/${pids[i]}/task`), [])) {
      const children = safe(() => readFileSync(`/proc/${pids[i]}/task/${task}/children`, 'utf8'), '');
      for (const child of children.split(' ').map(Number).filter(Boolean)) pids.push(child);
    }
  }
  return pids;
}

function safe(read, fallback) {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** Resident memory of one process in MB (NaN once it is gone). */
export function rssMb(pid) {
  const line = safe(() => readFileSync(`/proc/${pid}/status`, 'utf8'), '').match(/^VmRSS:\s+(\d+)\s+kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
}

/** Resident memory of the whole tree (a server and its workers), in MB. */
export function treeRssMb(pid) {
  return processTree(pid).reduce((sum, each) => sum + (rssMb(each) || 0), 0);
}

/** Resident memory of the tree's largest process, in MB. */
export function largestRssMb(pid) {
  return Math.max(...processTree(pid).map((each) => rssMb(each) || 0));
}

/** CPU time (user + system) the process has used, in ms (clock ticks of 10 ms). */
export function cpuMs(pid) {
  const stat = safe(() => readFileSync(`/proc/${pid}/stat`, 'utf8'), '');
  const fields = stat.split(') ')[1]?.split(' ');
  return fields ? (Number(fields[11]) + Number(fields[12])) * 10 : NaN;
}

/** CPU time of the whole tree so far, in ms. */
export function treeCpuMs(pid) {
  return processTree(pid).reduce((sum, each) => sum + (cpuMs(each) || 0), 0);
}
