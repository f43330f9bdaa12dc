import 'server-only';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { groupBarang, jenis } from '@/lib/db/schema/gram-ledger';
import { rekening } from '@/lib/db/schema/money-ledger';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { AppError, ValidationError } from '@/lib/errors/app-error';
import { findPage, type ListSource } from '@/lib/paging/find-page';
import type { Paged } from '@/lib/paging/page-params';
import { settingFlag } from '@/lib/settings/read';
import { todayInJakarta } from '@/lib/time/jakarta';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { claimDocumentKey, readGoldPrices } from '@/features/stock';
import { cancelRepair, completeRepair, pickUpRepair, receiveRepair } from '../counter/repairs';
import { pickupRemainder } from '../repair-figures';
import { cancelServiceSchema, completeServiceSchema, pickUpServiceSchema, receiveServiceSchema, serviceListSchema, type ServiceListInput } from '../schemas';
import { deskripsiService, service, serviceDetail, tukang } from '../schema';
import { cancelRepairSubject } from '../subjects';

/** What Transaksi Services offers: groups, jenis, craftsmen, the shop's rekening, and the descriptions when their module is on. */
export async function readServiceOptions({ ctx, tx }: { ctx: SessionContext; tx?: Tx }) {
  requireAccess(ctx, '/transaksi-services');
  const db = readDb(tx);
  const groups = await db.select({ kode: groupBarang.kodeGroup, nama: groupBarang.namaGroup }).from(groupBarang).orderBy(asc(groupBarang.kodeGroup));
  const depts = await db.select({ kode: jenis.kodeDept, nama: jenis.namaDept }).from(jenis).orderBy(asc(jenis.kodeDept));
  const craftsmen = await db.select({ kode: tukang.kodeTukang, nama: tukang.namaTukang }).from(tukang).orderBy(asc(tukang.kodeTukang));
  const rekenings = await db.select({ kode: rekening.noRekening, nama: rekening.namaRekening, bank: rekening.kodeBank }).from(rekening)
    .where(eq(rekening.kodeToko, ctx.shop.kodeToko)).orderBy(asc(rekening.noRekening));
  const descriptions = settingFlag(ctx.settings, 'PARAMETER_DESKRIPSI_SERVICE_MODULE')
    ? await db.select({ kode: deskripsiService.kode, nama: deskripsiService.deskripsi }).from(deskripsiService).orderBy(asc(deskripsiService.kode))
    : null;
  return { groups, jenis: depts, tukang: craftsmen, rekenings, descriptions, today: todayInJakarta() };
}
export type ServiceOptions = Awaited<ReturnType<typeof readServiceOptions>>;

/**
 * Transaksi Services: one ticket of the user's shop. The key is claimed first (a replay answers the first ticket);
 * the craftsman, groups and jenis are read again here; the number is taken by the kernel, which writes the ticket, its
 * pieces into custody and the down payment's entry.
 */
export async function postService({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof receiveServiceSchema>; tx?: Tx }) {
  requireAccess(ctx, '/transaksi-services');
  const form = parseInput(receiveServiceSchema, input);
  const kodeToko = ctx.shop.kodeToko;
  const key = `service:${ctx.user.userId}:${form.idempotencyKey}`;
  return withTransaction(tx, async (db) => {
    const done = await claimDocumentKey(db, key);
    if (done) return { noService: done.noDokumen, replayed: true };
    if (form.kodeTukang && !(await db.select({ kode: tukang.kodeTukang }).from(tukang).where(eq(tukang.kodeTukang, form.kodeTukang))).length) {
      throw ValidationError('serviceTukangInvalid');
    }
    // Parameter Deskripsi Service: where its module is on and the list has descriptions, each piece's is one of them,
    // as the screen's select offers (an empty list leaves the description typed, as the screen then asks it).
    if (settingFlag(ctx.settings, 'PARAMETER_DESKRIPSI_SERVICE_MODULE') && (await db.select({ kode: deskripsiService.kode }).from(deskripsiService).limit(1)).length > 0) {
      const typed = [...new Set(form.pieces.map((piece) => piece.deskripsi))];
      const listed = new Set((await db.select({ deskripsi: deskripsiService.deskripsi }).from(deskripsiService)
        .where(inArray(deskripsiService.deskripsi, typed))).map((row) => row.deskripsi));
      const unknown = typed.find((deskripsi) => !listed.has(deskripsi));
      if (unknown !== undefined) throw ValidationError('serviceDeskripsiTidakTerdaftar', { deskripsi: unknown });
    }
    const depts = [...new Set(form.pieces.map((piece) => piece.kodeDept))];
    const groups = [...new Set(form.pieces.map((piece) => piece.kodeGroup))];
    if ((await db.select({ kode: jenis.kodeDept }).from(jenis).where(inArray(jenis.kodeDept, depts))).length !== depts.length) throw ValidationError('serviceJenisInvalid');
    if ((await db.select({ kode: groupBarang.kodeGroup }).from(groupBarang).where(inArray(groupBarang.kodeGroup, groups))).length !== groups.length) throw ValidationError('serviceJenisInvalid');
    const result = await receiveRepair(db, {
      kodeToko, createdBy: ctx.user.userId, idempotencyKey: key, namaCustomer: form.namaCustomer, alamatCustomer: form.alamatCustomer ?? '',
      noHpCustomer: form.noHpCustomer, kodeTukang: form.kodeTukang ?? null, estimasiBiaya: form.estimasiBiaya ?? 0, tglEstimasi: form.tglEstimasi ?? null,
      uangMuka: { bayarTunai: form.bayarTunai ?? 0, bayarTransfer: form.bayarTransfer ?? 0, noRekeningTransfer: form.noRekeningTransfer ?? null },
      pieces: form.pieces.map((piece) => ({ deskripsi: piece.deskripsi, kodeGroup: piece.kodeGroup, kodeDept: piece.kodeDept, berat: piece.berat })),
    });
    return { noService: result.noService, replayed: result.replayed };
  });
}

