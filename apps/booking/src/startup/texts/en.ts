// The first screen's texts in 'en', one chunk: see ../firstScreenTexts.ts.
export { default as common } from '../../../../../locales/en/common.json';
export { default as booking } from '../../../../../locales/en/booking.json';
