// The first screen's texts in 'ko', one chunk: see ../firstScreenTexts.ts.
export { default as common } from '../../../../../locales/ko/common.json';
export { default as booking } from '../../../../../locales/ko/booking.json';
