import { asc, eq } from 'drizzle-orm';
import { katalogAdmin, katalogGroupDescription, katalogKategori } from '../../db/schema';
import { audit, type MasterService } from './types';

const by = (userId: string) => ({ createdBy: userId, updatedBy: userId });

/** Kategori Katalog: title, colour and icon of a category of the customer app. */
export const kategoriKatalogService: MasterService = {
  list: (db) => db.select(kategoriColumns).from(katalogKategori).orderBy(asc(katalogKategori.kodeKategori)),
  find: async (db, _ctx, key) => (await db.select(kategoriColumns).from(katalogKategori).where(eq(katalogKategori.kodeKategori, key)))[0],
  async insert(tx, ctx, value) {
    await tx.insert(katalogKategori).values({
      kodeKategori: String(value.kode_kategori), title: String(value.title), warna: String(value.warna),
      gambarPath: String(value.gambar_path), gambarName: String(value.gambar_name), ...by(ctx.user.userId),
    });
  },
  async update(tx, ctx, key, value) {
    await tx.update(katalogKategori).set({
      title: String(value.title), warna: String(value.warna), ...audit(ctx),
      ...(value.gambar_path ? { gambarPath: String(value.gambar_path), gambarName: String(value.gambar_name) } : {}),
    }).where(eq(katalogKategori.kodeKategori, key));
  },
  async remove(tx, _ctx, key) {
    await tx.delete(katalogKategori).where(eq(katalogKategori.kodeKategori, key));
  },
};
const kategoriColumns = {
  kode_kategori: katalogKategori.kodeKategori, title: katalogKategori.title, warna: katalogKategori.warna,
  gambar: katalogKategori.gambarPath, gambar_name: katalogKategori.gambarName,
};

const adminColumns = { kode_admin: katalogAdmin.kodeAdmin, nama_admin: katalogAdmin.namaAdmin, no_hp: katalogAdmin.noHp };

/** Kontak Admin Katalog: who the app's customers can chat with. */
export const kontakAdminService: MasterService = {
  list: (db) => db.select(adminColumns).from(katalogAdmin).orderBy(asc(katalogAdmin.kodeAdmin)),
  find: async (db, _ctx, key) => (await db.select(adminColumns).from(katalogAdmin).where(eq(katalogAdmin.kodeAdmin, key)))[0],
  async insert(tx, ctx, value) {
    await tx.insert(katalogAdmin).values({ kodeAdmin: String(value.kode_admin), namaAdmin: String(value.nama_admin), noHp: String(value.no_hp), ...by(ctx.user.userId) });
  },
  async update(tx, ctx, key, value) {
    await tx.update(katalogAdmin).set({ namaAdmin: String(value.nama_admin), noHp: String(value.no_hp), ...audit(ctx) }).where(eq(katalogAdmin.kodeAdmin, key));
  },
  async remove(tx, _ctx, key) {
    await tx.delete(katalogAdmin).where(eq(katalogAdmin.kodeAdmin, key));
  },
};

const groupColumns = { kode_group: katalogGroupDescription.kodeGroup, description: katalogGroupDescription.description };

/** Deskripsi Group Katalog: the text the app shows for a product group. */
export const groupDescriptionService: MasterService = {
  list: (db) => db.select(groupColumns).from(katalogGroupDescription).orderBy(asc(katalogGroupDescription.kodeGroup)),
  find: async (db, _ctx, key) => (await db.select(groupColumns).from(katalogGroupDescription).where(eq(katalogGroupDescription.kodeGroup, key)))[0],
  async insert(tx, ctx, value) {
    await tx.insert(katalogGroupDescription).values({ kodeGroup: String(value.kode_group), description: String(value.description), ...by(ctx.user.userId) });
  },
  async update(tx, ctx, key, value) {
    await tx.update(katalogGroupDescription).set({ description: String(value.description), ...audit(ctx) }).where(eq(katalogGroupDescription.kodeGroup, key));
  },
  async remove(tx, _ctx, key) {
    await tx.delete(katalogGroupDescription).where(eq(katalogGroupDescription.kodeGroup, key));
  },
};
