// The stock feature's public client module for other features' components.
export { ScrapSummary, scrapOf, type ScrapPerJenis } from './components/scrap-summary';
