CREATE TABLE "validasi_non_tunai" (
	"sumber" varchar(20) NOT NULL,
	"dokumen" varchar(40) NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"no_rekening" varchar(30),
	"jumlah" bigint NOT NULL,
	"cocok_oleh" varchar(30) NOT NULL,
	"cocok_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "validasi_non_tunai_sumber_dokumen_pk" PRIMARY KEY("sumber","dokumen")
);
--> statement-breakpoint
ALTER TABLE "validasi_non_tunai" ADD CONSTRAINT "validasi_non_tunai_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "validasi_non_tunai_toko" ON "validasi_non_tunai" USING btree ("kode_toko","cocok_at");