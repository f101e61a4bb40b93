CREATE TABLE "reward_app_install_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_app_install_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"brand" text NOT NULL,
	"amount" bigint NOT NULL,
	"request_id" text NOT NULL,
	"balance_after" bigint NOT NULL,
	"wallet_transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_app_install_claims_person_unique" UNIQUE("person_id"),
	CONSTRAINT "reward_app_install_claims_player_unique" UNIQUE("player_id"),
	CONSTRAINT "reward_app_install_claims_amount" CHECK ("reward_app_install_claims"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_refund_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_refund_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"claim_until" timestamp with time zone NOT NULL,
	"rate_bp" integer NOT NULL,
	"max_refund" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_refund_campaigns_brand" CHECK ("reward_refund_campaigns"."brand" in ('xc03', 'xc04', 'xc05', 'xc06', 'xc07', 'xc08')),
	CONSTRAINT "reward_refund_campaigns_title" CHECK (char_length("reward_refund_campaigns"."title") between 1 and 120),
	CONSTRAINT "reward_refund_campaigns_window" CHECK ("reward_refund_campaigns"."starts_at" < "reward_refund_campaigns"."ends_at" and "reward_refund_campaigns"."ends_at" <= "reward_refund_campaigns"."claim_until"),
	CONSTRAINT "reward_refund_campaigns_rate" CHECK ("reward_refund_campaigns"."rate_bp" between 1 and 10000),
	CONSTRAINT "reward_refund_campaigns_max" CHECK ("reward_refund_campaigns"."max_refund" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_refund_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_refund_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"brand" text NOT NULL,
	"amount" bigint NOT NULL,
	"request_id" text NOT NULL,
	"balance_after" bigint NOT NULL,
	"wallet_transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_refund_claims_request_unique" UNIQUE("player_id","request_id"),
	CONSTRAINT "reward_refund_claims_amount" CHECK ("reward_refund_claims"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_spin_seeds" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_spin_seeds_hash" CHECK ("reward_spin_seeds"."server_seed_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "reward_spin_seeds_nonce" CHECK ("reward_spin_seeds"."nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_spins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_spins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"brand" text NOT NULL,
	"day" text NOT NULL,
	"request_id" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"prize_index" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"wallet_transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_spins_player_day_unique" UNIQUE("player_id","day"),
	CONSTRAINT "reward_spins_request_unique" UNIQUE("player_id","request_id"),
	CONSTRAINT "reward_spins_day" CHECK ("reward_spins"."day" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
	CONSTRAINT "reward_spins_amount" CHECK ("reward_spins"."amount" >= 0),
	CONSTRAINT "reward_spins_paid" CHECK (("reward_spins"."amount" > 0) = ("reward_spins"."wallet_transaction_id" is not null)),
	CONSTRAINT "reward_spins_client_seed" CHECK ("reward_spins"."client_seed" ~ '^[A-Za-z0-9]{1,64}$')
);
--> statement-breakpoint
ALTER TABLE "reward_app_install_claims" ADD CONSTRAINT "reward_app_install_claims_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_app_install_claims" ADD CONSTRAINT "reward_app_install_claims_wallet_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("wallet_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_app_install_claims" ADD CONSTRAINT "reward_app_install_claims_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_refund_claims" ADD CONSTRAINT "reward_refund_claims_campaign_id_reward_refund_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."reward_refund_campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_refund_claims" ADD CONSTRAINT "reward_refund_claims_wallet_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("wallet_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_refund_claims" ADD CONSTRAINT "reward_refund_claims_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_spin_seeds" ADD CONSTRAINT "reward_spin_seeds_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_spins" ADD CONSTRAINT "reward_spins_wallet_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("wallet_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_spins" ADD CONSTRAINT "reward_spins_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_refund_campaigns_brand" ON "reward_refund_campaigns" USING btree ("brand","starts_at");--> statement-breakpoint
CREATE INDEX "reward_refund_claims_campaign_player" ON "reward_refund_claims" USING btree ("campaign_id","player_id");