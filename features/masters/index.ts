// The masters engine's public module for other features (server side): the page every master list is served by.
export { MasterPage } from './components/master-page';
