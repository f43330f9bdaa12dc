-- Trigram indexes answer the lists' ILIKE '%q%' search; pg_trgm ships with PostgreSQL and is a trusted extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search" ON "users" USING gin ("user_id" gin_trgm_ops,"nama_user" gin_trgm_ops,"level" gin_trgm_ops,"kode_toko" gin_trgm_ops);