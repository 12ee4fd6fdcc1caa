### Catching up: /game recap, and the summary a finished game's thread and lobby message get.
### Keep en/ and fr/ in step (same keys, same placeholders).

cmd-game-recap-name = recap
cmd-game-recap-description = What happened since your last action, with the board then and now

recap-since_last = Since your last action (actions played: { $count }):
recap-since_start = Since the start (actions played: { $count }):
recap-nothing = Nothing has happened since your last action.
recap-left_out = (earlier lines left out: { $count })
recap-before = Before: the board just after your last action.
recap-before_start = Before: the board at the start.
recap-after = After: the board now.

archive-won = { $winners } wins
archive-won_shared = { $winners } win
archive-no_winner = no winner
archive-cancelled = cancelled
