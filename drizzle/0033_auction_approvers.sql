ALTER TABLE "hutang_pelunasan" ADD COLUMN "lelang_disetujui_oleh" varchar(30);--> statement-breakpoint
ALTER TABLE "hutang_pelunasan" ADD COLUMN "kelebihan_disetujui_oleh" varchar(30);