-- Rows made by the single-brand releases belong to the brand of the server that made them: the
-- migrator sets xc.migration_brand to it (default xc05).
CREATE FUNCTION "xc_migration_brand"() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('xc.migration_brand', true), ''), 'xc05')
$$;--> statement-breakpoint
CREATE TABLE "persons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "persons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "persons_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "wallet_balance_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_balance_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "wallet_balance_deltas_amount_not_zero" CHECK ("wallet_balance_deltas"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "players" DROP CONSTRAINT "players_username_key_unique";--> statement-breakpoint
ALTER TABLE "bank_accounts" DROP CONSTRAINT "bank_accounts_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "game_favorites" DROP CONSTRAINT "game_favorites_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "game_sessions" DROP CONSTRAINT "game_sessions_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "login_tokens" DROP CONSTRAINT "login_tokens_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "otp_challenges" DROP CONSTRAINT "otp_challenges_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "player_sessions" DROP CONSTRAINT "player_sessions_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "provider_transactions" DROP CONSTRAINT "provider_transactions_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_player_id_players_id_fk";
--> statement-breakpoint
DROP INDEX "players_verified_phone_unique";--> statement-breakpoint
ALTER TABLE "wallet_entries" ALTER COLUMN "balance_after" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_events" ADD COLUMN "brand" text DEFAULT xc_migration_brand() NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_events" ALTER COLUMN "brand" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "brand" text DEFAULT xc_migration_brand() NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ALTER COLUMN "brand" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "brand" text DEFAULT xc_migration_brand() NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "brand" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "game_favorites" ADD COLUMN "brand" text DEFAULT xc_migration_brand() NOT NULL;--> statement-breakpoint
ALTER TABLE "game_favorites" ALTER COLUMN "brand" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "brand" text DEFAULT xc_migration_brand() NOT NULL;--> statement-breakpoint
ALTER TABLE "game_sessions" ALTER COLUMN "brand" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD COLUMN "brand" text DEFAULT xc_migration_brand() NOT NULL;--> statement-breakpoint
ALTER TABLE "login_tokens" ALTER COLUMN "brand" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "brand" text DEFAULT xc_migration_brand() NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_challenges" ALTER COLUMN "brand" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "player_sessions" ADD COLUMN "brand" text DEFAULT xc_migration_brand() NOT NULL;--> statement-breakpoint
ALTER TABLE "player_sessions" ALTER COLUMN "brand" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "brand" text DEFAULT xc_migration_brand() NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ALTER COLUMN "brand" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "brand" text DEFAULT xc_migration_brand() NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_transactions" ALTER COLUMN "brand" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "studio_sessions" ADD COLUMN "platform_host" text DEFAULT 'localhost' NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_sessions" ALTER COLUMN "platform_host" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD COLUMN "brand" text DEFAULT xc_migration_brand() NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ALTER COLUMN "brand" DROP DEFAULT;--> statement-breakpoint
-- The counter-accounts become the brand's own; the jackpot pools become the network's.
UPDATE "wallet_accounts" SET "code" = "code" || ':' || "brand" WHERE "kind" IN ('house', 'funding', 'bonus', 'provider');--> statement-breakpoint
UPDATE "wallet_accounts" SET "brand" = 'network' WHERE "kind" = 'jackpot';--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "brand" text DEFAULT xc_migration_brand() NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ALTER COLUMN "brand" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_id_brand_unique" UNIQUE("id","brand");--> statement-breakpoint
ALTER TABLE "wallet_balance_deltas" ADD CONSTRAINT "wallet_balance_deltas_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_balance_deltas_account" ON "wallet_balance_deltas" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_sessions" ADD CONSTRAINT "player_sessions_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "players_brand_username_key_unique" ON "players" USING btree ("brand","username_key");--> statement-breakpoint
CREATE UNIQUE INDEX "players_brand_verified_phone_unique" ON "players" USING btree ("brand","phone") WHERE "players"."phone_verified_at" is not null;--> statement-breakpoint
CREATE INDEX "players_person" ON "players" USING btree ("person_id");--> statement-breakpoint
-- Every verified number so far is a person.
INSERT INTO "persons" ("phone", "created_at")
  SELECT DISTINCT "phone", now() FROM "players" WHERE "phone_verified_at" IS NOT NULL
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "players" SET "person_id" = "persons"."id" FROM "persons"
  WHERE "persons"."phone" = "players"."phone" AND "players"."phone_verified_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_events" ADD CONSTRAINT "auth_events_brand" CHECK ("auth_events"."brand" in ('xc03', 'xc04', 'xc05', 'xc06', 'xc07', 'xc08'));--> statement-breakpoint
ALTER TABLE "auth_events" ADD CONSTRAINT "auth_events_event" CHECK ("auth_events"."event" in ('register', 'login_ok', 'login_failed', 'refresh', 'session_revoked', 'logout', 'auto_login', 'auto_login_failed', 'login_token_minted', 'otp_sent', 'otp_verified', 'otp_failed', 'phone_verified', 'email_verified', 'password_changed', 'password_reset', 'bank_added', 'bank_approved', 'bank_rejected'));--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_brand" CHECK ("players"."brand" in ('xc03', 'xc04', 'xc05', 'xc06', 'xc07', 'xc08'));--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_person_verified" CHECK ("players"."person_id" is null or "players"."phone_verified_at" is not null);--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_brand" CHECK ("wallet_accounts"."brand" in ('xc03', 'xc04', 'xc05', 'xc06', 'xc07', 'xc08', 'network'));--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_network" CHECK ("wallet_accounts"."kind" <> 'jackpot' or "wallet_accounts"."brand" = 'network');--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_brand" CHECK ("wallet_transactions"."brand" in ('xc03', 'xc04', 'xc05', 'xc06', 'xc07', 'xc08', 'network'));--> statement-breakpoint
DROP FUNCTION "xc_migration_brand"();
