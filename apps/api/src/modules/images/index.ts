// The images module's public face: the image route, how a stored photo appears in an answer, and
// storing an original (the demo seed now; staff uploads later).
export { default as imageRoutes } from './routes.ts';
export { photoView, type PhotoSource } from './photos.ts';
export { describeImage, storeOriginal, type StoredImage } from './originals.ts';
