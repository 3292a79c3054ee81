// The first screen's texts in 'id', one chunk: see ../firstScreenTexts.ts.
export { default as common } from '../../../../../locales/id/common.json';
export { default as booking } from '../../../../../locales/id/booking.json';
