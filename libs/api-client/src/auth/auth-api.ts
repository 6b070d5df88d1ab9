import type { HttpClient } from '../http/http-types';
import type {
  AcceptedDto,
  ChallengeDto,
  CashbackDto,
  CodeSentDto,
  ProfileBodyDto,
  ProfileSavedDto,
  StatusDto,
  UserDto,
} from '../shared/dtos';
import { mapData, type Result } from '../http/result';

export type { CashbackDto, ChallengeDto };

export type RequestCodeDto = CodeSentDto;

/** POST v1/accept: the whole answer is stored as the user (spec, section 7). */
export type AcceptDto = AcceptedDto;

export type ProfileFields = ProfileBodyDto;

export type RegisterProfileDto = ProfileSavedDto;

export function createAuthApi(http: HttpClient) {
  return {
    /**
     * POST v1/register-captcha: sends an activation code to the phone (12 digits, no plus); `altcha`, the solved
     * challenge, when the server asked for one (428 `challenge_required`).
     */
    requestCode(phone: string, altcha?: string): Promise<Result<RequestCodeDto>> {
      const body = altcha === undefined ? { phone } : { phone, altcha };
      return http.post<RequestCodeDto>('v1/register-captcha', body, { refusal: true });
    },
    /** GET v1/challenge: a proof-of-work challenge (the ALTCHA scheme) to solve before asking again. */
    getChallenge(): Promise<Result<ChallengeDto>> {
      return http.get<ChallengeDto>('v1/challenge');
    },
    /** POST v1/accept: checks the code; `{ status: 0, msg: "Code None" }` when it is wrong. */
    acceptCode(phone: string, code: string): Promise<Result<AcceptDto>> {
      return http.post<AcceptDto>('v1/accept', { phone, code }, { refusal: true });
    },
    /** POST v1/register-profil (auth): completes the profile. */
    registerProfile(fields: ProfileFields): Promise<Result<RegisterProfileDto>> {
      return http.post<RegisterProfileDto>('v1/register-profil', fields, { refusal: true });
    },
    /** GET v1/user (auth): the signed-in user, to initialise the session. */
    async getUser(): Promise<Result<UserDto>> {
      const answer = await http.get<{ status: number; user: UserDto }>('v1/user');
      return mapData(answer, (data) => data.user);
    },
    /** POST v1/logout (auth): revokes the token. */
    logout(): Promise<Result<StatusDto>> {
      return http.post<StatusDto>('v1/logout');
    },
    /** GET v1/user-cashback (auth): the bonus balance. */
    getCashback(): Promise<Result<CashbackDto>> {
      return http.get<CashbackDto>('v1/user-cashback');
    },
  };
}
