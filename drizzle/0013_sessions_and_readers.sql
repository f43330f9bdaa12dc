CREATE TABLE "fingerprint_reader" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"nama_reader" varchar(100) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "fingerprint_reader_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_session" (
	"sid" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" varchar(30) NOT NULL,
	"kind" varchar(10) DEFAULT 'WEB' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fingerprint_reader" ADD CONSTRAINT "fingerprint_reader_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_session_user_idx" ON "user_session" USING btree ("user_id");