CREATE TABLE "bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"player_id" integer NOT NULL,
	"game_id" integer,
	"provider" text NOT NULL,
	"round_id" text NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"jackpot_win" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_code_unique" UNIQUE("code"),
	CONSTRAINT "bets_status" CHECK ("bets"."status" in ('pending', 'won', 'lost', 'draw', 'cancelled')),
	CONSTRAINT "bets_amounts" CHECK ("bets"."stake" >= 0 and "bets"."win" >= 0 and "bets"."jackpot_win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"player_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"request_hash" text NOT NULL,
	"wallet_transaction_id" bigint,
	"original_transaction_id" text,
	"rolled_back_at" timestamp with time zone,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_transactions_kind" CHECK ("provider_transactions"."kind" in ('debit', 'credit', 'rollback', 'tombstone')),
	CONSTRAINT "provider_transactions_amount" CHECK ("provider_transactions"."amount" >= 0),
	CONSTRAINT "provider_transactions_rollback_target" CHECK (("provider_transactions"."kind" = 'rollback') = ("provider_transactions"."original_transaction_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "studio_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"session_id" uuid NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"option" text NOT NULL,
	"amount" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"payout" bigint NOT NULL,
	"jackpot_win" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"balance_after" bigint,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "studio_rounds_status" CHECK ("studio_rounds"."status" in ('debiting', 'crediting', 'settled', 'refused', 'rolling_back', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "studio_seeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "studio_seeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "studio_seeds_nonce" CHECK ("studio_seeds"."next_nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "studio_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"wallet_token" text NOT NULL,
	"player_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"game_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "studio_sessions_token_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_wallet_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("wallet_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_session_id_studio_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."studio_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_seed_id_studio_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."studio_seeds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_round_unique" ON "bets" USING btree ("provider","round_id");--> statement-breakpoint
CREATE INDEX "bets_player_time" ON "bets" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_unique" ON "provider_transactions" USING btree ("provider","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_rounds_seed_nonce" ON "studio_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "studio_rounds_player" ON "studio_rounds" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "studio_rounds_open" ON "studio_rounds" USING btree ("status") WHERE "studio_rounds"."status" in ('debiting', 'crediting', 'rolling_back');--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seeds_active" ON "studio_seeds" USING btree ("player_id") WHERE "studio_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "studio_sessions_player" ON "studio_sessions" USING btree ("player_id");