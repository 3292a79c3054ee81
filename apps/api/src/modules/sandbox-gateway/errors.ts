// The sandbox's refusals, as a provider would word them (every one an error of the catalogue).
import { ErrorCode, invalidField, NorenError } from '@noren/core/domain';

/** A provider's wording: the reason is a phrase that follows the field ("token has already been used"). */
export const invalid = (field: string, reason: string, httpStatus?: number) => invalidField(field, reason, {}, `${field} ${reason}`, httpStatus);
export const paymentNotFound = () => new NorenError(ErrorCode.notFound, { message: 'No such payment.' });
export const notCapturable = (why: string) => new NorenError(ErrorCode.payNotCapturable, { message: `This payment cannot be captured: ${why}.` });
