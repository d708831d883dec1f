// The tools feature's public surface for other features.
export { downscalePhoto, isImageFile } from './photoProcessing';
