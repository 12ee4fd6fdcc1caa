### Statistics: /stats player and /stats leaderboard. Keep en/ and fr/ in step
### (same keys, same placeholders). Command names: lowercase, at most 32 characters.

cmd-stats-name = stats
cmd-stats-description = Parties terminées : le bilan d’un joueur, le classement du serveur

cmd-stats-player-name = joueur
cmd-stats-player-description = Les parties terminées et les victoires d’un joueur (vous par défaut)
cmd-stats-player-user = Le bilan de qui (le vôtre par défaut)
cmd-stats-player-user_name = membre

cmd-stats-leaderboard-name = classement
cmd-stats-leaderboard-description = Les meilleurs joueurs du serveur à un jeu
cmd-stats-leaderboard-kind = Quel jeu
cmd-stats-leaderboard-kind_name = jeu

stats-title = **{ $name }** · parties terminées
stats-none = { $name } n’a encore terminé aucune partie.
stats-total = Tous jeux : victoires { $wins }/{ $played } ({ $rate })
stats-kind_line = { $kind } : victoires { $wins }/{ $played } ({ $rate })
stats-recent = Dernières parties :
stats-recent_game = { $title } : { $result }
stats-won = gagnée
stats-lost = non gagnée
stats-rate = { $percent } %
stats-leaderboard_title = **{ $kind }** · classement du serveur
stats-leaderboard_line = { $rank }. { $name } — victoires { $wins }/{ $played } ({ $rate })
stats-leaderboard_empty = Aucune partie de { $kind } n’est encore terminée sur ce serveur.
