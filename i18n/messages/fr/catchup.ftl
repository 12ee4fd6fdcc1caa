### Catching up: /game recap, and the summary a finished game's thread and lobby message get.
### Keep en/ and fr/ in step (same keys, same placeholders).

cmd-game-recap-name = récap
cmd-game-recap-description = Ce qui s’est passé depuis votre dernière action, avec le plateau avant et maintenant

recap-since_last = Depuis votre dernière action (actions jouées : { $count }) :
recap-since_start = Depuis le début (actions jouées : { $count }) :
recap-nothing = Rien ne s’est passé depuis votre dernière action.
recap-left_out = (lignes plus anciennes omises : { $count })
recap-before = Avant : le plateau juste après votre dernière action.
recap-before_start = Avant : le plateau au début de la partie.
recap-after = Après : le plateau maintenant.

archive-won = victoire de { $winners }
archive-won_shared = victoire partagée : { $winners }
archive-no_winner = sans vainqueur
archive-cancelled = annulée
