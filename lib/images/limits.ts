/**
 * Upload limits, shared by the server's check (process-upload), the browser's check before sending (media-inputs), the
 * body limits at the edge (lib/server/request-guard) and next.config (serverActions.bodySizeLimit).
 */

/** Largest upload accepted, in bytes, and largest picture, in pixels (a 40 MP phone photo passes, a decompression bomb does not). */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;

/** Full-size pictures one save may carry (Item Katalog takes several): five at the largest size, 40 MB in all. */
export const MAX_IMAGES_PER_SAVE = 5;
export const MAX_IMAGES_BYTES_PER_SAVE = MAX_IMAGES_PER_SAVE * MAX_UPLOAD_BYTES;

/** A form's other fields and multipart framing beside its pictures. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/** The largest body of a form or API call with pictures: 41 MB. */
export const IMAGE_BODY_BYTES = MAX_IMAGES_BYTES_PER_SAVE + FORM_OVERHEAD_BYTES;

/** The largest body of anything else (JSON calls, forms without pictures, the login): 1 MB, Next's own default for actions. */
export const SMALL_BODY_BYTES = 1024 * 1024;

/** The screens whose forms upload pictures (the lists of lib/masters/definitions with an image folder; a test checks). */
export const IMAGE_UPLOAD_PATHS = ['/kategori-katalog', '/banner-katalog', '/info-katalog', '/item-katalog', '/hadiah-katalog', '/splashscreen-katalog'];

/** Whole megabytes, for the messages. */
export const toMb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The stock screens whose forms send a picture (an item's photo): the same body limit as the catalogue's pictures. */
export const FILE_UPLOAD_PATHS = ['/tambah-data-barang', '/transaksi-hutang'];

/**
 * The largest spreadsheet Tambah Barang Banyak takes: 10,000 rows of every column are about 2 MB as .xlsx and 3 MB as
 * .csv. What its parts may unpack to is the reader's limit (lib/import/read-sheet).
 */
export const MAX_IMPORT_FILE_BYTES = 8 * 1024 * 1024;

/** The largest body of the import's form: the file and the form's other fields, 9 MB. */
export const IMPORT_BODY_BYTES = MAX_IMPORT_FILE_BYTES + FORM_OVERHEAD_BYTES;

/** The screens whose forms send a spreadsheet. */
export const IMPORT_UPLOAD_PATHS = ['/tambah-barang-banyak'];
