// The katalog feature's public module for other features (server side): its master lists' services.
export { groupDescriptionService, kategoriKatalogService, kontakAdminService } from './services/katalog';
export {
  bannerKatalogService, hadiahKatalogService, hargaKatalogService, infoKatalogService, itemKatalogService, splashKatalogService,
} from './services/katalog-content';
