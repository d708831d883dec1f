// The public surface of features/conditionPhotos: each party's photos of the tool at pickup and at
// return, kept in this browser with their digest recorded on chain as the rental's evidence. It sits
// above rentals (featureLayers in eslint.config.js): it records through the rentals' submitEvidence
// action, and rentals only carry the record (actions/evidenceUri.ts reads and writes its string).
export { ConditionRecords } from './ConditionRecords';
export { ConditionPhotoRecorder } from './ConditionPhotoRecorder';
