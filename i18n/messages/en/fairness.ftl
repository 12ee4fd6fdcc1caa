### Games worth remembering: the commitment to a game's seed, its reveal with the
### record, the animated replay, and /game replay. Keep en/ and fr/ in step (same keys, same
### placeholders).

fair-commitment = -# Fair shuffles: this game’s seed is sealed. Commitment (SHA-256 of seed and salt): `{ $commitment }`
fair-revealed = -# Seed `{ $seed }`, salt `{ $salt }`: SHA-256 gives `{ $commitment }`, the commitment shown at the start. Check every deal, draw and shuffle with `python bot.py --verify { $file }`.

cmd-game-replay-name = replay
cmd-game-replay-description = Step through a game's moves, privately

replay-start = The start (moves played since: { $total })
replay-move = Move { $move } of { $total }
replay-played = { $player } played `{ $notation }`.
replay-played_hidden = { $player } played.
replay-public = -# The board as the whole table saw it then; your own secrets stay in My view.
replay-revealed = -# The game is over: the board shows everything that was hidden.

replay-error-bad_move = That is not a move number: use the buttons, or a number of at most nine digits.
