/**
 * The ieps feature's public module (decision 020): the routers `app.ts` mounts (requirements "IEP
 * versions": a student's IEP versions, finalize, amend, update the record; "IEP documents": the IEP's
 * PDF and Word file, the prior written notice and consent forms), and what the signatures feature
 * reads: an IEP by id, and its PDF with the SHA-256 a signature stores.
 */
export { iepDocumentPdf } from "./iep-document-file.ts";
export { createIepDocumentRoutes } from "./iep-documents.routes.ts";
export { findIep, type IepRow, toIep } from "./ieps.repository.ts";
export { createIepRoutes } from "./ieps.routes.ts";
