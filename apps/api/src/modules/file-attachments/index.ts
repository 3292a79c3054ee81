// The file-attachments module's public face: its routes, and what the purge job needs to delete
// uploads no answer links.
export { default as fileAttachmentRoutes } from './routes.ts';
export { contentReferenced, deleteUnlinkedBefore, lockContent } from './repository.ts';
export { UploadStore } from './storage.ts';
/** For the reservation module's hooks (app.ts): uploads linked to a booking's answers in its transaction. */
export { attachmentsOfReservation, linkAttachments } from './repository.ts';
