// The reservation module's repository: the only code that writes the reservation's tables
// (reservations, reservation_rooms, _nights, _extras, _answers, _cancellations, _updates,
// _alterations, payment_refunds). Nothing here leaves the module: its index.ts exports operations.
export * from './answers.ts';
export * from './catalogue.ts';
export * from './lists.ts';
export * from './money.ts';
export * from './reservations.ts';
export * from './status.ts';
export * from './stay.ts';
export * from './link-payments.ts';
