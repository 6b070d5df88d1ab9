import {
  isEPrescriptionNumber,
  normalizePrescriptionNumber,
  PRESCRIPTION_FILE_MAX_BYTES,
  PRESCRIPTION_UPLOAD_PATH,
} from '@gopharm/util';
import {
  PrescriptionNumberBody,
  PrescriptionSaved,
  PrescriptionsAnswer,
  Status,
} from '@gopharm/util/contract';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { AuthGuard } from '../http/auth-guard';
import { badRequest, idParamsSchema, notFound, refuse, refusal, tooManyRequests } from '../http/replies';
import { FILE_LIMITS, sniffMediaType } from './prescription-file';
import type { Inspector } from './prescription-inspector';
import type { PrescriptionsRepo } from './prescriptions-repo';
import type { UploadLimits } from './upload-limits';
import type { ApiApp } from '../http/api-app';

/** How many prescriptions one shopper may keep. */
export const MAX_PRESCRIPTIONS = 20;

/**
 * What an upload may declare: the file types, or none in particular (the bytes decide either way). HEIC is read
 * so that it is told apart from a file of no known kind.
 */
const UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/heif',
  'application/pdf',
  'application/octet-stream',
];

/** The upload's body is the file's bytes, read by its own parser: no body schema, only the answer's. */
const uploadSchema: FastifySchema = { response: { 200: PrescriptionSaved } };

export function prescriptionsRoutes(
  app: ApiApp,
  deps: {
    prescriptions: PrescriptionsRepo;
    requireUser: AuthGuard;
    /** Reads files off the main thread; closed with the server. */
    inspector: Inspector;
    uploadLimits: UploadLimits;
  },
) {
  const { prescriptions, requireUser, inspector, uploadLimits } = deps;
  app.addHook('onClose', () => inspector.close());

  /** Every upload takes from the shopper's budgets before its body is read: a refused or cut-off one too. */
  const countUpload = async (request: FastifyRequest, reply: FastifyReply) => {
    const decision = await uploadLimits.consume(request.userId);
    if (!decision.ok) return tooManyRequests(reply, decision.code, decision.retryAfterMs);
  };

  app.get(
    '/v1/prescriptions',
    { onRequest: requireUser, schema: { response: { 200: PrescriptionsAnswer } } },
    async (request) => ({
      status: 1,
      results: await prescriptions.list(request.userId),
    }),
  );

  app.post(
    '/v1/prescriptions',
    {
      onRequest: requireUser,
      schema: {
        body: PrescriptionNumberBody,
        response: { 200: PrescriptionSaved },
      },
    },
    async (request, reply) => {
      const number = normalizePrescriptionNumber(request.body.number);
      if (!isEPrescriptionNumber(number)) return badRequest(reply, 'prescription_number');
      // Kept already: the same prescription again (a second tap lists it once), even at the limit.
      const kept = await prescriptions.findNumber(request.userId, number);
      if (kept) return { status: 1, prescription: kept };
      if ((await prescriptions.count(request.userId)) >= MAX_PRESCRIPTIONS) {
        return refusal('too_many_prescriptions', { count: MAX_PRESCRIPTIONS });
      }
      return { status: 1, prescription: await prescriptions.addNumber(request.userId, number) };
    },
  );

  // The photo or scan is the request's body as it is (no form encoding), in a scope of its own: only this route
  // reads bodies of file types, and up to PRESCRIPTION_FILE_MAX_BYTES.
  app.register(async (upload) => {
    upload.addContentTypeParser(
      UPLOAD_TYPES,
      { parseAs: 'buffer', bodyLimit: PRESCRIPTION_FILE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    upload.post(
      // Under the API's /api prefix: the path the edge gives the larger limit.
      PRESCRIPTION_UPLOAD_PATH.slice('/api'.length),
      {
        onRequest: [requireUser, countUpload],
        bodyLimit: PRESCRIPTION_FILE_MAX_BYTES,
        schema: uploadSchema,
        // A body over the limit is answered here, with the shop's message, not Fastify's.
        errorHandler: (error: { statusCode?: number }, _request, reply) => {
          if (error.statusCode === 413) return refuse(reply, 413, 'prescription_too_large');
          if (error.statusCode === 415) return badRequest(reply, 'prescription_type');
          throw error;
        },
      },
      async (request, reply) => {
        const body = request.body;
        if (!(body instanceof Uint8Array) || body.byteLength === 0) {
          return badRequest(reply, 'prescription_type');
        }
        const type = sniffMediaType(body);
        if (!type) return badRequest(reply, 'prescription_type');
        // Not decoded here (see apps/api/README.md): an iPhone's browser sends a JPEG when HEIC is not asked for.
        if (type === 'image/heic') return badRequest(reply, 'prescription_heic');
        if ((await prescriptions.count(request.userId)) >= MAX_PRESCRIPTIONS) {
          return refusal('too_many_prescriptions', { count: MAX_PRESCRIPTIONS });
        }
        const inspection = await inspector.inspect({ bytes: body, type });
        if (!inspection.ok) {
          request.log.info({ reason: inspection.reason }, 'prescription file refused');
          switch (inspection.refusal) {
            case 'busy':
              return reply.status(503).header('Retry-After', '5').send(refusal('prescription_busy'));
            case 'pages':
              return badRequest(reply, 'prescription_pages', { count: FILE_LIMITS.maxPdfPages });
            case 'unreadable':
              return badRequest(reply, 'prescription_unreadable');
          }
        }
        return {
          status: 1,
          prescription: await prescriptions.addFile(request.userId, type, inspection.bytes),
        };
      },
    );
  });

  // The file, to its owner only, never cached (the accounts' no-store), never run: a PDF or image opened from here cannot script the site.
  app.get(
    '/v1/prescriptions/:id/file',
    { onRequest: requireUser, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const file = await prescriptions.file(request.params.id, request.userId);
      if (!file) return notFound(reply, 'prescription_not_found');
      return reply
        .header('Content-Type', file.mediaType)
        .header('Content-Disposition', `attachment; filename="prescription-${request.params.id}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(file.bytes);
    },
  );

  app.delete(
    '/v1/prescriptions/:id',
    { onRequest: requireUser, schema: { params: idParamsSchema, response: { 200: Status } } },
    async (request, reply) => {
      if (!(await prescriptions.remove(request.params.id, request.userId))) {
        return notFound(reply, 'prescription_not_found');
      }
      return { status: 1, msg: 'Prescription deleted' };
    },
  );
}
