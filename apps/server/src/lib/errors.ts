/** The one error type of the server; the error handler turns it into PRODUCT.md's envelope. */
import { ErrorCode, Messages } from '@aa/contracts';

export interface AppErrorExtra {
  errors?: Record<string, string[]>;
  remainingTime?: number;
  attemptCount?: number;
  /** PRODUCT.md §7: platform calls read the failure's text from `error`. */
  error?: string;
  /** INSUFFICIENT_CREDITS: PRODUCT.md §3 Credit error. */
  currentCredits?: number;
  requiredCredits?: number;
  firstPackageBonusPercent?: number;
  /** AMAZON_TAG_MISSING: the store without a tag. */
  store?: string;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly extra: AppErrorExtra;

  constructor(code: ErrorCode, message: string, status: number, extra: AppErrorExtra = {}) {
    super(message);
    this.code = code;
    this.status = status;
    this.extra = extra;
  }

  static unauthorized(message: string = Messages.unauthorized) {
    return new AppError(ErrorCode.UNAUTHORIZED, message, 401);
  }

  static notFound(message: string = Messages.notFound) {
    return new AppError(ErrorCode.NOT_FOUND, message, 404);
  }

  static badRequest(code: ErrorCode, message: string) {
    return new AppError(code, message, 400);
  }
}
