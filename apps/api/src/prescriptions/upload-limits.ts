import {
  type Limit,
  type LimitDecision,
  type LimiterFactory,
  memoryLimiters,
  take,
} from '../http/rate-limiters';

export interface UploadLimitsConfig {
  /** Uploads one shopper may start in a row. */
  perUser: Limit;
  /** Uploads one shopper may start in a day, whatever became of them: kept, refused, cut off or failed. */
  perUserDaily: Limit;
}

/** A shopper sends a file or two, a few more when a photo is refused; the daily budget is the 20 they may keep. */
export const DEFAULT_UPLOAD_LIMITS: UploadLimitsConfig = {
  perUser: { points: 5, durationSec: 60 },
  perUserDaily: { points: 20, durationSec: 24 * 60 * 60 },
};

/**
 * The budgets of prescription uploads, per user (rate-limiter-flexible, as the SMS limits: in the database on
 * PostgreSQL, in memory on SQLite). An attempt takes its points before its body is read, so one that is refused,
 * cut off or fails counts as much as one kept; the daily point is taken first, so even attempts refused for speed
 * spend the day's budget.
 */
export function createUploadLimits(config: UploadLimitsConfig, limiter: LimiterFactory = memoryLimiters) {
  const daily = limiter('rx-upload-day', config.perUserDaily);
  const inRow = limiter('rx-upload', config.perUser);
  return {
    async consume(userId: number): Promise<LimitDecision> {
      const today = await take(daily, String(userId), 'prescription_uploads_today');
      if (!today.ok) return today;
      return take(inRow, String(userId), 'prescription_uploads_too_fast');
    },
  };
}

export type UploadLimits = ReturnType<typeof createUploadLimits>;
