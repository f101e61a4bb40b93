CREATE TABLE "jackpots" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"game_id" integer,
	"seed_amount" bigint NOT NULL,
	"contribution_bp" integer NOT NULL,
	"hit_one_in" integer NOT NULL,
	"last_hit_amount" bigint,
	"last_hit_at" timestamp with time zone,
	"last_hit_player_id" integer,
	"last_hit_game_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpots_game_unique" UNIQUE("game_id"),
	CONSTRAINT "jackpots_code" CHECK ("jackpots"."code" ~ '^[a-z0-9-]{1,40}$'),
	CONSTRAINT "jackpots_rules" CHECK ("jackpots"."seed_amount" > 0 and "jackpots"."contribution_bp" between 0 and 1000 and "jackpots"."hit_one_in" > 0)
);
--> statement-breakpoint
DROP INDEX "wallet_entries_transaction_account";--> statement-breakpoint
ALTER TABLE "jackpots" ADD CONSTRAINT "jackpots_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpots" ADD CONSTRAINT "jackpots_last_hit_player_id_players_id_fk" FOREIGN KEY ("last_hit_player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpots" ADD CONSTRAINT "jackpots_last_hit_game_id_games_id_fk" FOREIGN KEY ("last_hit_game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_entries_transaction" ON "wallet_entries" USING btree ("transaction_id");