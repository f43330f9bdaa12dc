// The closing's public module for other features and the demo generator (server side).
export { closeShopDay, closingFigures, type ClosingFigures } from './services/closing-kernel';
