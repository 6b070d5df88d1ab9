import cluster from 'node:cluster';
import { buildEdge } from './server';
import { START_FAILURE_EXIT_CODE, superviseWorkers } from './cluster';
import { loadConfig, workerCount } from './config';
import { loadRenderers } from './ssr/server-bundle';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);

function settingsOrExit() {
  try {
    return { config: loadConfig(), workers: workerCount() };
  } catch (error) {
    // A bad setting stops the start with one clear line rather than a stack trace.
    console.error(`edge: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(START_FAILURE_EXIT_CODE);
  }
}

const { config, workers } = settingsOrExit();

// Rendering is CPU work: one edge per core (EDGE_WORKERS), all on the same port.
if (cluster.isPrimary && workers > 1) superviseWorkers({ workers, shutdownTimeoutMs });
else await serve();

async function serve() {
  // Each app's server bundle, loaded once by path (a missing one means that app is rendered in the browser only).
  const renderers = await loadRenderers(config.appDirs).catch((error: unknown) => {
    console.error(
      `edge: cannot load a server bundle: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(START_FAILURE_EXIT_CODE);
  });
  const app = buildEdge({ ...config, renderers, logger: { level: process.env.LOG_LEVEL ?? 'info' } });

  let closing = false;
  // Stop taking connections, let open requests finish, then exit; give up after SHUTDOWN_TIMEOUT_MS.
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('open requests did not finish in time; exiting');
      process.exit(1);
    }, shutdownTimeoutMs).unref();
    await app.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  app.listen({ port, host }).catch((error: unknown) => {
    app.log.error(error);
    process.exit(1);
  });
}
