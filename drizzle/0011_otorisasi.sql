CREATE TABLE "otorisasi" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"keystore" varchar(12) NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"client" varchar(40) NOT NULL,
	"fitur" varchar(60) NOT NULL,
	"client_notes" varchar(200) DEFAULT '' NOT NULL,
	"event" varchar(60) DEFAULT '-' NOT NULL,
	"mode" varchar(12) NOT NULL,
	"status" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"approver" varchar(30),
	"input_by" varchar(30) NOT NULL,
	"input_date" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_by" varchar(30),
	"decided_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	CONSTRAINT "otorisasi_keystore_unique" UNIQUE("keystore")
);
--> statement-breakpoint
CREATE TABLE "user_fingerprint" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" varchar(30) NOT NULL,
	"template" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otorisasi" ADD CONSTRAINT "otorisasi_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otorisasi" ADD CONSTRAINT "otorisasi_approver_users_user_id_fk" FOREIGN KEY ("approver") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otorisasi" ADD CONSTRAINT "otorisasi_input_by_users_user_id_fk" FOREIGN KEY ("input_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otorisasi" ADD CONSTRAINT "otorisasi_decided_by_users_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_fingerprint" ADD CONSTRAINT "user_fingerprint_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otorisasi_toko_tgl" ON "otorisasi" USING btree ("kode_toko","input_date");--> statement-breakpoint
CREATE INDEX "otorisasi_open" ON "otorisasi" USING btree ("kode_toko","status");--> statement-breakpoint
ALTER TABLE "otorisasi" ADD CONSTRAINT "otorisasi_mode" CHECK ("mode" IN ('MANUAL', 'FINGERPRINT', 'QR'));
--> statement-breakpoint
ALTER TABLE "otorisasi" ADD CONSTRAINT "otorisasi_status" CHECK ("status" IN ('OPEN', 'APPROVED', 'REJECTED', 'CANCELLED', 'EXPIRED'));
--> statement-breakpoint
ALTER TABLE "otorisasi" ADD CONSTRAINT "otorisasi_decided" CHECK ("status" NOT IN ('APPROVED', 'REJECTED') OR ("decided_by" IS NOT NULL AND "decided_at" IS NOT NULL));
--> statement-breakpoint
ALTER TABLE "otorisasi" ADD CONSTRAINT "otorisasi_used" CHECK ("used_at" IS NULL OR "status" = 'APPROVED');
