// The katalog feature's door for what runs outside Next (the demo generator, setup): no 'server-only' module behind it.
export { addKatalogContent, type KatalogContent } from './add-content';
