// The masters engine's public module for other features (browser side): its picture input.
export { ImageInput } from './components/media-inputs';
