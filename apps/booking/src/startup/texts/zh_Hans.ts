// The first screen's texts in 'zh_Hans', one chunk: see ../firstScreenTexts.ts.
export { default as common } from '../../../../../locales/zh_Hans/common.json';
export { default as booking } from '../../../../../locales/zh_Hans/booking.json';
