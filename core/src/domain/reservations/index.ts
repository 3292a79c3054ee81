// Pure rules of a reservation shared by the API and the booking app: guest details, reservation
// numbers, and the price re-check at booking.
export * from './names.ts';
export * from './guest.ts';
export * from './numbers.ts';
export * from './priceChange.ts';
