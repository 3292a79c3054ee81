// The pay links' refusals, each a catalogue code (core/domain/errors). A refusal of a guest's
// look-up says nothing about the link (no subject, no amount): only that there is none to show.
import { ErrorCode, NorenError, type PayLinkStatus } from '@noren/core/domain';

export const linkNotFound = () => new NorenError(ErrorCode.notFound, { payload: { resource: 'pay_link' } });

/** Paying a link that is not open: 409 3201 with its status (the page shows the outcome). */
export const notPayable = (status: PayLinkStatus) =>
  new NorenError(ErrorCode.payNotCapturable, { payload: { reason: `pay_link_${status}`, status }, message: `This pay link is ${status.replace('_', ' ')} and cannot be paid.` });

/** Editing a link that is not open: 409 3200. */
export const notEditable = (status: PayLinkStatus) =>
  new NorenError(ErrorCode.payNotUpdatable, { payload: { reason: `pay_link_${status}`, status }, message: `This pay link is ${status.replace('_', ' ')} and can no longer be changed.` });

/** The pay page was opened more than 1 hour ago (spec part 1 §4): 410 1250, reason pay_page_expired. */
export const pageExpired = () =>
  new NorenError(ErrorCode.expired, { payload: { reason: 'pay_page_expired' }, message: 'This payment page was opened more than an hour ago. Please reload the page.' });

/** 1000 naming the field, with the sentence the staff console shows. */

export const managerOnly = () => new NorenError(ErrorCode.forbidden, { payload: { reason: 'manager_only' }, message: 'Only a manager may refund a pay link.' });
