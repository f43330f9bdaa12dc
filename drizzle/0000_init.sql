CREATE TABLE "hak_akses_level" (
	"level" varchar(10) NOT NULL,
	"menu_key" varchar(80) NOT NULL,
	"is_show" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "hak_akses_level_level_menu_key_pk" PRIMARY KEY("level","menu_key")
);
--> statement-breakpoint
CREATE TABLE "hak_akses_user" (
	"user_id" varchar(30) NOT NULL,
	"menu_key" varchar(80) NOT NULL,
	"is_show" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "hak_akses_user_user_id_menu_key_pk" PRIMARY KEY("user_id","menu_key")
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" varchar(120) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "para_system" (
	"key" varchar(80) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "toko" (
	"kode_toko" varchar(20) PRIMARY KEY NOT NULL,
	"nama_toko" varchar(100) NOT NULL,
	"alamat_toko" text DEFAULT '' NOT NULL,
	"no_whatsapp" varchar(20) DEFAULT '' NOT NULL,
	"app_type" varchar(10) DEFAULT 'CABANG' NOT NULL,
	"portal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" varchar(30) PRIMARY KEY NOT NULL,
	"nama_user" varchar(100) DEFAULT '' NOT NULL,
	"level" varchar(10) NOT NULL,
	"kode_toko" varchar(20) NOT NULL,
	"password_hash" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"session_version" integer DEFAULT 1 NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hak_akses_user" ADD CONSTRAINT "hak_akses_user_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;