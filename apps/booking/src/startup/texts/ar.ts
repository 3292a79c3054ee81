// The first screen's texts in 'ar', one chunk: see ../firstScreenTexts.ts.
export { default as common } from '../../../../../locales/ar/common.json';
export { default as booking } from '../../../../../locales/ar/booking.json';
