// Pure rules of a reservation shared by the API and the booking app: guest details, reservation
// numbers, the price re-check at booking, and the status transition table.
export * from './names.ts';
export * from './guest.ts';
// Not guestSchema.ts: it brings yup, which only the guest-detail screens and the API need ('@noren/core/domain/guest-schema').
export * from './numbers.ts';
export * from './priceChange.ts';
export * from './update.ts';
export * from './ownership.ts';
export * from './statuses.ts';
