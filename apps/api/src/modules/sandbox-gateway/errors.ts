// The sandbox's refusals, as a provider would word them (every one an error of the catalogue).
import { ErrorCode, NorenError } from '@noren/core/domain';

export const invalid = (field: string, reason: string, httpStatus?: number) =>
  new NorenError(ErrorCode.invalid, { payload: { field, reason }, message: `${field} ${reason}`, ...(httpStatus !== undefined && { httpStatus }) });
export const paymentNotFound = () => new NorenError(ErrorCode.notFound, { message: 'No such payment.' });
export const notCapturable = (why: string) => new NorenError(ErrorCode.payNotCapturable, { message: `This payment cannot be captured: ${why}.` });
