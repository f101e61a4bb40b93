CREATE TABLE "auth_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer,
	"event" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"ip" text,
	"fingerprint" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "auth_events_detail_object" CHECK (jsonb_typeof("auth_events"."detail") = 'object')
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"status" text DEFAULT 'verifying' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "bank_accounts_number" CHECK ("bank_accounts"."account_number" ~ '^[0-9]{6,19}$'),
	CONSTRAINT "bank_accounts_holder" CHECK ("bank_accounts"."holder_name" ~ '^[A-Z]+( [A-Z]+)*$'),
	CONSTRAINT "bank_accounts_bank_code" CHECK ("bank_accounts"."bank_code" ~ '^[A-Z0-9]{2,16}$'),
	CONSTRAINT "bank_accounts_status" CHECK ("bank_accounts"."status" in ('verifying', 'verified', 'rejected')),
	CONSTRAINT "bank_accounts_decided" CHECK (("bank_accounts"."status" = 'verifying') = ("bank_accounts"."decided_at" is null) and ("bank_accounts"."decided_at" is null) = ("bank_accounts"."decided_by" is null))
);
--> statement-breakpoint
CREATE TABLE "login_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "login_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "login_tokens_expiry_after_start" CHECK ("login_tokens"."expires_at" > "login_tokens"."created_at")
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"ticket_hash" text,
	"ticket_expires_at" timestamp with time zone,
	"ticket_used_at" timestamp with time zone,
	CONSTRAINT "otp_challenges_ticket_hash_unique" UNIQUE("ticket_hash"),
	CONSTRAINT "otp_challenges_attempts" CHECK ("otp_challenges"."attempts" >= 0 and "otp_challenges"."attempts" <= "otp_challenges"."max_attempts"),
	CONSTRAINT "otp_challenges_expiry_after_start" CHECK ("otp_challenges"."expires_at" > "otp_challenges"."created_at"),
	CONSTRAINT "otp_challenges_purpose" CHECK ("otp_challenges"."purpose" in ('verify_phone', 'verify_email', 'reset_password', 'add_bank')),
	CONSTRAINT "otp_challenges_channel" CHECK ("otp_challenges"."channel" in ('sms', 'email')),
	CONSTRAINT "otp_challenges_ticket_needs_consumed_code" CHECK ("otp_challenges"."ticket_hash" is null or ("otp_challenges"."consumed_at" is not null and "otp_challenges"."ticket_expires_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "player_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"play_token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"ip" text,
	"fingerprint" text,
	"user_agent" text,
	CONSTRAINT "player_sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "player_sessions_play_token_hash_unique" UNIQUE("play_token_hash"),
	CONSTRAINT "player_sessions_expiry_after_start" CHECK ("player_sessions"."expires_at" > "player_sessions"."created_at"),
	CONSTRAINT "player_sessions_revoked_with_reason" CHECK (("player_sessions"."revoked_at" is null) = ("player_sessions"."revoked_reason" is null)),
	CONSTRAINT "player_sessions_revoke_reason" CHECK ("player_sessions"."revoked_reason" is null or "player_sessions"."revoked_reason" in ('replaced', 'logout', 'expired', 'password_changed', 'password_reset', 'locked'))
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rid" text NOT NULL,
	"username" text NOT NULL,
	"username_key" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone" text NOT NULL,
	"phone_verified_at" timestamp with time zone,
	"email" text,
	"email_verified_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"attribution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "players_rid_unique" UNIQUE("rid"),
	CONSTRAINT "players_username_key_unique" UNIQUE("username_key"),
	CONSTRAINT "players_username_format" CHECK ("players"."username" ~ '^[A-Za-z0-9]{6,29}$'),
	CONSTRAINT "players_username_key_lower" CHECK ("players"."username_key" = lower("players"."username")),
	CONSTRAINT "players_phone_format" CHECK ("players"."phone" ~ '^\+84[0-9]{9}$'),
	CONSTRAINT "players_status" CHECK ("players"."status" in ('active', 'locked')),
	CONSTRAINT "players_email_verified_has_email" CHECK ("players"."email_verified_at" is null or "players"."email" is not null),
	CONSTRAINT "players_attribution_object" CHECK (jsonb_typeof("players"."attribution") = 'object')
);
--> statement-breakpoint
CREATE TABLE "sandbox_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_messages_channel" CHECK ("sandbox_messages"."channel" in ('sms', 'email'))
);
--> statement-breakpoint
ALTER TABLE "auth_events" ADD CONSTRAINT "auth_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_sessions" ADD CONSTRAINT "player_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_events_player_time" ON "auth_events" USING btree ("player_id","occurred_at");--> statement-breakpoint
CREATE INDEX "auth_events_time" ON "auth_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_player_number_unique" ON "bank_accounts" USING btree ("player_id","account_number") WHERE "bank_accounts"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "bank_accounts_status" ON "bank_accounts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "otp_challenges_player_purpose" ON "otp_challenges" USING btree ("player_id","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_sessions_one_active" ON "player_sessions" USING btree ("player_id") WHERE "player_sessions"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "players_verified_phone_unique" ON "players" USING btree ("phone") WHERE "players"."phone_verified_at" is not null;--> statement-breakpoint
CREATE INDEX "sandbox_messages_recipient" ON "sandbox_messages" USING btree ("recipient","id");