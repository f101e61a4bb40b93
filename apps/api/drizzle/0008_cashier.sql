CREATE TABLE "cashier_crypto_addresses" (
	"player_id" integer NOT NULL,
	"brand" text NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashier_crypto_addresses_pk" PRIMARY KEY("player_id","currency","network"),
	CONSTRAINT "cashier_crypto_addresses_address_unique" UNIQUE("address"),
	CONSTRAINT "cashier_crypto_addresses_currency" CHECK ("cashier_crypto_addresses"."currency" in ('USDT', 'KDG')),
	CONSTRAINT "cashier_crypto_addresses_network" CHECK ("cashier_crypto_addresses"."network" in ('TRC20', 'ERC20', 'BEP20'))
);
--> statement-breakpoint
CREATE TABLE "cashier_deposit_limits" (
	"player_id" integer NOT NULL,
	"brand" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashier_deposit_limits_pk" PRIMARY KEY("player_id","period"),
	CONSTRAINT "cashier_deposit_limits_period" CHECK ("cashier_deposit_limits"."period" in ('day', 'week', 'month')),
	CONSTRAINT "cashier_deposit_limits_positive" CHECK (("cashier_deposit_limits"."amount" is null or "cashier_deposit_limits"."amount" > 0) and ("cashier_deposit_limits"."pending_amount" is null or "cashier_deposit_limits"."pending_amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "cashier_deposits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cashier_deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"player_id" integer NOT NULL,
	"brand" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint,
	"credited" bigint DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"promotion" text DEFAULT 'none' NOT NULL,
	"request_id" text,
	"gateway_order_id" text,
	"transfer_content" text,
	"instructions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "cashier_deposits_code_unique" UNIQUE("code"),
	CONSTRAINT "cashier_deposits_gateway_order_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "cashier_deposits_transfer_content_unique" UNIQUE("transfer_content"),
	CONSTRAINT "cashier_deposits_request_unique" UNIQUE("player_id","request_id"),
	CONSTRAINT "cashier_deposits_brand" CHECK ("cashier_deposits"."brand" in ('xc03', 'xc04', 'xc05', 'xc06', 'xc07', 'xc08')),
	CONSTRAINT "cashier_deposits_method" CHECK ("cashier_deposits"."method" in ('codepay', 'bank', 'card', 'ewallet', 'crypto')),
	CONSTRAINT "cashier_deposits_status" CHECK ("cashier_deposits"."status" in ('pending', 'completed', 'failed', 'expired', 'cancelled')),
	CONSTRAINT "cashier_deposits_promotion" CHECK ("cashier_deposits"."promotion" in ('none', 'khuyen-mai-100', 'khuyen-mai-50')),
	CONSTRAINT "cashier_deposits_amounts" CHECK ("cashier_deposits"."credited" >= 0 and "cashier_deposits"."fee" >= 0 and ("cashier_deposits"."amount" is null or "cashier_deposits"."amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "cashier_statement_cursors" (
	"account" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashier_webhook_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashier_withdrawal_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cashier_withdrawal_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"withdrawal_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashier_withdrawal_events_status" CHECK ("cashier_withdrawal_events"."status" in ('pending', 'approved', 'paid', 'failed', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "cashier_withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cashier_withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"player_id" integer NOT NULL,
	"brand" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"destination" jsonb NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"reason" text,
	"gateway_order_id" text,
	"callback_host" text NOT NULL,
	"cards" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashier_withdrawals_code_unique" UNIQUE("code"),
	CONSTRAINT "cashier_withdrawals_gateway_order_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "cashier_withdrawals_request_unique" UNIQUE("player_id","request_id"),
	CONSTRAINT "cashier_withdrawals_brand" CHECK ("cashier_withdrawals"."brand" in ('xc03', 'xc04', 'xc05', 'xc06', 'xc07', 'xc08')),
	CONSTRAINT "cashier_withdrawals_method" CHECK ("cashier_withdrawals"."method" in ('bank', 'card', 'crypto')),
	CONSTRAINT "cashier_withdrawals_status" CHECK ("cashier_withdrawals"."status" in ('pending', 'approved', 'paid', 'failed', 'rejected')),
	CONSTRAINT "cashier_withdrawals_amount" CHECK ("cashier_withdrawals"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "gateway_crypto_addresses" (
	"address" text PRIMARY KEY NOT NULL,
	"merchant" text NOT NULL,
	"owner" text NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"callback_host" text NOT NULL,
	"callback_path" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant" text NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"content" text,
	"callback_host" text NOT NULL,
	"callback_path" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"due_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gateway_orders_kind" CHECK ("gateway_orders"."kind" in ('deposit', 'payout')),
	CONSTRAINT "gateway_orders_method" CHECK ("gateway_orders"."method" in ('codepay', 'card', 'ewallet', 'crypto', 'bank', 'card_payout')),
	CONSTRAINT "gateway_orders_status" CHECK ("gateway_orders"."status" in ('pending', 'confirming', 'succeeded', 'failed', 'expired', 'cancelled')),
	CONSTRAINT "gateway_orders_amount" CHECK ("gateway_orders"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gateway_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "gateway_transactions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" text,
	"account" text,
	"amount" bigint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gateway_transactions_amount" CHECK ("gateway_transactions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "gateway_webhooks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_webhooks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" text,
	"host" text NOT NULL,
	"path" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status" integer,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "gateway_webhooks_status" CHECK ("gateway_webhooks"."status" in ('pending', 'delivered'))
);
--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_kind";--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_type";--> statement-breakpoint
ALTER TABLE "cashier_crypto_addresses" ADD CONSTRAINT "cashier_crypto_addresses_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_deposit_limits" ADD CONSTRAINT "cashier_deposit_limits_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_deposits" ADD CONSTRAINT "cashier_deposits_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_withdrawal_events" ADD CONSTRAINT "cashier_withdrawal_events_withdrawal_id_cashier_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."cashier_withdrawals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_withdrawals" ADD CONSTRAINT "cashier_withdrawals_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_transactions" ADD CONSTRAINT "gateway_transactions_order_id_gateway_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."gateway_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_webhooks" ADD CONSTRAINT "gateway_webhooks_order_id_gateway_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."gateway_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashier_deposits_player" ON "cashier_deposits" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "cashier_deposits_open" ON "cashier_deposits" USING btree ("status","method");--> statement-breakpoint
CREATE INDEX "cashier_withdrawal_events_withdrawal" ON "cashier_withdrawal_events" USING btree ("withdrawal_id","id");--> statement-breakpoint
CREATE INDEX "cashier_withdrawals_player" ON "cashier_withdrawals" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "cashier_withdrawals_status" ON "cashier_withdrawals" USING btree ("brand","status");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_crypto_addresses_owner" ON "gateway_crypto_addresses" USING btree ("merchant","owner","currency","network");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_orders_reference_unique" ON "gateway_orders" USING btree ("merchant","kind","reference") WHERE "gateway_orders"."method" <> 'crypto';--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_orders_content_unique" ON "gateway_orders" USING btree ("content");--> statement-breakpoint
CREATE INDEX "gateway_orders_due" ON "gateway_orders" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "gateway_orders_expires" ON "gateway_orders" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "gateway_transactions_account" ON "gateway_transactions" USING btree ("account","seq");--> statement-breakpoint
CREATE INDEX "gateway_webhooks_due" ON "gateway_webhooks" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_kind" CHECK ("wallet_accounts"."kind" in ('player', 'house', 'funding', 'bonus', 'provider', 'jackpot', 'withdrawals'));--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_type" CHECK ("wallet_transactions"."type" in ('operator_credit', 'operator_debit', 'deposit', 'withdrawal', 'withdrawal_refund', 'bet', 'win', 'rollback', 'jackpot_seed', 'jackpot_hit', 'bonus'));