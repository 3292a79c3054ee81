export * from './personalData.ts';
export * from './urlPrivacy.ts';
export * from './utm.ts';
export * from './trackingId.ts';
export * from './dataLayerEvent.ts';
