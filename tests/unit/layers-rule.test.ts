import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import plugin from '../../eslint-rules/layers.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } });
const at = (file: string) => path.join(process.cwd(), file);

tester.run('local/layers', plugin.rules!.layers, {
  valid: [
    { filename: at('features/money/services/x.ts'), code: "import { spendGrant } from '@/features/otorisasi';" },
    { filename: at('features/money/services/x.ts'), code: "import { rekeningService } from './rekening';" },
    { filename: at('features/money/services/x.ts'), code: "import { REPORTS } from '@/features/reports';" },
    { filename: at('components/shell/x.tsx'), code: "import { logoutAction } from '@/features/auth/client';" },
    { filename: at('features/money/components/x.tsx'), code: "'use client';\nimport type { Db } from '@/lib/db/client';" },
    { filename: at('features/money/components/x.tsx'), code: "'use client';\nimport { type KirimUangRow } from '@/features/money/services/kirim-uang';" },
    { filename: at('features/money/components/x.tsx'), code: "'use client';\nimport { mutasiSchema } from '@/features/money/schemas';" },
    { filename: at('app/(shell)/x/page.tsx'), code: "import { getDb } from '@/lib/db/client';" },
    { filename: at('lib/format/x.ts'), code: "import { formatRupiah } from '@/lib/format';" },
    { filename: at('features/stock/moves/services/x.ts'), code: "import { findReadyItemByBarcode } from '@/features/stock/items/services/find-item';" },
    { filename: at('features/demo/sales.ts'), code: "import { postSales } from '@/features/penjualan/kernel';" },
    { filename: at('features/pembelian/schema.ts'), code: "import { penjualan } from '@/features/penjualan/schema';" },
    // A feature's tables leave it through verbs; its own code and tests use them directly.
    { filename: at('features/penjualan/services/sale-nota.ts'), code: "import { penjualan } from '../schema';" },
    { filename: at('features/stock/services/masters/gold-price.db.test.ts'), code: "import { hargaEmas } from '../../schema';" },
    { filename: at('features/penjualan/index.ts'), code: "export type { PenjualanRow } from './schema';" },
    { filename: at('features/pricing/index.ts'), code: "export * from '@/lib/pricing';" },
  ],
  invalid: [
    { filename: at('features/penjualan/kernel.ts'), code: "export { penjualan, penjualanDetail } from './schema';", errors: [{ messageId: 'tableLeavesFeature' }] },
    { filename: at('features/penjualan/services/x.ts'), code: "import { findReadyItemByBarcode } from '@/features/stock/items';", errors: [{ messageId: 'featureInternals' }] },
    { filename: at('features/nota/services/x.ts'), code: "import { penjualan } from '@/features/penjualan/schema';", errors: [{ messageId: 'featureInternals' }] },
    { filename: at('lib/masters/x.ts'), code: "import { spendGrant } from '@/features/otorisasi';", errors: [{ messageId: 'platformImportsFeature' }] },
    { filename: at('lib/db/x.ts'), code: "import { REPORTS } from '../../features/reports';", errors: [{ messageId: 'platformImportsFeature' }] },
    { filename: at('features/money/services/x.ts'), code: "import { spendGrant } from '@/features/otorisasi/services/grant';", errors: [{ messageId: 'featureInternals' }] },
    { filename: at('features/money/services/x.ts'), code: "export { spendGrant } from '../../otorisasi/services/grant';", errors: [{ messageId: 'featureInternals' }] },
    { filename: at('components/shell/x.tsx'), code: "import { logoutAction } from '@/features/auth/actions/logout';", errors: [{ messageId: 'featureInternals' }] },
    { filename: at('components/reports/x.tsx'), code: "import { REPORTS } from '@/features/reports';", errors: [{ messageId: 'featureInternals' }] },
    { filename: at('features/money/components/x.tsx'), code: "'use client';\nimport { getDb } from '@/lib/db/client';", errors: [{ messageId: 'clientImportsServer' }] },
    { filename: at('features/money/components/x.tsx'), code: "'use client';\nimport { findKirimUang } from '../services/kirim-uang';", errors: [{ messageId: 'clientImportsServer' }] },
    { filename: at('app/(shell)/x/form.tsx'), code: "'use client';\nimport { requirePage } from '@/lib/auth/dal';", errors: [{ messageId: 'clientImportsServer' }] },
    { filename: at('features/money/components/x.tsx'), code: "'use client';\nconst load = () => import('@/lib/db/client');", errors: [{ messageId: 'clientImportsServer' }] },
    { filename: at('features/penjualan/index.ts'), code: "export { penjualan, penjualanDetail } from './schema';", errors: [{ messageId: 'tableLeavesFeature' }] },
    { filename: at('features/stock/index.ts'), code: "export { hancurBarang } from '@/features/stock/schema';", errors: [{ messageId: 'tableLeavesFeature' }] },
    { filename: at('features/stock/client.ts'), code: "import { baki } from './schema';\nexport { baki };", errors: [{ messageId: 'tableLeavesFeature' }] },
    { filename: at('features/stock/index.ts'), code: "export * from './schema';", errors: [{ messageId: 'tableLeavesFeature' }] },
    { filename: at('features/stock/index.ts'), code: "export * from './kernel';", errors: [{ messageId: 'doorExportsAll' }] },
  ],
});