const SERVICE_COLUMNS = {
  noService: service.noService, tanggal: service.tanggal, namaCustomer: service.namaCustomer, noHpCustomer: service.noHpCustomer,
  totalBerat: service.totalBerat, estimasiBiaya: service.estimasiBiaya, uangMuka: service.uangMuka, biayaAkhir: service.biayaAkhir,
  hargaEmasTambah: service.hargaEmasTambah, status: service.status,
};
const SERVICE_SEARCHED = { noService: 'text', namaCustomer: 'text', noHpCustomer: 'text' } as const;
export type ServiceRow = {
  noService: string; tanggal: Date; namaCustomer: string; noHpCustomer: string; totalBerat: string; estimasiBiaya: number; uangMuka: number;
  biayaAkhir: number | null; hargaEmasTambah: number; status: string;
};

/** Lihat Services: the shop's tickets, newest first, searched by number, customer or phone, of one stage or all, a page at a time in SQL. */
export async function findServices({ ctx, input, tx }: { ctx: SessionContext; input: ServiceListInput; tx?: Tx }): Promise<Paged<ServiceRow>> {
  requireAccess(ctx, '/lihat-services');
  const form = parseInput(serviceListSchema, input);
  const where: SQL[] = [eq(service.kodeToko, ctx.shop.kodeToko)];
  if (form.status) where.push(eq(service.status, form.status));
  const source: ListSource = {
    from: (db, fields) => db.select(fields).from(service).$dynamic(), table: service, where: and(...where), columns: SERVICE_COLUMNS,
    orderBy: [desc(service.tanggal), desc(service.noService)], unique: [service.noService],
  };
  return findPage<ServiceRow>(readDb(tx), source, { page: form.page, pageSize: form.pageSize, sort: null, dir: 'desc', q: form.q }, SERVICE_SEARCHED);
}

/** One ticket of the shop with its pieces, the day's gold prices of their jenis (the completion's preview) and what is left to pay. */
export async function getService({ ctx, input, tx }: { ctx: SessionContext; input: { noService: string }; tx?: Tx }) {
  requireAccess(ctx, '/lihat-services');
  const nomor = String(input?.noService ?? '').trim().toUpperCase().slice(0, 30);
  const db = readDb(tx);
  const [ticket] = await db.select().from(service).where(and(eq(service.noService, nomor), eq(service.kodeToko, ctx.shop.kodeToko)));
  if (!ticket) throw new AppError('not-found', 'serviceTidakDitemukan', { nomor: nomor || '-' });
  const pieces = await db.select({
    urutan: serviceDetail.urutan, kodeBarcode: serviceDetail.kodeBarcode, deskripsi: serviceDetail.deskripsi, kodeDept: serviceDetail.kodeDept,
    beratMasuk: serviceDetail.beratMasuk, beratKeluar: serviceDetail.beratKeluar, selisihBerat: serviceDetail.selisihBerat, hargaTambah: serviceDetail.hargaTambah,
  }).from(serviceDetail).where(eq(serviceDetail.noService, nomor)).orderBy(asc(serviceDetail.urutan));
  const prices = await readGoldPrices(db, { depts: [...new Set(pieces.map((piece) => piece.kodeDept))] });
  const rekenings = await db.select({ kode: rekening.noRekening, nama: rekening.namaRekening, bank: rekening.kodeBank }).from(rekening)
    .where(eq(rekening.kodeToko, ctx.shop.kodeToko)).orderBy(asc(rekening.noRekening));
  return {
    noService: ticket.noService, tanggal: ticket.tanggal, status: ticket.status, namaCustomer: ticket.namaCustomer, noHpCustomer: ticket.noHpCustomer,
    alamatCustomer: ticket.alamatCustomer, kodeTukang: ticket.kodeTukang, estimasiBiaya: ticket.estimasiBiaya, tglEstimasi: ticket.tglEstimasi,
    uangMuka: ticket.uangMuka, biayaAkhir: ticket.biayaAkhir, hargaEmasTambah: ticket.hargaEmasTambah,
    sisa: ticket.status === 'SELESAI' ? pickupRemainder({ biayaAkhir: ticket.biayaAkhir ?? 0, hargaEmasTambah: ticket.hargaEmasTambah, uangMuka: ticket.uangMuka }) : null,
    pieces: pieces.map((piece) => ({ ...piece, hargaEmas: prices.get(piece.kodeDept)?.hargaJual ?? 0 })),
    rekenings,
  };
}
export type ServiceView = Awaited<ReturnType<typeof getService>>;

