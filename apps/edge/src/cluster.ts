import cluster, { type Worker } from 'node:cluster';

/** A worker exits with this when its start-up cannot work (a bad setting, a broken server bundle). */
export const START_FAILURE_EXIT_CODE = 2;
/** More crashes than this per worker within CRASH_WINDOW_MS: something is wrong for good; stop. */
const CRASHES_PER_WORKER = 3;
const CRASH_WINDOW_MS = 60_000;

/**
 * glibc gives each thread that allocates its own arena, and the workers' compression runs on libuv's four threads:
 * the pages' buffers and compressors then spread over arenas that never shrink. Two arenas kept a worker under
 * load about 40 MB smaller at the same speed. Read by glibc as the process starts, so it is set for the workers
 * (a value given to the edge wins).
 */
const WORKER_ENV = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };

export interface SuperviseOptions {
  workers: number;
  /** How long the workers may take to finish their open requests on SIGTERM. */
  shutdownTimeoutMs: number;
  log?: (message: string) => void;
}

/**
 * The primary process of the edge: one worker per core behind the same port (the primary hands connections out
 * round-robin), each a whole edge. A worker that dies is replaced; one that cannot start, or workers that keep
 * dying, stop the edge. SIGTERM and SIGINT are passed on, so every worker finishes its open requests first.
 */
export function superviseWorkers({ workers, shutdownTimeoutMs, log = console.error }: SuperviseOptions) {
  let stopping = false;
  let exitCode = 0;
  const crashes: number[] = [];
  const alive = () => Object.keys(cluster.workers ?? {}).length;

  function stop(code: number) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const worker of Object.values(cluster.workers ?? {}) as Worker[]) worker.process.kill('SIGTERM');
    // A worker that hangs past its own deadline does not keep the edge from exiting.
    setTimeout(() => process.exit(exitCode || 1), shutdownTimeoutMs + 2_000).unref();
    if (alive() === 0) process.exit(exitCode);
  }

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (alive() === 0) process.exit(exitCode);
      return;
    }
    if (code === START_FAILURE_EXIT_CODE) {
      log(`edge: worker ${worker.process.pid} could not start; stopping`);
      return stop(START_FAILURE_EXIT_CODE);
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length > 0 && crashes[0] < now - CRASH_WINDOW_MS) crashes.shift();
    if (crashes.length > workers * CRASHES_PER_WORKER) {
      log(`edge: workers keep exiting (${crashes.length} in a minute); stopping`);
      return stop(1);
    }
    log(`edge: worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    cluster.fork(WORKER_ENV);
  });
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  for (let i = 0; i < workers; i++) cluster.fork(WORKER_ENV);
}
