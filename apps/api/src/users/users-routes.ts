import {
  Cashback,
  OrRefusal,
  ProfileBody,
  ProfileSaved,
  RegionBody,
  SavedRegion,
  Status,
} from '@gopharm/util/contract';
import { isValidBirthDate } from '@gopharm/util';
import type { AuthGuard } from '../http/auth-guard';
import { commonQuerySchema } from '../http/common-query';
import { badRequest, notFound, refusal } from '../http/replies';
import type { CashbackRepo } from '../orders/cashback';
import type { RegionsRepo } from '../regions/regions-repo';
import type { Profile, UsersRepo } from './users-repo';
import type { ApiApp } from '../http/api-app';
import { languageOf } from '../http/scope';

export interface UsersDeps {
  users: UsersRepo;
  cashback: CashbackRepo;
  regions: Pick<RegionsRepo, 'withDistrict'>;
  requireUser: AuthGuard;
  clock: () => Date;
}

export function usersRoutes(app: ApiApp, deps: UsersDeps): void {
  const { users, cashback, regions, requireUser, clock } = deps;

  app.post(
    '/v1/register-profil',
    { onRequest: requireUser, schema: { body: ProfileBody, response: { 200: ProfileSaved } } },
    async (request, reply) => {
      const body = request.body;
      const profile: Profile = {
        ...body,
        first_name: body.first_name.trim(),
        last_name: body.last_name.trim(),
        father_name: body.father_name?.trim() ?? '',
      };
      if (!profile.first_name || !profile.last_name) {
        return badRequest(reply, 'names_required');
      }
      if (!isValidBirthDate(profile.birth_date, clock())) {
        return badRequest(reply, 'invalid_birth_date');
      }
      return { status: 1, msg: 'Profile saved', user: await users.completeProfile(request.userId, profile) };
    },
  );

  app.get(
    '/v1/user-cashback',
    { onRequest: requireUser, schema: { response: { 200: Cashback } } },
    async (request) => ({ status: 1, msg: '', cash: await cashback.balance(request.userId) }),
  );

  app.post(
    '/v1/add-region',
    {
      onRequest: requireUser,
      schema: { querystring: commonQuerySchema, body: RegionBody, response: { 200: Status } },
    },
    async (request, reply) => {
      if (!regions.withDistrict(request.body.region, languageOf(request.query)))
        return notFound(reply, 'region_not_found');
      await users.saveRegion(request.userId, request.body.region);
      return { status: 1, msg: 'Region saved' };
    },
  );

  app.get(
    '/v1/add-region',
    {
      onRequest: requireUser,
      schema: { querystring: commonQuerySchema, response: { 200: OrRefusal(SavedRegion) } },
    },
    async (request) => {
      const saved = await users.regionOf(request.userId);
      const region = saved === null ? null : regions.withDistrict(saved, languageOf(request.query));
      return region ?? refusal('no_region_saved');
    },
  );
}
