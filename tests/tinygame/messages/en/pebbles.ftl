### The words of Pebbles, the game that lives only in the tests (see tests/tinygame). A real
### game puts the same messages in i18n/messages/<language>/<game>.ftl.

game_name-pebbles = Pebbles

pebbles-token-take = Take

pebbles-event-took = { $player } takes { $count } (pile: { $pile }).
pebbles-event-bonus = { $player }'s hidden bonus was { $bonus }.

pebbles-private-bonus = Your hidden bonus: { $bonus }.

pebbles-describe-pile = Pile: { $pile } pebbles. { $player } to play.
pebbles-describe-over = The pile is empty.
pebbles-describe-player = Player { $number }
pebbles-describe-score = { $player }: { $taken } taken.

pebbles-error-players = Pebbles is for { $low } to { $high } players, not { $count }.
pebbles-error-not_your_turn = It is not your turn.
pebbles-error-bad_take = Take 1 or 2 pebbles, and no more than the pile holds.
pebbles-error-notation = Write `take 1` or `take 2`.

pebbles-outcome-most = { $player } ends with the most pebbles and bonus.
