import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROUTES, type VitalName } from '@gopharm/util';
import { VitalsBatch, VitalsSummary, VitalsSummaryQuery } from '@gopharm/util/contract';
import type { Database } from '../db/database';
import { createHmac, randomBytes } from 'node:crypto';
import { clientKey } from '@gopharm/util';
import { limitersFor, take } from '../http/rate-limiters';
import { badRequest, tooManyRequests } from '../http/replies';
import { staffGuard } from '../http/staff';
import { DEFAULT_VITALS_CONFIG, type VitalsConfig } from './vitals-config';
import { createVitalsRepo } from './vitals-repo';
import type { ApiApp } from '../http/api-app';

/** Route ids a beacon may name: the shared route table, plus the 404 page. */
export const KNOWN_ROUTE_IDS: ReadonlySet<string> = new Set([...ROUTES.map((r) => r.id), 'not-found']);

/**
 * The largest believable value of each metric: anything above is a broken clock or a forged beacon, refused so
 * that it cannot skew the p75. Times in milliseconds; CLS has no unit.
 */
export const METRIC_BOUNDS: Record<VitalName, number> = {
  LCP: 120_000,
  FCP: 120_000,
  TTFB: 120_000,
  INP: 60_000,
  CLS: 100,
};

export interface VitalsDeps {
  db: Database;
  config?: Partial<VitalsConfig>;
}

/**
 * `POST v1/vitals` (the apps' beacons) and `GET v1/vitals/summary` (staff). Registered as its own plugin so that
 * its text/plain parser (navigator.sendBeacon sends a string as text/plain) stays inside these two routes.
 */
export async function vitalsRoutes(app: ApiApp, deps: VitalsDeps): Promise<void> {
  const config = { ...DEFAULT_VITALS_CONFIG, ...deps.config };
  const { clock } = config;
  const vitals = createVitalsRepo(deps.db, clock, config.perClientDaily);
  // The beacon's client as the summary tells clients apart: a keyed hash of its key and the day (never the address;
  // a new one each day, so no row follows a client across days).
  const secret = config.clientSecret ?? randomBytes(32).toString('hex');
  const clientOf = (ip: string) =>
    createHmac('sha256', secret)
      .update(`vitals:${clock().toISOString().slice(0, 10)}:${clientKey(ip)}`)
      .digest('base64url')
      .slice(0, 16);
  await vitals.prune(new Date(clock().getTime() - config.retentionDays * 86_400_000));

  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: config.bodyLimit },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('The body must be JSON'), { statusCode: 400 }), undefined);
      }
    },
  );

  // One budget per client (an IPv4 address or an IPv6 /64) across instances on PostgreSQL (limitersFor), in
  // memory on SQLite.
  const perIp = limitersFor(deps.db)('vitals-ip', config.perIp);
  // Checked on arrival, before the body is read: a flood costs a look-up (memory) or one upsert (PostgreSQL).
  const limitByIp = async (request: FastifyRequest, reply: FastifyReply) => {
    const decision = await take(perIp, clientKey(request.ip), 'too_many_reports');
    if (!decision.ok) return tooManyRequests(reply, decision.code, decision.retryAfterMs);
  };

  app.post(
    '/v1/vitals',
    { bodyLimit: config.bodyLimit, onRequest: limitByIp, schema: { body: VitalsBatch } },
    async (request, reply) => {
      const batch = request.body;
      if (!KNOWN_ROUTE_IDS.has(batch.route))
        return badRequest(reply, 'unknown_route', { route: batch.route });
      const seen = new Set<string>();
      for (const { name, value } of batch.metrics) {
        if (seen.has(name)) return badRequest(reply, 'metric_twice', { metric: name });
        seen.add(name);
        if (!Number.isFinite(value) || value > METRIC_BOUNDS[name]) {
          return badRequest(reply, 'metric_out_of_range', { metric: name, max: METRIC_BOUNDS[name] });
        }
      }
      await vitals.add(batch, clientOf(request.ip));
      return reply.status(204).send();
    },
  );

  const requireStaff = staffGuard(config.staffToken);

  app.get(
    '/v1/vitals/summary',
    {
      onRequest: requireStaff,
      schema: { querystring: VitalsSummaryQuery, response: { 200: VitalsSummary } },
    },
    async (request) => {
      const days = Math.min(request.query.days, config.retentionDays);
      const since = new Date(clock().getTime() - days * 86_400_000);
      return { status: 1 as const, days, since: since.toISOString(), results: await vitals.summary(since) };
    },
  );
}
