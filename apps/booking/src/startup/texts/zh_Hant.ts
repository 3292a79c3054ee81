// The first screen's texts in 'zh_Hant', one chunk: see ../firstScreenTexts.ts.
export { default as common } from '../../../../../locales/zh_Hant/common.json';
export { default as booking } from '../../../../../locales/zh_Hant/booking.json';
