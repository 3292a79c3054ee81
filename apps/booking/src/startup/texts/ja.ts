// The first screen's texts in 'ja', one chunk: see ../firstScreenTexts.ts.
export { default as common } from '../../../../../locales/ja/common.json';
export { default as booking } from '../../../../../locales/ja/booking.json';
