// The file-attachments module's public face: its routes, and what the purge job needs to delete
// uploads no answer links.
export { default as fileAttachmentRoutes } from './routes.ts';
export { contentReferenced, deleteUnlinkedBefore, lockContent } from './repository.ts';
export { UploadStore } from './storage.ts';
