import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import type { Inspection, InspectionTask } from './prescription-file';

export interface InspectorConfig {
  /**
   * The worker's module: prescription-worker.mjs beside the built server (main.ts names it), or, unbuilt (tests),
   * prescription-file.ts itself, which Node 24 runs by stripping its types.
   */
  workerFile: string;
  /** Threads reading files at once; the rest of the machine stays the API's. */
  threads: number;
  /** Files waiting for a thread; one more is refused at once ("try again"), not queued. */
  maxQueue: number;
  /** A file not read in this time (waiting included) is refused, and its thread ended mid-file. */
  timeoutMs: number;
  /** A thread's JavaScript heap: a file whose objects outgrow it ends the thread, and is refused. */
  maxHeapMb: number;
}

/** The source of the worker, for a server run from TypeScript (Jest): never in a bundle (no __dirname there). */
function sourceWorkerFile(): string {
  const file = typeof __dirname === 'string' ? join(__dirname, 'prescription-file.ts') : '';
  if (!existsSync(file)) throw new Error('the prescription worker: no workerFile given and no source beside');
  return file;
}

export const DEFAULT_INSPECTOR_CONFIG: Omit<InspectorConfig, 'workerFile'> = {
  threads: 1,
  maxQueue: 8,
  timeoutMs: 10_000,
  maxHeapMb: 256,
};

/** Why the inspector gave no inspection: every thread busy and the queue full. */
export type InspectorAnswer = Inspection | { ok: false; refusal: 'busy'; reason: string };

/**
 * Reads prescription files off the main thread (a piscina pool, `inspectFile` of prescription-file.ts), so a file
 * that is slow or large to read — a PDF of 40,000 pages, streams that inflate to gigabytes, a picture of too many
 * pixels — delays the other uploads at most, never another shopper's request. Each file is bounded by the worker's
 * own caps (FILE_LIMITS), by a time limit that ends its thread, and by the thread's heap.
 */
export function createInspector(config: Partial<InspectorConfig> = {}) {
  const { workerFile, threads, maxQueue, timeoutMs, maxHeapMb } = {
    ...DEFAULT_INSPECTOR_CONFIG,
    ...config,
  };
  const pool = new Piscina<InspectionTask, Inspection>({
    filename: workerFile ?? sourceWorkerFile(),
    // No thread until the first upload (most processes, tests among them, never read a file), then one kept a while.
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
    maxQueue,
    concurrentTasksPerWorker: 1,
    // Below the main thread's priority (Linux: @napi-rs/nice): on a machine of few cores a file being read
    // takes the CPU the shoppers' requests leave.
    niceIncrement: 19,
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  });

  return {
    async inspect(task: InspectionTask): Promise<InspectorAnswer> {
      if (pool.queueSize >= maxQueue) return { ok: false, refusal: 'busy', reason: 'queue full' };
      try {
        return await pool.run(task, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        const { name, code, message } = error as { name?: string; code?: string; message?: string };
        // The time limit (piscina ends the thread running the file), the heap limit (the thread ended itself).
        if (name === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY') {
          return { ok: false, refusal: 'unreadable', reason: `${code ?? name}: ${message ?? ''}` };
        }
        if (message === 'Task queue is at limit') return { ok: false, refusal: 'busy', reason: message };
        throw error;
      }
    },
    close: () => pool.destroy(),
  };
}

export type Inspector = ReturnType<typeof createInspector>;
