// The corporate admin console's pure rules (issue #15): the contract's fiscal calendar, what counts
// as a stay and its sums per booker and hotel, guest-name masking and the export's CSV writer.
export * from './fiscal-year.ts';
export * from './stays.ts';
export * from './stay-breakdown.ts';
export * from './masking.ts';
export * from './csv.ts';
export * from './export-columns.ts';
