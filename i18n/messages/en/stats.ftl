### Statistics: /stats player and /stats leaderboard. Keep en/ and fr/ in step
### (same keys, same placeholders). Command names: lowercase, at most 32 characters.

cmd-stats-name = stats
cmd-stats-description = Finished games: a player's record, a server's leaderboard

cmd-stats-player-name = player
cmd-stats-player-description = A player's finished games and wins (yours by default)
cmd-stats-player-user = Whose record (yours by default)
cmd-stats-player-user_name = user

cmd-stats-leaderboard-name = leaderboard
cmd-stats-leaderboard-description = This server's best players at one game
cmd-stats-leaderboard-kind = Which game
cmd-stats-leaderboard-kind_name = game

stats-title = **{ $name }** · finished games
stats-none = { $name } has not finished a game yet.
stats-total = All games: wins { $wins }/{ $played } ({ $rate })
stats-kind_line = { $kind }: wins { $wins }/{ $played } ({ $rate })
stats-recent = Latest games:
stats-recent_game = { $title }: { $result }
stats-won = won
stats-lost = not won
stats-rate = { $percent }%
stats-leaderboard_title = **{ $kind }** · this server's leaderboard
stats-leaderboard_line = { $rank }. { $name } — wins { $wins }/{ $played } ({ $rate })
stats-leaderboard_empty = No { $kind } game has finished in this server yet.
