CREATE INDEX "bets_settled" ON "bets" USING btree ("brand","settled_at");--> statement-breakpoint
CREATE INDEX "bets_player_settled" ON "bets" USING btree ("player_id","settled_at");