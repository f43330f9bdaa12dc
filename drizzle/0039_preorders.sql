CREATE TABLE "pre_order" (
	"no_po" varchar(30) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"tanggal" timestamp with time zone NOT NULL,
	"nama_customer" varchar(100) DEFAULT '' NOT NULL,
	"alamat_customer" varchar(200) DEFAULT '' NOT NULL,
	"no_hp_customer" varchar(20) DEFAULT '' NOT NULL,
	"nama_barang" varchar(100) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"harga" bigint NOT NULL,
	"ppn_persen" numeric(5, 2) DEFAULT '0' NOT NULL,
	"ppn" bigint DEFAULT 0 NOT NULL,
	"total_harga" bigint NOT NULL,
	"bayar_tunai" bigint DEFAULT 0 NOT NULL,
	"bayar_transfer" bigint DEFAULT 0 NOT NULL,
	"no_rekening_transfer" varchar(30),
	"pelunasan_tunai" bigint DEFAULT 0 NOT NULL,
	"pelunasan_transfer" bigint DEFAULT 0 NOT NULL,
	"no_rekening_pelunasan" varchar(30),
	"jurnal_id" bigint,
	"status" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"finished_at" timestamp with time zone,
	"finished_by" varchar(30),
	"no_faktur_jual" varchar(30),
	"jurnal_selesai_id" bigint,
	"stok_dokumen_selesai_id" bigint,
	"idempotency_key" varchar(80),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "pre_order_no_faktur_jual_unique" UNIQUE("no_faktur_jual"),
	CONSTRAINT "pre_order_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "pre_order_status" CHECK ("pre_order"."status" in ('OPEN', 'FINISH', 'BATAL')),
	CONSTRAINT "pre_order_harga" CHECK ("pre_order"."harga" > 0 and "pre_order"."ppn" >= 0 and "pre_order"."total_harga" = "pre_order"."harga" + "pre_order"."ppn" and "pre_order"."berat" > 0),
	CONSTRAINT "pre_order_bayar" CHECK ("pre_order"."bayar_tunai" >= 0 and "pre_order"."bayar_transfer" >= 0 and "pre_order"."bayar_tunai" + "pre_order"."bayar_transfer" > 0
      and "pre_order"."bayar_tunai" + "pre_order"."bayar_transfer" <= "pre_order"."total_harga" and ("pre_order"."bayar_transfer" = 0) = ("pre_order"."no_rekening_transfer" is null)),
	CONSTRAINT "pre_order_pelunasan" CHECK ("pre_order"."pelunasan_tunai" >= 0 and "pre_order"."pelunasan_transfer" >= 0
      and ("pre_order"."status" <> 'FINISH' or "pre_order"."bayar_tunai" + "pre_order"."bayar_transfer" + "pre_order"."pelunasan_tunai" + "pre_order"."pelunasan_transfer" = "pre_order"."total_harga")),
	CONSTRAINT "pre_order_selesai" CHECK (("pre_order"."status" = 'FINISH') = ("pre_order"."finished_at" is not null and "pre_order"."no_faktur_jual" is not null))
);
--> statement-breakpoint
CREATE TABLE "pre_order_barang" (
	"id" serial PRIMARY KEY NOT NULL,
	"no_po" varchar(30) NOT NULL,
	"kode_barcode" varchar(30) NOT NULL,
	"nama_barang" varchar(100) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"harga" bigint NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" varchar(30) NOT NULL,
	"stok_dokumen_id" bigint,
	CONSTRAINT "pre_order_barang_berat" CHECK ("pre_order_barang"."berat" > 0 and "pre_order_barang"."harga" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pre_order" ADD CONSTRAINT "pre_order_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_order" ADD CONSTRAINT "pre_order_kode_dept_jenis_kode_dept_fk" FOREIGN KEY ("kode_dept") REFERENCES "public"."jenis"("kode_dept") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_order" ADD CONSTRAINT "pre_order_no_rekening_transfer_rekening_no_rekening_fk" FOREIGN KEY ("no_rekening_transfer") REFERENCES "public"."rekening"("no_rekening") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_order" ADD CONSTRAINT "pre_order_no_rekening_pelunasan_rekening_no_rekening_fk" FOREIGN KEY ("no_rekening_pelunasan") REFERENCES "public"."rekening"("no_rekening") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_order_barang" ADD CONSTRAINT "pre_order_barang_no_po_pre_order_no_po_fk" FOREIGN KEY ("no_po") REFERENCES "public"."pre_order"("no_po") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_order_barang" ADD CONSTRAINT "pre_order_barang_kode_barcode_barang_kode_barcode_fk" FOREIGN KEY ("kode_barcode") REFERENCES "public"."barang"("kode_barcode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pre_order_toko_status_tgl" ON "pre_order" USING btree ("kode_toko","status","tanggal");--> statement-breakpoint
CREATE INDEX "pre_order_barang_po" ON "pre_order_barang" USING btree ("no_po");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_order_barang_live" ON "pre_order_barang" USING btree ("kode_barcode") WHERE "pre_order_barang"."aktif";