import { tableService } from '@/lib/masters/services/table-service';
import { deskripsiService } from '../../schema';

/**
 * Parameter Deskripsi Service: the descriptions a repair piece picks from where PARAMETER_DESKRIPSI_SERVICE_MODULE is
 * on. A ticket keeps its piece's description as text, so a description may be edited or deleted whatever used it.
 */
export const deskripsiServiceService = tableService({
  table: deskripsiService, key: deskripsiService.kode, keyProperty: 'kode',
  columns: { kode_deskripsi: deskripsiService.kode, deskripsi: deskripsiService.deskripsi },
  write: (value) => ({ deskripsi: String(value.deskripsi) }),
});