/** Selesai: the pieces weighed out and the work's cost (completeRepair: gold added priced at the day's price, no money yet). */
export async function completeService({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof completeServiceSchema>; tx?: Tx }) {
  requireAccess(ctx, '/lihat-services');
  const form = parseInput(completeServiceSchema, input);
  return withTransaction(tx, (db) => completeRepair(db, {
    kodeToko: ctx.shop.kodeToko, createdBy: ctx.user.userId, idempotencyKey: `service-selesai:${ctx.user.userId}:${form.idempotencyKey}`,
    noService: form.noService, biayaAkhir: form.biayaAkhir ?? 0, weights: form.weights,
  }));
}

/** Ambil: the remainder paid, the down payment applied, the pieces back to their owner (pickUpRepair). */
export async function pickUpService({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof pickUpServiceSchema>; tx?: Tx }) {
  requireAccess(ctx, '/lihat-services');
  const form = parseInput(pickUpServiceSchema, input);
  return withTransaction(tx, (db) => pickUpRepair(db, {
    kodeToko: ctx.shop.kodeToko, createdBy: ctx.user.userId, idempotencyKey: `service-ambil:${ctx.user.userId}:${form.idempotencyKey}`, noService: form.noService,
    payment: { bayarTunai: form.bayarTunai ?? 0, bayarTransfer: form.bayarTransfer ?? 0, noRekeningTransfer: form.noRekeningTransfer ?? null },
  }));
}

/**
 * Batal: a ticket still MASUK cancelled with a reason and a supervisor's BATAL_SERVICE grant naming the ticket and the
 * money that leaves the till (the down payment when refunded, 0 when forfeited); cancelRepair returns the pieces and
 * posts the down payment's entry in this transaction. A replayed key answers the first.
 */
export async function cancelService({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof cancelServiceSchema>; tx?: Tx }) {
  requireAccess(ctx, '/lihat-services');
  const form = parseInput(cancelServiceSchema, input);
  const kodeToko = ctx.shop.kodeToko;
  const key = `service-batal:${ctx.user.userId}:${form.idempotencyKey}`;
  return withTransaction(tx, async (db) => {
    const done = await claimDocumentKey(db, key);
    const run = (disetujuiOleh: string) => cancelRepair(db, {
      kodeToko, createdBy: ctx.user.userId, idempotencyKey: key, noService: form.noService, alasan: form.alasan, uangMuka: form.uangMuka, disetujuiOleh,
    });
    if (done) return run('-');
    const [row] = await db.select({ uangMuka: service.uangMuka, status: service.status }).from(service)
      .where(and(eq(service.noService, form.noService), eq(service.kodeToko, kodeToko)));
    // Asked before the supervisor is: what the kernel would refuse anyway.
    if (!row) throw new AppError('not-found', 'serviceTidakDitemukan', { nomor: form.noService });
    if (row.status !== 'MASUK') throw new AppError('conflict', 'serviceStatusBerubah', { nomor: form.noService });
    const refund = form.uangMuka === 'KEMBALI' ? row.uangMuka : 0;
    const grant = await spendGrant({ ctx, input: { keystore: form.keystore, fitur: 'BATAL_SERVICE', subject: cancelRepairSubject(form.noService, refund) }, tx: db });
    return run(grant.approvedBy);
  });
}
