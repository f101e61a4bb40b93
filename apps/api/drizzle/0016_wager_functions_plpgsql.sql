-- The wager legs' helper functions in PL/pgSQL, same names, arguments and results. As LANGUAGE sql
-- they were planned again on every call: PostgreSQL before 18 keeps no plan for a SQL function that
-- it cannot inline (these are not: each holds a subquery or writes), so every leg parsed and planned
-- six statements (bench:ledger: PostgreSQL's time went to the parser and the planner). PL/pgSQL keeps
-- each statement's plan for the connection's life.

-- wallet: an account's balance as the caller's statement sees it (its row plus pending deltas).
CREATE OR REPLACE FUNCTION wallet_balance(p_code text) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((
    SELECT a.balance + coalesce((SELECT sum(d.amount) FROM wallet_balance_deltas d WHERE d.account_id = a.id), 0)
    FROM wallet_accounts a WHERE a.code = p_code
  ), 0)::bigint;
END $$;
--> statement-breakpoint

-- auth: whether a login session is live (not revoked, not past its end, not idle too long).
CREATE OR REPLACE FUNCTION auth_session_live(p_session_id uuid, p_now timestamptz, p_idle_ms bigint)
RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((
    SELECT s.revoked_at IS NULL AND p_now < s.expires_at
      AND p_now < s.last_used_at + make_interval(secs => p_idle_ms / 1000.0)
    FROM player_sessions s WHERE s.id = p_session_id
  ), false);
END $$;
--> statement-breakpoint

-- players: whether the player may play (an active account).
CREATE OR REPLACE FUNCTION players_active(p_player_id integer) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((SELECT p.status = 'active' FROM players p WHERE p.id = p_player_id), false);
END $$;
--> statement-breakpoint

-- bets: a stake on its round. The round's bet is created by its first stake, or the stake (and any
-- jackpot it won) is added to the open round of the same player. Null when the round is another
-- player's, closed or cancelled.
CREATE OR REPLACE FUNCTION bets_stake_round(
  p_provider text, p_brand text, p_round_id text, p_player_id integer, p_game_id integer,
  p_stake bigint, p_jackpot_win bigint, p_code text, p_now timestamptz
) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  INSERT INTO bets AS b (code, player_id, brand, game_id, provider, round_id, stake, jackpot_win, status, created_at, updated_at)
  VALUES (p_code, p_player_id, p_brand, p_game_id, p_provider, p_round_id, p_stake, p_jackpot_win, 'pending', p_now, p_now)
  ON CONFLICT (provider, round_id) DO UPDATE
    SET stake = b.stake + excluded.stake, jackpot_win = b.jackpot_win + excluded.jackpot_win,
        updated_at = excluded.updated_at
    WHERE b.player_id = excluded.player_id AND NOT b.closed AND b.status <> 'cancelled'
  RETURNING b.id INTO v_id;
  RETURN v_id;
END $$;
--> statement-breakpoint

-- bets: applies a movement to a (locked) round and recomputes its status: open rounds are pending,
-- closed ones won, lost or drew; a round whose every stake was rolled back is cancelled, for good.
CREATE OR REPLACE FUNCTION bets_apply_round(
  p_bet_id bigint, p_stake bigint, p_win bigint, p_jackpot_win bigint, p_close boolean, p_now timestamptz
) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  UPDATE bets b SET stake = v.stake, win = v.win, jackpot_win = v.jackpot_win, closed = v.closed,
    status = v.status, updated_at = p_now,
    settled_at = CASE WHEN v.status = 'pending' THEN NULL ELSE coalesce(b.settled_at, p_now) END
  FROM (
    SELECT n.*,
      CASE
        WHEN o.status = 'cancelled' OR (p_stake < 0 AND n.stake = 0 AND n.win = 0) THEN 'cancelled'
        WHEN NOT n.closed THEN 'pending'
        WHEN n.win + n.jackpot_win > n.stake THEN 'won'
        WHEN n.win + n.jackpot_win < n.stake THEN 'lost'
        ELSE 'draw'
      END AS status
    FROM bets o, LATERAL (
      SELECT o.stake + p_stake AS stake, o.win + p_win AS win,
        o.jackpot_win + p_jackpot_win AS jackpot_win, o.closed OR p_close AS closed
    ) n
    WHERE o.id = p_bet_id
  ) v
  WHERE b.id = p_bet_id
  RETURNING b.id INTO v_id;
  RETURN v_id;
END $$;
--> statement-breakpoint

-- bets: the protocol's record of a call and the first answer given (filled with what the database
-- knows: the ledger transaction and the balance after it). A second record of one id is a unique
-- violation (provider_transactions_unique): the caller answers from the first.
CREATE OR REPLACE FUNCTION bets_record(
  p_provider text, p_brand text, p_transaction_id text, p_kind text, p_player_id integer,
  p_round_id text, p_amount bigint, p_request_hash text, p_wallet_transaction_id bigint,
  p_balance bigint, p_response jsonb, p_now timestamptz
) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO provider_transactions (provider, brand, transaction_id, kind, player_id, round_id, amount,
    request_hash, wallet_transaction_id, response, created_at)
  VALUES (p_provider, p_brand, p_transaction_id, p_kind, p_player_id, p_round_id, p_amount, p_request_hash,
    p_wallet_transaction_id,
    p_response || jsonb_build_object('platformTransactionId', p_wallet_transaction_id::text, 'balance', p_balance),
    p_now);
END $$;
