// The first screen's texts in 'th', one chunk: see ../firstScreenTexts.ts.
export { default as common } from '../../../../../locales/th/common.json';
export { default as booking } from '../../../../../locales/th/booking.json';
